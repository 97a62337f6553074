#pragma once
// The ternary index of a position: the number whose base-3 digit for point i is the colour of point
// i (0 empty, 1 black, 2 white). Every colouring of an n-point board has exactly one index in
// [0, 3^n), and the empty board has index 0, so a table of 3^n bits records a set of positions.

#include <array>
#include <cstdint>

#include "tools/smallboard/bit_board.h"

namespace kospec::smallboard {

/// 3 to the power `n` (n <= 40).
constexpr std::uint64_t power_of_three(int n) {
  std::uint64_t p = 1;
  for (int i = 0; i < n; ++i) p *= 3;
  return p;
}

/// Converts positions of an n-point board to and from their ternary index, eight points at a time
/// through constant tables.
class TernaryIndex {
 public:
  /// The index of the positions of a board of `points` points (1..32).
  explicit TernaryIndex(int points);
  /// Number of colourings: 3^points.
  std::uint64_t size() const { return size_; }
  /// The index of a position.
  std::uint64_t index(BitPosition position) const;
  /// The position of an index (< size()).
  BitPosition position(std::uint64_t index) const;
  /// 3^point: what a black stone on `point` adds to the index (a white one adds twice as much).
  std::uint64_t place(int point) const { return places_[static_cast<std::size_t>(point)]; }

 private:
  int bytes_;
  std::uint64_t size_;
  std::array<std::uint64_t, BitBoard::kMaxPoints> places_{};
};

}  // namespace kospec::smallboard
