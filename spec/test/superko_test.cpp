// PSK, SSK, NSSK: each a pure function of the whole history, on hand-worked sequences, and their
// judgements.
#include <gtest/gtest.h>

#include "spec/superko.h"
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

TEST(PSK_Superko, SingleStoneSuicideRepeatsThePositionButNotTheSituation) {
  //   A B
  // 2 X .
  // 1 . X   White to move; with self-capture 'all', White A1 removes itself: the configuration
  // after it is the setup's, now with Black to move. PSK: a repetition of ply 0 (Tromp-Taylor:
  // such a suicide repeats the grid colouring). SSK: the setup had White to move, so no
  // repetition. NSSK: the setup counts as created by Black (NSSK.setup), not by White.
  GameRecord r = build_record("X.\n.X", Player::White, {}, SelfCapture::All);
  const Configuration same = r.current();
  EXPECT_EQ(positional_repeat(r, same), 0U);
  EXPECT_FALSE(situational_repeat(r, same, Player::Black).has_value());
  EXPECT_FALSE(natural_repeat(r, same, Player::White).has_value());
  EXPECT_EQ(natural_repeat(r, same, Player::Black), 0U);
}

TEST(SSK_Superko, PassThenKoRetakeIsARepeatedSituation) {
  // rulesets.md's distinguishing example: B E1 (a last free point), W passes, B C2 takes the ko,
  // W B2 retakes. The retake leaves the configuration of ply 1 with Black to move, which is the
  // situation after ply 2 (W's pass): illegal under PSK and SSK. Under NSSK it is legal: that
  // configuration was created by Black's board play (ply 1), never by White's.
  GameRecord r = build_record(kKo, Player::Black, {"E1", "pass", "C2"});
  const Configuration retake = r.configuration_after(1);
  EXPECT_EQ(positional_repeat(r, retake), 1U);
  EXPECT_EQ(situational_repeat(r, retake, Player::Black), 2U);
  EXPECT_FALSE(natural_repeat(r, retake, Player::White).has_value());
}

TEST(PSK_Judgement, ARepeatIsForbiddenNamingTheEarlierPly) {
  // "A turn is either a pass; or a move that doesn't repeat an earlier grid coloring."
  const Ruling r = judge_positional_superko(3);
  EXPECT_EQ(r.vote, Vote::Forbid);
  EXPECT_EQ(r.finding.rule, RuleId::PSK);
  EXPECT_EQ(r.finding.ply, 3U);
  EXPECT_EQ(r.finding.statement, "repeats the configuration after ply 3");
  EXPECT_EQ(judge_positional_superko(std::nullopt).vote, Vote::Allow);
}

TEST(SSK_Judgement, TheFindingNamesThePlayerToMove) {
  const Ruling r = judge_situational_superko(2, Player::Black);
  EXPECT_EQ(r.vote, Vote::Forbid);
  EXPECT_EQ(r.finding.rule, RuleId::SSK);
  EXPECT_EQ(r.finding.statement, "repeats the configuration with black to move after ply 2");
  EXPECT_EQ(judge_situational_superko(std::nullopt, Player::White).vote, Vote::Allow);
}

TEST(NSSK_Judgement, TheFindingNamesThePlayerWhoCreatedIt) {
  const Ruling r = judge_natural_situational_superko(1, Player::White);
  EXPECT_EQ(r.vote, Vote::Forbid);
  EXPECT_EQ(r.finding.rule, RuleId::NSSK);
  EXPECT_EQ(r.finding.statement,
            "repeats a configuration white created by a board play after ply 1");
  EXPECT_EQ(judge_natural_situational_superko(std::nullopt, Player::White).vote, Vote::Allow);
}

}  // namespace
}  // namespace kospec
