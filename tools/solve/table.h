#pragma once
// The native solver's transposition table: bounds on a state's value for the player to move and
// the best move found, under a 128-bit fingerprint of the whole state (the position, the player to
// move, the consecutive passes, and the set of history keys the superko reads). A state is only
// found again with the same history: the graph-history interaction is answered by the key.

#include <cstdint>
#include <vector>

#include "tools/solve/move_code.h"

namespace kospec::solve {

/// What the table knows of a state.
struct TableBounds {
  std::int8_t lower;  ///< the value is at least this
  std::int8_t upper;  ///< the value is at most this
  std::int8_t best;   ///< the best move found: a point index, kPassCode or kNoMove (move_code.h)
};

/// A fixed-size table of bounds, one entry a slot, always replaced by the newest.
class BoundTable {
 public:
  /// A table of 2^`log2_entries` entries of 24 bytes.
  explicit BoundTable(int log2_entries)
      : entries_(std::size_t{1} << log2_entries), mask_((std::size_t{1} << log2_entries) - 1) {}

  /// The bounds stored under the fingerprint (a, b), or nullptr.
  const TableBounds* find(std::uint64_t a, std::uint64_t b) const {
    const Entry& e = entries_[a & mask_];
    return e.a == a && e.b == b && e.used ? &e.bounds : nullptr;
  }
  /// Stores bounds under (a, b), merged with what is known of the same state.
  void store(std::uint64_t a, std::uint64_t b, int lower, int upper, int best) {
    Entry& e = entries_[a & mask_];
    if (e.used && e.a == a && e.b == b) {
      if (lower < e.bounds.lower) lower = e.bounds.lower;
      if (upper > e.bounds.upper) upper = e.bounds.upper;
    }
    e = Entry{a,
              b,
              {static_cast<std::int8_t>(lower), static_cast<std::int8_t>(upper),
               static_cast<std::int8_t>(best)},
              true};
  }
  /// Bytes of the table.
  std::size_t bytes() const { return entries_.size() * sizeof(Entry); }

 private:
  struct Entry {
    std::uint64_t a = 0;
    std::uint64_t b = 0;
    TableBounds bounds{0, 0, kNoMove};
    bool used = false;
  };
  std::vector<Entry> entries_;
  std::size_t mask_;
};

}  // namespace kospec::solve
