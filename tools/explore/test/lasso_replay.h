#pragma once
// A test's check of a lasso (tools/explore/termination.h) on the rules layer.

#include <gtest/gtest.h>

#include <string>

#include "rules/state_key.h"
#include "tools/explore/termination.h"

namespace kospec::explore {

/// The lasso replayed through the rules layer from `setup`: every move legal, and the state after
/// the cycle is the state before it (the same state key).
inline void expect_lasso_replays(const GameSetup& setup, const Ruleset& ruleset,
                                 const ExactLasso& l) {
  Game game(setup, ruleset);
  for (const Move& m : l.lead) ASSERT_EQ(game.play(m).verdict.outcome, Outcome::Legal);
  const std::string before = state_key(game);
  for (const Move& m : l.cycle) ASSERT_EQ(game.play(m).verdict.outcome, Outcome::Legal);
  EXPECT_EQ(state_key(game), before);
}

}  // namespace kospec::explore
