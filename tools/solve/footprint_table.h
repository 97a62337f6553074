#pragma once
// The native solver's table on boards small enough for history bits (history_bits.h): bounds on a
// state's value keyed by its position, player to move and pending pass, each entry with the
// footprint of the search that found it (F: every history entry a legality test of its subtree
// read) and what the history held of them (B = H ∩ F). An entry holds for every state of that
// position whose history H' has H' ∩ F = B: the subtree's search, replayed under H', makes the same
// tests with the same answers (a play's history inside the subtree is the same line), so it finds
// the same bounds; the footprints of the entries it reused are in F. This is the graph-history
// interaction answered exactly, and a transposition whose differing history was never tested is
// found again (README SOLVE.table).

#include <cstdint>
#include <vector>

#include "tools/solve/table.h"

namespace kospec::solve {

/// What the table gives for a state: the tightest bounds of the entries that hold for it.
struct FootprintHit {
  int lower;   ///< the value is at least this
  int upper;   ///< the value is at most this
  int best;    ///< the best move of the entry of most work
  bool found;  ///< whether any entry held
};

/// A fixed-size table of bounds with footprints, four entries a bucket.
class FootprintTable {
 public:
  /// A table of about `bytes` for footprints of `words` 64-bit words, values in [-points, points].
  FootprintTable(std::size_t bytes, int words, int points);

  /// The bounds of the entries under (a, b) that hold for the history `history`; the union of
  /// their footprints is OR-ed into `footprint`.
  FootprintHit find(std::uint64_t a, std::uint64_t b, const std::uint64_t* history,
                    std::uint64_t* footprint) const;
  /// Stores bounds found under the history `history` with the footprint `footprint`.
  void store(std::uint64_t a, std::uint64_t b, int lower, int upper, int best, int work,
             const std::uint64_t* footprint, const std::uint64_t* history);
  /// Bytes of the table.
  std::size_t bytes() const {
    return entries_.size() * sizeof(Entry) + bits_.size() * sizeof(std::uint64_t);
  }

 private:
  using Entry = TableEntry;
  bool holds(std::size_t slot, const std::uint64_t* history) const;
  std::uint64_t* footprint_of(std::size_t slot) { return &bits_[slot * 2 * words_]; }
  const std::uint64_t* footprint_of(std::size_t slot) const { return &bits_[slot * 2 * words_]; }

  std::size_t words_;
  int points_;
  ZeroedArray<Entry> entries_;       ///< all zero: unused
  ZeroedArray<std::uint64_t> bits_;  ///< each slot's footprint F, then B
  std::size_t mask_;
};

}  // namespace kospec::solve
