#pragma once
// kospec solve: the exact value of a small position under a ruleset, by search when the ruleset's
// games always end, by retrograde analysis of the whole state graph otherwise.

#include <optional>

#include "rules/game.h"
#include "tools/solve/result.h"

namespace kospec::solve {

/// The method `solve` picks: the first of the policy's table that applies (method_policy.h).
SolveMethod default_method(const Game& start);

/// Whether `method` can solve `start` (Retrograde always can; Search needs search_applies;
/// Native needs native_superko; Theorem needs the endless theorem).
bool method_applies(SolveMethod method, const Game& start);

/// Solves `start` (a game under its ruleset; board plays on every point, and passes) by `method`,
/// or, without one, by search when search_applies(ruleset), else by retrograde analysis.
SolveResult solve(const Game& start, const SolveLimits& limits,
                  std::optional<SolveMethod> method = std::nullopt);

}  // namespace kospec::solve
