#pragma once
// The history a rule tests, as one bit per possible history entry: an entry is a position with a
// slot (PSK: one slot; SSK, NSSK: the player who made it; Spight: a configuration since the last
// pass, or a pass by Black or by White), numbered by the position's ternary index
// (tools/smallboard/ternary_index.h) times the slots plus the slot. On boards small enough for the
// table (kMaxBits) the native search records which entries a subtree tested (its footprint) and
// reuses a result wherever the history agrees on them (footprint_table.h).

#include <cstdint>
#include <vector>

#include "tools/smallboard/ternary_index.h"

namespace kospec::solve {

/// A set of history entries as a bitset, on a board of up to kMaxBits entries.
class HistoryBits {
 public:
  /// The largest table: 3^9 positions with two slots (a 3x3 board under SSK or NSSK), 4.9 KB.
  static constexpr std::uint64_t kMaxBits = 2 * 19683;

  /// The empty set of the entries of a board of `points` points with `slots` slots a position.
  HistoryBits(int points, int slots) : ternary_(points), slots_(static_cast<std::uint64_t>(slots)) {
    const std::uint64_t bits = ternary_.size() * slots_;
    if (bits <= kMaxBits) words_.assign((bits + 63) / 64, 0);
  }

  /// Whether the board is small enough for the table.
  bool enabled() const { return !words_.empty(); }
  /// The table's size in 64-bit words (0 when not enabled).
  int words() const { return static_cast<int>(words_.size()); }
  /// The bit of an entry. Precondition: enabled().
  std::uint32_t index(smallboard::BitPosition position, int slot) const {
    return static_cast<std::uint32_t>(ternary_.index(position) * slots_ +
                                      static_cast<std::uint64_t>(slot));
  }
  /// Adds the entry of bit `i`.
  void set(std::uint32_t i) { words_[i >> 6] |= std::uint64_t{1} << (i & 63); }
  /// Removes the entry of bit `i`.
  void reset(std::uint32_t i) { words_[i >> 6] &= ~(std::uint64_t{1} << (i & 63)); }
  /// The words of the set.
  const std::vector<std::uint64_t>& words_of() const { return words_; }
  /// Replaces the set (same size).
  void assign(const std::vector<std::uint64_t>& words) { words_ = words; }
  /// The mask of every entry of slot `slot`.
  std::vector<std::uint64_t> slot_mask(int slot) const {
    std::vector<std::uint64_t> mask(words_.size(), 0);
    for (std::uint64_t i = static_cast<std::uint64_t>(slot); i < ternary_.size() * slots_;
         i += slots_)
      mask[i >> 6] |= std::uint64_t{1} << (i & 63);
    return mask;
  }

 private:
  smallboard::TernaryIndex ternary_;
  std::uint64_t slots_;
  std::vector<std::uint64_t> words_;
};

}  // namespace kospec::solve
