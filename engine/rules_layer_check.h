#pragma once
// The check switch on the fast exact engine (KOSPEC_CHECKS): every move the engine judges in a
// state reached from its start is judged again by the rules layer (rules/game.h) on a game that
// reaches the same state, and the facts the ruleset's clauses read, the outcome and the deciding
// rule must be equal. The rules layer's facts are themselves checked against the spec's
// from-scratch definitions in such a build (rules/move_facts.h), so the engine is proved equal to
// the text wherever the explorer, termination, diff, solve and the claims run.

#include <cstddef>
#include <memory>
#include <unordered_map>

#include "engine/state.h"
#include "rules/game.h"

namespace kospec::engine {

struct Step;

/// Throws CheckError unless the engine's `step` (with its `facts`, for a board play the base rules
/// allow) is the rules layer's judgement of `move` in `game`; names the fact's rule, or the rule
/// deciding, and the move.
void check_against_rules_layer(const Game& game, const Move& move, const Step& step);

/// A game of the rules layer for each engine state reached from the start, to check moves in.
class RulesLayerShadow {
 public:
  /// At most this many states are shadowed (a bound on the check's memory and time: each holds
  /// a copy of the rules layer's game, and a cycle-set game costs its whole history); moves in the
  /// others go unchecked.
  static constexpr std::size_t kMaxStates = 20'000;

  /// Shadows the start state with the start game.
  void start(const State& state, const Game& game);
  /// Checks `step`, the engine's judgement of `move` in `state`, when `state` is shadowed, and
  /// shadows the state it leads to.
  void check(const State& state, const Move& move, const Step& step);
  /// The number of moves checked so far.
  std::size_t checked() const { return checked_; }

 private:
  std::unordered_map<State, std::shared_ptr<const Game>, StateHash> games_;
  std::size_t checked_ = 0;
};

}  // namespace kospec::engine
