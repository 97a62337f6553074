#pragma once
// How several rulesets judge one walk through a state graph (a line of play from the setup), and
// the other moves at its steps: replayed through the rules layer (Game) under each ruleset, so every
// verdict names its deciding rule and counts plies from the setup (ply 1 = the first ply after it).

#include <optional>
#include <string>
#include <vector>

#include "rules/game.h"

namespace kospec::explore {

/// Where one ruleset stops a walk: the first move it forbids, or that ends the game.
struct WalkStop {
  std::string ruleset;              ///< the ruleset's name
  std::optional<std::size_t> step;  ///< index of the stopping move in the walk; none: all legal
  std::size_t ply = 0;              ///< its ply number from the setup (step + 1)
  Verdict verdict;                  ///< the stopping move's verdict (outcome, rule, trace)
};

/// How one ruleset judges a move other than the walk's at a step (before the walk's move there).
struct SideVerdict {
  std::size_t step;     ///< the walk step the move is an alternative to
  Move move;            ///< the alternative move
  std::size_t ruleset;  ///< index into the rulesets judged
  Verdict verdict;      ///< its verdict (only for rulesets that reach the step)
};

/// Every ruleset's stop on a walk and its verdicts on the alternatives.
struct WalkJudgement {
  std::vector<WalkStop> stops;     ///< one per ruleset, in order
  std::vector<SideVerdict> sides;  ///< for each step, move and ruleset that reaches the step
};

/// Judges `walk` (moves from `setup`) under each ruleset, and the moves `sides[i]` at step i
/// (before walk[i]; sides may be shorter than walk). A ruleset that stops the walk at step k does
/// not judge the alternatives at later steps.
WalkJudgement judge_walk(const GameSetup& setup, const std::vector<Move>& walk,
                         const std::vector<std::vector<Move>>& sides,
                         const std::vector<Ruleset>& rulesets);

}  // namespace kospec::explore
