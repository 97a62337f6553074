#pragma once
// The symmetries of a rectangular board (reflections and rotations of the grid) combined with the
// exchange of colours. Each maps the game graph onto itself (moves commute with them), so it
// permutes the nodes; equal-sized classes of first moves then have equal numbers of games.

#include <cstdint>
#include <vector>

#include "tools/count/game_graph.h"
#include "tools/smallboard/bit_board.h"

namespace kospec::count {

/// A symmetry of the grid, optionally exchanging black and white.
struct Symmetry {
  std::vector<int> image;     ///< image[p]: where point p goes
  bool swap_colours = false;  ///< whether black stones become white and white black

  /// The image of a position.
  smallboard::BitPosition apply(smallboard::BitPosition position) const;
};

/// The distinct symmetries of the board, the identity first: the grid's point maps (8 on a square,
/// 4 on a rectangle, 2 on a 1xn strip, 1 on 1x1), each without and with the colour exchange.
std::vector<Symmetry> board_symmetries(const smallboard::BitBoard& board);

/// For each symmetry, the permutation of the graph's nodes it induces: perm[s][node].
std::vector<std::vector<std::uint32_t>> node_permutations(const GameGraph& graph,
                                                          const std::vector<Symmetry>& symmetries);

}  // namespace kospec::count
