#pragma once
// Negamax with alpha-beta over the games of a ruleset whose games always end (PSK, SSK, NSSK,
// Spight's SPB+SPE): null-window bisection over the score range, a transposition table of
// lower and upper bounds keyed by the state key plus whether the last ply was a pass.

#include "rules/game.h"
#include "tools/solve/result.h"

namespace kospec::solve {

/// Solves `start` by search: board plays on every empty point and passes; a game ends when the
/// ruleset ends it (Outcome::Ends) or, unless the ruleset has SPE, at a second consecutive pass.
/// Precondition: every game of the ruleset is finite and none ends with no result
/// (search_applies). A limit stops it with `stopped` set.
SolveResult solve_by_search(const Game& start, const SolveLimits& limits);

/// Whether every game of the ruleset is finite and scored, so that search applies: PSK, SSK,
/// NSSK, or SPB with SPE, and no NR.
bool search_applies(const Ruleset& ruleset);

}  // namespace kospec::solve
