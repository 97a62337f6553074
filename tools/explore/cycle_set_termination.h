#pragma once
// Termination under the cycle-set rules by an argument, not by enumerating their histories (which
// grow with every capture): in a cycle of exact states every capture recurs leaving the same
// configuration, so by R8 its cycle set holds the point of the move after it, and by R9 that
// move must be a pass; two consecutive passes end the game (PASS.end), so a board play follows.
// No cycle of positions keeps that pattern => no cycle of exact states => every play ends.

#include <optional>
#include <string>

#include "rules/game.h"
#include "tools/explore/exact_graph.h"

namespace kospec::explore {

/// The R9 argument on the positions reachable from `start` by the base rules (OCC, R5, SUI,
/// TURN) with board plays in `region` and passes: the argument, in words, when no cycle of those
/// positions has a pass after every capture and a board play after every pass; nullopt when the
/// ruleset lacks R9 or PASS.end, such a cycle exists, or a limit stopped the exploration.
std::optional<std::string> cycle_set_argument(const Game& start, const PointSet& region,
                                              const ExactLimits& limits);

}  // namespace kospec::explore
