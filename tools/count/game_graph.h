#pragma once
// The game graph of a small board as an explicit graph (Tromp & Farnebäck, "Combinatorics of Go"):
// the nodes are the positions reachable from the empty board, the edges the moves of either
// colour that change the position (BitBoard::play; a one-stone self-capture, which returns the same
// position, is a self-loop and is left out).

#include <cstdint>
#include <optional>
#include <vector>

#include "spec/base_self_capture.h"
#include "tools/smallboard/bit_board.h"

namespace kospec::count {

/// An explicit game graph. Node 0 is the empty board; nodes are in increasing ternary index.
struct GameGraph {
  smallboard::BitBoard board;                          ///< the grid
  SelfCapture self_capture = SelfCapture::All;         ///< which self-captures are moves
  std::vector<smallboard::BitPosition> nodes;          ///< the positions
  std::vector<std::uint64_t> indices;                  ///< their ternary indices, increasing
  std::vector<std::vector<std::uint32_t>> successors;  ///< per node: distinct successors, sorted
  std::uint64_t moves = 0;  ///< moves that change the position, counted before merging equal
                            ///< successors (equal to the edge count when no two moves agree)

  /// Number of edges: the sum of the successor counts.
  std::uint64_t edge_count() const;
  /// The node of a position, if it is one.
  std::optional<std::uint32_t> node_of(smallboard::BitPosition position) const;
};

/// Builds the game graph of `board` under a self-capture option (All is the paper's graph;
/// MultiStone gives the same edges, since a one-stone self-capture is a self-loop; Forbidden drops
/// every self-capture). Throws InputError if the board has more than `max_nodes` positions.
GameGraph build_game_graph(const smallboard::BitBoard& board, SelfCapture option,
                           std::size_t max_nodes);

}  // namespace kospec::count
