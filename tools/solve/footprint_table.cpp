#include "tools/solve/footprint_table.h"

#include <algorithm>

namespace kospec::solve {

namespace {
constexpr std::size_t kWays = 4;
}

namespace {
/// The buckets of a table of at most `bytes` (a power of two, at least one).
std::size_t buckets_of(std::size_t bytes, std::size_t per_slot) {
  std::size_t buckets = 1;
  while (2 * buckets * kWays * per_slot <= bytes) buckets *= 2;
  return buckets;
}
}  // namespace

FootprintTable::FootprintTable(std::size_t bytes, int words, int points)
    : words_(static_cast<std::size_t>(words)),
      points_(points),
      entries_(kWays * buckets_of(bytes, sizeof(Entry) + 2 * words_ * sizeof(std::uint64_t))),
      bits_(entries_.size() * 2 * words_),
      mask_(entries_.size() / kWays - 1) {}

bool FootprintTable::holds(std::size_t slot, const std::uint64_t* history) const {
  const std::uint64_t* f = footprint_of(slot);
  const std::uint64_t* b = f + words_;
  for (std::size_t w = 0; w < words_; ++w) {
    if ((history[w] & f[w]) != b[w]) return false;
  }
  return true;
}

FootprintHit FootprintTable::find(std::uint64_t a, std::uint64_t b, const std::uint64_t* history,
                                  std::uint64_t* footprint) const {
  FootprintHit hit{-points_, points_, kNoMove, false};
  int best_work = -1;
  const std::size_t first = (a & mask_) * kWays;
  for (std::size_t slot = first; slot < first + kWays; ++slot) {
    const Entry& e = entries_[slot];
    if (!e.used || e.a != a || e.b != b || !holds(slot, history)) continue;
    hit.found = true;
    hit.lower = std::max<int>(hit.lower, e.bounds.lower);
    hit.upper = std::min<int>(hit.upper, e.bounds.upper);
    if (e.work > best_work && e.bounds.best != kNoMove) {
      best_work = e.work;
      hit.best = e.bounds.best;
    }
    const std::uint64_t* f = footprint_of(slot);
    for (std::size_t w = 0; w < words_; ++w) footprint[w] |= f[w];
  }
  return hit;
}

void FootprintTable::store(std::uint64_t a, std::uint64_t b, int lower, int upper, int best,
                           int work, const std::uint64_t* footprint, const std::uint64_t* history) {
  const std::size_t first = (a & mask_) * kWays;
  std::size_t victim = first;
  for (std::size_t slot = first; slot < first + kWays; ++slot) {
    const Entry& e = entries_[slot];
    if (e.used && e.a == a && e.b == b &&
        std::equal(footprint, footprint + words_, footprint_of(slot)) && holds(slot, history)) {
      // The same footprint, on which the history agrees with the entry's: the bounds merge.
      lower = std::max<int>(lower, e.bounds.lower);
      upper = std::min<int>(upper, e.bounds.upper);
      work = std::max<int>(work, e.work);
      victim = slot;
      break;
    }
    if (!e.used || (entries_[victim].used && e.work < entries_[victim].work)) victim = slot;
  }
  entries_[victim] = TableEntry::of(a, b, lower, upper, best, work);
  std::uint64_t* f = footprint_of(victim);
  for (std::size_t w = 0; w < words_; ++w) {
    f[w] = footprint[w];
    f[words_ + w] = footprint[w] & history[w];
  }
}

}  // namespace kospec::solve
