#pragma once
// Termination under the cycle-set rules by an argument, not by enumerating their histories (which
// grow with every capture): in a cycle of exact states every capture recurs leaving the same
// configuration, so by R8 its cycle set holds the point of the move after it, and by R9 that
// move must be a pass; two consecutive passes end the game (PASS.end), so a board play follows
// (and where a repeated pass ends play, RPE or SPE, no pass is in such a cycle at all).
// No cycle of positions keeps that pattern => no cycle of exact states => every play ends. And
// where such a cycle of positions exists, playing it again and again from a real state until the
// facts that only grow stop growing finds a game that goes on for ever (pattern_lasso).

#include <optional>
#include <string>

#include "rules/game.h"
#include "tools/explore/exact_graph.h"
#include "tools/explore/termination.h"

namespace kospec::explore {

/// The R9 argument on the positions reachable from `start` by the base rules (OCC, R5, SUI,
/// TURN) with board plays in `region` and passes: the argument, in words, when no cycle of those
/// positions has a pass after every capture and a board play after every pass (and no pass, where
/// a repeated pass ends play); nullopt when the ruleset lacks R9 or both PASS.end and a repeated
/// pass's end, such a cycle exists, or a limit stopped the exploration.
std::optional<std::string> cycle_set_argument(const Game& start, const PointSet& region,
                                              const ExactLimits& limits);

/// A lasso found by the pattern (pattern_lasso): real moves, each legal under the ruleset.
struct PatternLasso {
  ExactLasso lasso;             ///< the lead (to the state where the cycle starts) and the cycle
  std::size_t cycle_moves = 0;  ///< the moves of the cycle of positions played again
  std::size_t rounds = 0;       ///< the times it is played in the lasso's cycle
  std::size_t positions = 0;    ///< the positions of the pattern graph
};

/// Where the R9 argument fails (a cycle of positions keeps its pattern): the real states
/// breadth-first from `start`, at most `max_starts` of them, each whose position lies on a cycle
/// of the pattern taken as the start of its shortest such cycle, played again and again (at most
/// 64 times) while every move stays legal until the exact state repeats: a game that goes on for
/// ever. nullopt when the argument does not apply (cycle_set_argument), no cycle of the pattern
/// is realised that way, or a limit or a stop request ends the search.
std::optional<PatternLasso> pattern_lasso(const Game& start, const PointSet& region,
                                          const ExactLimits& limits, std::size_t max_starts);

}  // namespace kospec::explore
