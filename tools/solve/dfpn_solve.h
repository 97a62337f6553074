#pragma once
// `kospec solve --method dfpn`: the value of a position by proof-number search (dfpn.h) on the
// native state. Each side's forced value is found by threshold searches that start at a shallow
// search's guess and follow the bounds each search proves (a proof at t proves "at least" the
// bound its leaves give, a disproof "at most"); the superkos and Spight's rule need Black's alone
// (every game ends with a score), the Japanese rule both (a no result is no score). An exact
// value's two strategies are replayed on the rules layer (strategy_check.h) before it is printed.

#include "rules/game.h"
#include "tools/solve/result.h"

namespace kospec::solve {

/// Solves `start` by proof-number search: board plays on every empty point and passes, under the
/// native rule of `start` (precondition: native_superko(start)). A limit or a stop request ends it
/// with `stopped` set and the bounds proven so far. Throws std::logic_error when a strategy found
/// fails on the rules layer (a defect).
SolveResult solve_by_proof_number(const Game& start, const SolveLimits& limits);

}  // namespace kospec::solve
