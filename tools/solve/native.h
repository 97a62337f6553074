#pragma once
// The native superko solver: MTD(f) null-window probes (result.h) from a shallow search's guess,
// each a negamax with fail-soft alpha-beta over a NativeSuperkoState (native_search.h) and a
// transposition table keyed by a fingerprint of the whole state, history included, in its least
// symmetric image (table.h, symmetry.h). The same answers as the search over the rules layer
// (search.h), which a test checks, at a few hundred nanoseconds a node.

#include "rules/game.h"
#include "tools/solve/result.h"

namespace kospec::solve {

/// Solves `start` natively: board plays on every empty point and passes; two consecutive passes
/// end the game. Precondition: native_superko(start) (native_state.h). A limit or a stop
/// request ends it with `stopped` set.
SolveResult solve_by_native_search(const Game& start, const SolveLimits& limits);

}  // namespace kospec::solve
