// WSK, the window superko: a board play may not recreate a configuration of the last N plies,
// on hand-worked sequences.
#include <gtest/gtest.h>

#include "spec/test/record_builder.h"
#include "spec/window_superko.h"

namespace kospec {
namespace {

using testing::build_record;

// The simple ko with a free point E1:
//   A B C D E
// 3 . X O . .
// 2 X O . O .
// 1 . X O . .
// B C2 captures B2 and is left alone in atari at B2: W B2 would capture it and leave the setup's
// configuration again.
constexpr const char* kKo = ".XO..\nXO.O.\n.XO..";

TEST(WSK_Window, TwoPliesForbidTheImmediateRetakeAsTheBasicKoDoes) {
  // After ply 1 (B C2) the retake leaves the configuration of ply 0: the last two plies before
  // the retake are plies 1 and 0, so a window of 2 holds it; a window of 1 holds ply 1 only.
  const GameRecord r = build_record(kKo, Player::Black, {"C2"});
  const Configuration retake = r.configuration_after(0);
  EXPECT_EQ(window_repeat(r, retake, 2), 0U);
  EXPECT_FALSE(window_repeat(r, retake, 1).has_value());
}

TEST(WSK_Window, TheSetupCountsWhileItIsInTheWindow) {
  // B C2, W pass, B pass, then W B2 at ply 4 leaves the configuration of ply 0. The last three
  // plies (3, 2, 1) all left C2's configuration: a window of 3 allows the retake; a window of 4
  // reaches back to the setup and forbids it, as positional superko does.
  const GameRecord r = build_record(kKo, Player::Black, {"C2", "pass", "pass"});
  const Configuration retake = r.configuration_after(0);
  EXPECT_FALSE(window_repeat(r, retake, 3).has_value());
  EXPECT_EQ(window_repeat(r, retake, 4), 0U);
}

TEST(WSK_Window, TheLatestRepeatedPlyIsTheEvidence) {
  // B C2, W pass: the configuration after ply 1 is also the one after ply 2 (a pass leaves it);
  // the evidence is the latest.
  const GameRecord r = build_record(kKo, Player::Black, {"C2", "pass"});
  EXPECT_EQ(window_repeat(r, r.configuration_after(1), 8), 2U);
}

TEST(WSK_Judgement, ARepeatInTheWindowIsForbiddenNamingTheWindow) {
  const Ruling r = judge_window_superko(4, 8);
  EXPECT_EQ(r.vote, Vote::Forbid);
  EXPECT_EQ(r.finding.rule, RuleId::WSK);
  EXPECT_EQ(r.finding.ply, 4U);
  EXPECT_EQ(r.finding.statement, "repeats a configuration of the last 8 plies after ply 4");
  EXPECT_EQ(judge_window_superko(std::nullopt, 8).vote, Vote::Allow);
}

}  // namespace
}  // namespace kospec
