#pragma once
// The history a rule tests, as one bit per possible history entry: an entry is a position with a
// slot (PSK: one slot; SSK, NSSK: the player who made it; Spight: a configuration since the last
// pass, or a pass by Black or by White), numbered by the position's ternary index
// (tools/smallboard/ternary_index.h) times the slots plus the slot. On boards small enough for the
// table (kMaxBits) the native search records which entries a subtree tested (its footprint) and
// reuses a result wherever the history agrees on them (footprint_table.h). The set is also kept
// mapped by each symmetry of the board (symmetry.h), so that the table can hold a state and its
// images as one.

#include <cstdint>
#include <vector>

#include "tools/smallboard/ternary_index.h"
#include "tools/solve/symmetry.h"

namespace kospec::solve {

/// A set of history entries as a bitset, and its images under the board's symmetries.
class HistoryBits {
 public:
  /// The largest table: 3^9 positions with two slots (a 3x3 board under SSK or NSSK), 4.9 KB.
  static constexpr std::uint64_t kMaxBits = 2 * 19683;

  /// The empty set of the entries of a board of `points` points with `slots` slots a position;
  /// with `symmetry`, kept in each of its images too.
  HistoryBits(int points, int slots, const BoardSymmetry* symmetry);
  /// No table (enabled() false).
  HistoryBits() : ternary_(1), slots_(1) {}

  /// Whether the board is small enough for the table.
  bool enabled() const { return words_ != 0; }
  /// The table's size in 64-bit words (0 when not enabled).
  int words() const { return static_cast<int>(words_); }
  /// How many images are kept (1: the set itself).
  int images() const { return images_; }
  /// The bit of an entry. Precondition: enabled().
  std::uint32_t index(smallboard::BitPosition position, int slot) const {
    return static_cast<std::uint32_t>(ternary_.index(position) * slots_ +
                                      static_cast<std::uint64_t>(slot));
  }
  /// The bit of the image of entry `i` under symmetry `t` (< images()).
  std::uint32_t map(int t, std::uint32_t i) const {
    return maps_[static_cast<std::size_t>(t) * bits_ + i];
  }
  /// Adds the entry of bit `i` (and its images).
  void set(std::uint32_t i);
  /// Removes the entry of bit `i` (and its images).
  void reset(std::uint32_t i);
  /// The words of the set's image under symmetry `t` (< images()); 0 is the set itself.
  const std::uint64_t* image(int t) const {
    return sets_.data() + static_cast<std::size_t>(t) * words_;
  }
  /// Every image's words, for saving and restoring the whole.
  const std::vector<std::uint64_t>& all_words() const { return sets_; }
  /// Restores what all_words() returned.
  void assign(const std::vector<std::uint64_t>& words) { sets_ = words; }
  /// Removes every entry of slot `slot` (from every image).
  void clear_slot(int slot);
  /// The mask of every entry of slot `slot`, `words()` long.
  std::vector<std::uint64_t> slot_mask(int slot) const;

 private:
  smallboard::TernaryIndex ternary_;
  std::uint64_t slots_;
  std::size_t bits_ = 0;
  std::size_t words_ = 0;
  int images_ = 1;
  std::vector<std::uint64_t> sets_;        ///< image t at t * words_
  std::vector<std::uint32_t> maps_;        ///< image t of bit i at t * bits_ + i
  std::vector<std::uint64_t> slot_masks_;  ///< slot s's mask (slot_mask) at s * words_
};

}  // namespace kospec::solve
