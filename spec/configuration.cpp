#include "spec/configuration.h"

#include "spec/error.h"

namespace kospec {

namespace {
constexpr std::size_t kPointsPerWord = 32;
}  // namespace

Configuration::Configuration(std::size_t points)
    : size_(points), words_((points + kPointsPerWord - 1) / kPointsPerWord, 0) {}

Color Configuration::at(Point p) const {
  require(p.index() < size_, "Configuration::at: point outside the board");
  auto word = words_[p.index() / kPointsPerWord];
  return static_cast<Color>((word >> (2 * (p.index() % kPointsPerWord))) & 3U);
}

void Configuration::set(Point p, Color c) {
  require(p.index() < size_, "Configuration::set: point outside the board");
  auto shift = 2 * (p.index() % kPointsPerWord);
  auto& word = words_[p.index() / kPointsPerWord];
  word = (word & ~(std::uint64_t{3} << shift)) | (static_cast<std::uint64_t>(c) << shift);
}

std::size_t Configuration::count(Color c) const {
  std::size_t n = 0;
  for (std::uint32_t i = 0; i < size_; ++i) n += at(Point(i)) == c ? 1 : 0;
  return n;
}

PointSet Configuration::points_of(Color c) const {
  std::vector<Point> found;
  for (std::uint32_t i = 0; i < size_; ++i) {
    if (at(Point(i)) == c) found.emplace_back(i);
  }
  return PointSet::of(std::move(found));
}

std::uint64_t Configuration::digest() const {
  // splitmix64 over the words, seeded with the size: deterministic across runs and machines.
  std::uint64_t h = 0x9E3779B97F4A7C15ULL ^ size_;
  for (std::uint64_t w : words_) {
    h ^= w + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
    h ^= h >> 30;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 27;
    h *= 0x94D049BB133111EBULL;
    h ^= h >> 31;
  }
  return h;
}

}  // namespace kospec
