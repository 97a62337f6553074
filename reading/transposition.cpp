#include "reading/transposition.h"

#include <algorithm>

#include "spec/error.h"
#include "spec/hash.h"

namespace kospec::reading {

TranspositionTable::TranspositionTable(int bits) {
  require(bits >= 4 && bits <= 26, "TranspositionTable: bits must be in 4..26");
  entries_.resize(std::size_t{1} << bits);
  mask_ = (std::uint64_t{1} << bits) - 1;
}

std::uint64_t TranspositionTable::mix(std::uint64_t position, ReadFunction fn, Point str,
                                      const KomasterState& ko) {
  std::uint64_t x = hash_combine(position, str.index());
  x = hash_combine(x,
                   (static_cast<std::uint64_t>(fn) << 8) | static_cast<std::uint64_t>(ko.komaster));
  return hash_combine(x, ko.kom_pos ? ko.kom_pos->index() + 1 : 0);
}

bool TranspositionTable::same(const Entry& e, std::uint64_t key, ReadFunction fn, Point str,
                              const KomasterState& ko) const {
  return e.generation == generation_ && e.key == key && e.fn == static_cast<std::uint8_t>(fn) &&
         e.str == str.index() && e.komaster == static_cast<std::uint8_t>(ko.komaster) &&
         e.kom_pos == (ko.kom_pos ? static_cast<std::int32_t>(ko.kom_pos->index()) : -1);
}

TableHit TranspositionTable::find(std::uint64_t position, ReadFunction fn, Point str,
                                  const KomasterState& ko, int remaining_depth) const {
  const std::uint64_t key = mix(position, fn, str, ko);
  const Entry& e = entries_[key & mask_];
  TableHit hit;
  if (!same(e, key, fn, str, ko)) return hit;
  if (e.move >= 0) hit.move = Point(static_cast<std::uint32_t>(e.move));
  if (e.remaining >= remaining_depth) {
    hit.usable = true;
    hit.code = static_cast<ReadCode>(e.code);
    ++hits_;
  }
  return hit;
}

void TranspositionTable::store(std::uint64_t position, ReadFunction fn, Point str,
                               const KomasterState& ko, int remaining_depth, ReadCode code,
                               std::optional<Point> move) {
  const std::uint64_t key = mix(position, fn, str, ko);
  Entry& e = entries_[key & mask_];
  e.key = key;
  e.fn = static_cast<std::uint8_t>(fn);
  e.str = str.index();
  e.komaster = static_cast<std::uint8_t>(ko.komaster);
  e.kom_pos = ko.kom_pos ? static_cast<std::int32_t>(ko.kom_pos->index()) : -1;
  e.move = move ? static_cast<std::int32_t>(move->index()) : -1;
  e.remaining = static_cast<std::int8_t>(std::clamp(remaining_depth, -100, 100));
  e.code = static_cast<std::uint8_t>(code);
  e.generation = generation_;
}

void TranspositionTable::clear() {
  if (++generation_ == 0) {  // after 2^32 clears: wipe once and start again
    std::fill(entries_.begin(), entries_.end(), Entry{});
    generation_ = 1;
  }
}

}  // namespace kospec::reading
