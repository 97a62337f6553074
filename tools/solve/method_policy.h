#pragma once
// The solver's policy: which method `kospec solve` picks for a position and ruleset, as a table
// read in order (the first rule that applies picks). The facts a ruleset's clauses read decide
// it (spec/move_facts.h), so a composition or a rule file gets the method that solves its kind of
// history, whatever its clauses are called. `--method`'s help is written from the same table.

#include <span>
#include <string>

#include "rules/game.h"
#include "tools/solve/result.h"

namespace kospec::solve {

/// One rule of the policy.
struct MethodRule {
  SolveMethod method;  ///< the method picked
  const char* when;    ///< where it applies, in words
  const char* why;     ///< why it is the one to pick there (measured: tools/solve/README.md)
  bool (*applies)(const Game& start);  ///< whether it applies to the start
};

/// The policy, in the order its rules are tried; the last applies to every start.
std::span<const MethodRule> method_policy();

/// The method the policy picks for `start`.
SolveMethod policy_method(const Game& start);

/// The policy in words, for `--method`'s help: "auto picks, in order: dfpn where ..., ...".
std::string method_policy_text();

}  // namespace kospec::solve
