#pragma once
// Retrograde analysis of the whole exact state graph (tools/explore/exact_graph.h, region = every
// point): for each threshold, which side can force the game to end with a score at least (Black)
// or at most (White) that threshold; what neither can force is an endless game (or no result).

#include "rules/game.h"
#include "tools/explore/exact_graph.h"
#include "tools/solve/result.h"

namespace kospec::solve {

/// Solves `start` from its whole state graph: board plays on every point and passes (the game
/// ends as the ruleset says: two consecutive passes, or SPE). Terminal states are scored (area)
/// or marked no result (NR). `limits.max_nodes` bounds the number of states.
SolveResult solve_by_retrograde(const Game& start, const SolveLimits& limits);

/// The retrograde analysis of a complete explored graph (every point in the region), for its start
/// state: black_forces, white_forces, the avoid-every-end flags and the line.
SolveResult analyse_graph(const explore::ExactGraph& graph);

}  // namespace kospec::solve
