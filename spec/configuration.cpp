#include "spec/configuration.h"

#include "spec/error.h"
#include "spec/hash.h"

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
  // The words, seeded with the size: deterministic across runs and machines.
  std::uint64_t h = kGoldenGamma ^ size_;
  for (std::uint64_t w : words_) h = hash_combine(h, w);
  return h;
}

}  // namespace kospec
