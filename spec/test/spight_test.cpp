// SPB and SPE: Spight's rule, from scratch and as judgements.
#include <gtest/gtest.h>

#include "spec/spight.h"
#include "spec/test/record_builder.h"

namespace kospec {
namespace {

using testing::build_record;

// The simple ko with a free point E1:
//   A B C D E
// 3 . X O . .
// 2 X O . O .
// 1 . X O . .
constexpr const char* kKo = ".XO..\nXO.O.\n.XO..";

TEST(SPB_Spight, APassLiftsTheBans) {
  GameRecord no_pass = build_record(kKo, Player::Black, {"C2"});
  EXPECT_EQ(spight_repeat(no_pass, no_pass.configuration_after(0)), 0U);
  // B C2, W pass, B pass: the retake's configuration (the setup's) was last seen before the
  // last pass (ply 3), so it is not banned.
  GameRecord passes = build_record(kKo, Player::Black, {"C2", "pass", "pass"});
  EXPECT_FALSE(spight_repeat(passes, passes.configuration_after(0)).has_value());
}

TEST(SPE_Spight, ASecondPassBySamePlayerInSamePositionEndsPlay) {
  GameRecord r = build_record(kKo, Player::Black, {"pass", "pass"});
  EXPECT_EQ(spight_earlier_pass(r, Player::Black), 1U);  // Black passed at ply 1 here
  EXPECT_FALSE(
      spight_earlier_pass(r.prefix(1), Player::White).has_value());  // two passes alone do not
}

TEST(SPB_Judgement, ARepeatSinceTheLastPassIsForbidden) {
  const Ruling r = judge_spight_ban(0);
  EXPECT_EQ(r.vote, Vote::Forbid);
  EXPECT_EQ(r.finding.rule, RuleId::SPB);
  EXPECT_EQ(r.finding.statement, "repeats a configuration seen since the last pass after ply 0");
  EXPECT_EQ(judge_spight_ban(std::nullopt).vote, Vote::Allow);
}

TEST(SPE_Judgement, ASecondPassInTheSamePositionEndsPlay) {
  // "Play stops when the same player passes a second time in the same board position."
  const Ruling ends = judge_spight_end(Move::pass(Player::Black), 1);
  EXPECT_EQ(ends.vote, Vote::Ends);
  EXPECT_EQ(ends.finding.rule, RuleId::SPE);
  EXPECT_EQ(ends.finding.ply, 1U);
  EXPECT_EQ(ends.finding.statement, "black passed in this configuration at ply 1: play stops");
  EXPECT_EQ(judge_spight_end(Move::pass(Player::White), std::nullopt).vote, Vote::Allow);
}

}  // namespace
}  // namespace kospec
