#pragma once
// The number of games under positional superko on a small board, as Tromp & Farnebäck count them:
// the simple paths that start at the empty position in the game graph (self-loops left out), the
// empty path included. The first levels are split into classes up to symmetry (split.h), and
// the classes are walked depth-first (paths.h) by worker threads.

#include <cstdint>

#include "tools/count/game_graph.h"
#include "tools/run/run_control.h"

namespace kospec::count {

/// How to count.
struct GameCountOptions {
  unsigned threads = 1;             ///< worker threads (at least 1)
  std::size_t min_subtrees = 4096;  ///< split one level deeper while there are fewer classes
  bool use_symmetry = true;         ///< merge classes under the board and colour symmetries
};

/// What a game count found.
struct GameCount {
  std::uint64_t games = 0;             ///< complete: the number of games; else those counted so far
  std::size_t nodes = 0;               ///< nodes of the game graph
  std::uint64_t edges = 0;             ///< edges of the game graph
  std::size_t symmetries = 1;          ///< automorphisms used (board symmetries x colour exchange)
  std::size_t first_moves = 0;         ///< moves from the empty position
  std::size_t first_move_classes = 0;  ///< their classes under the symmetries
  std::size_t split_depth = 0;         ///< moves in the paths the subtrees start with
  std::size_t subtrees = 0;            ///< classes walked depth-first
  std::size_t subtrees_done = 0;       ///< of which finished
  std::uint64_t paths_walked = 0;      ///< paths the depth-first walks visited (the work done)
  bool complete = false;               ///< every subtree finished (not stopped early)
};

/// Counts the simple paths from node 0 of `graph` (at most 64 nodes; else PreconditionError).
GameCount count_games(const GameGraph& graph, const GameCountOptions& options,
                      const run::RunControl& control);

}  // namespace kospec::count
