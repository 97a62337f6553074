// TURN's judgement: "The players move alternately, a pass counting as a move."
#include <gtest/gtest.h>

#include "spec/base_pass.h"

namespace kospec {
namespace {

TEST(TURN_Judgement, ThePlayerToMoveMayMove) {
  const Ruling r = judge_turn(Player::Black, Player::Black, false);
  EXPECT_EQ(r.vote, Vote::Allow);
  EXPECT_EQ(r.finding.rule, RuleId::TURN);
  EXPECT_EQ(r.finding.statement, "black is to move");
}

TEST(TURN_Judgement, AMoveOutOfTurnOrAfterTheEndIsForbidden) {
  const Ruling out_of_turn = judge_turn(Player::White, Player::Black, false);
  EXPECT_EQ(out_of_turn.vote, Vote::Forbid);
  EXPECT_EQ(out_of_turn.finding.statement, "white moved but black is to move");
  const Ruling after_end = judge_turn(Player::Black, Player::Black, true);
  EXPECT_EQ(after_end.vote, Vote::Forbid);
  EXPECT_EQ(after_end.finding.statement, "the game is over");
}

}  // namespace
}  // namespace kospec
