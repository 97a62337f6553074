#pragma once
// The loop search: what each side can force, by depth-first search of the native exact states
// (engine) of any ruleset, endless play included. Each side's forcing is a reachability
// game (reach an end of play with a score at least, resp. at most, t); a state repeated on the
// line searched counts against the side forcing the end, and a table keyed by the exact state
// keeps every result that does not depend on the line (tools/solve/README.md).

#include "rules/game.h"
#include "tools/solve/result.h"

namespace kospec::solve {

/// Solves `start` (its ruleset, board plays on every point and passes) by the loop search: the
/// black_forces / white_forces bounds, the avoid-every-end flags, and a line. Any ruleset on a
/// board of up to 128 points. With `proof_numbers` each side's bound is decided by proof-number
/// searches (exact_dfpn.h) instead of the depth-first search. Throws InputError for a board the
/// native states cannot hold.
SolveResult solve_by_loop_search(const Game& start, const SolveLimits& limits,
                                 bool proof_numbers = false);

}  // namespace kospec::solve
