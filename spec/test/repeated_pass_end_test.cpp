// RPE: the repeated-pass end of KataGo's simple-ko rules, on a record worked by hand.
#include <gtest/gtest.h>

#include "spec/repeated_pass_end.h"
#include "spec/spight.h"
#include "spec/test/record_builder.h"

namespace kospec {
namespace {

using testing::build_record;

// The simple ko with a free point E1 (Black to move):
//   A B C D E
// 3 . X O . .
// 2 X O . O .
// 1 . X O . .
// B C2 takes the white stone at B2 (configuration K1); W passes in K1 (ply 2); B passes in K1
// (ply 3: under PASS.end this ends the game, but the record itself is base-rule play); W B2 takes
// back (the setup's configuration K0); B C2 takes again (K1). White is now to pass in K1 a second
// time: "A player passes from a state that the player has already passed from once before".
constexpr const char* kKo = ".XO..\nXO.O.\n.XO..";

TEST(RPE_RepeatedPass, WhitesSecondPassInTheSameConfigurationEndsTheGame) {
  const GameRecord r = build_record(kKo, Player::Black, {"C2", "pass", "pass", "B2", "C2"});
  const auto earlier = spight_earlier_pass(r, Player::White);
  ASSERT_EQ(earlier, 2U);  // White passed in K1 at ply 2
  const Ruling ends = judge_repeated_pass_end(Move::pass(Player::White), earlier);
  EXPECT_EQ(ends.vote, Vote::Ends);
  EXPECT_EQ(ends.finding.rule, RuleId::RPE);
  EXPECT_EQ(ends.finding.ply, 2U);
  EXPECT_EQ(ends.finding.statement, "white passed in this configuration at ply 2: the game ends");
}

TEST(RPE_RepeatedPass, AFirstPassInAConfigurationIsAnOrdinaryPass) {
  // After B C2, W pass, B pass, W B2 the configuration is the setup's K0, where nobody passed.
  const GameRecord r = build_record(kKo, Player::Black, {"C2", "pass", "pass", "B2"});
  EXPECT_FALSE(spight_earlier_pass(r, Player::Black).has_value());
  const Ruling allow = judge_repeated_pass_end(Move::pass(Player::Black), std::nullopt);
  EXPECT_EQ(allow.vote, Vote::Allow);
  EXPECT_EQ(allow.finding.rule, RuleId::RPE);
  // One more exchange, C2 and B2, gives K0 with Black to move again: Black passed only in K1
  // (ply 3), so a pass now is still Black's first from this state.
  const GameRecord k0 = build_record(kKo, Player::Black, {"C2", "pass", "pass", "B2", "C2", "B2"});
  EXPECT_FALSE(spight_earlier_pass(k0, Player::Black).has_value());
}

}  // namespace
}  // namespace kospec
