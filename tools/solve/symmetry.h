#pragma once
// The symmetries of a small grid board (spec/board_symmetry.h: the 4 reflections and rotations of a
// rectangle, the 8 of a square, fewer where two coincide) as byte tables that map the 32-bit point
// masks of the solver's board (tools/smallboard/bit_board.h) in four lookups. A game state and its
// image (the position and every history key mapped by the same symmetry) have the same future up
// to that map: the native solver keys its table by the least image of a state
// (tools/solve/native_state.h).

#include <array>
#include <cstdint>

namespace kospec::solve {

/// The point permutations of a grid of `columns` x `rows` (row-major, at most 32 points) that keep
/// adjacency, with byte tables that map a 32-bit point mask in four lookups.
class BoardSymmetry {
 public:
  /// The most symmetries a grid has (a square's).
  static constexpr int kMax = 8;

  /// The symmetries of the grid; with `enabled` false, the identity alone.
  BoardSymmetry(int columns, int rows, bool enabled = true);

  /// How many symmetries (the identity is number 0): 8 for a square, 4 for a rectangle, 2 for a
  /// 1xn strip, 1 when disabled.
  int count() const { return count_; }
  /// The image of point `p` under symmetry `t`.
  int point(int t, int p) const {
    return image_[static_cast<std::size_t>(t)][static_cast<std::size_t>(p)];
  }
  /// The symmetry that undoes `t`.
  int inverse(int t) const { return inverse_[static_cast<std::size_t>(t)]; }
  /// The image of a point mask under symmetry `t`.
  std::uint32_t apply(int t, std::uint32_t mask) const {
    const auto& b = bytes_[static_cast<std::size_t>(t)];
    return b[0][mask & 0xff] | b[1][(mask >> 8) & 0xff] | b[2][(mask >> 16) & 0xff] |
           b[3][mask >> 24];
  }

 private:
  int count_ = 1;
  std::array<std::array<std::int8_t, 32>, kMax> image_{};
  std::array<int, kMax> inverse_{};
  std::array<std::array<std::array<std::uint32_t, 256>, 4>, kMax> bytes_{};
};

}  // namespace kospec::solve
