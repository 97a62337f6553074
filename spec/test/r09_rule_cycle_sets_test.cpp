// R9 Rule: Cycle sets, on the simple ko (the text's Figure 5): the ban from scratch and R9's judgement.
#include <gtest/gtest.h>

#include "spec/r09_rule_cycle_sets.h"
#include "spec/test/record_builder.h"

namespace kospec {
namespace {

using testing::at;
using testing::build_record;

// The simple ko shape:
//   A B C D
// 3 . X O .
// 2 X O . O
// 1 . X O .
// Ply 1 B C2 captures B2; ply 2 W B2 captures C2; ply 3 B C2 captures B2 again, the same capture
// leaving the same configuration as ply 1: its cycle set is {B2} (R8), so by R9 "the opponent's
// next move must not be at any board point in that set": White may not retake at B2 after ply 3.
constexpr const char* kKo = ".XO.\nXO.O\n.XO.";

TEST(R9_RuleCycleSets, BanTheCycleSetAfterTheRepeatedCapture) {
  GameRecord r = build_record(kKo, Player::Black, {"C2", "B2", "C2"});
  EXPECT_TRUE(cycle_set_ban(r.prefix(1), nullptr).empty());     // first capture: W may retake
  EXPECT_EQ(cycle_set_ban(r, nullptr), PointSet{at(r, "B2")});  // third ply: W may not
}

TEST(R9_RuleCycleSets, TheFactsOfTheLastCaptureFromScratch) {
  GameRecord r = build_record(kKo, Player::Black, {"C2", "B2", "C2"});
  const CaptureCycleSet first = last_capture_cycle_set(r.prefix(1));
  EXPECT_EQ(first.capture_ply, 1U);
  EXPECT_TRUE(first.cycle_set.empty());
  EXPECT_FALSE(first.earlier_ply.has_value());
  const CaptureCycleSet third = last_capture_cycle_set(r);
  EXPECT_EQ(third.capture_ply, 3U);
  EXPECT_EQ(third.cycle_set, PointSet{at(r, "B2")});
  EXPECT_EQ(third.earlier_ply, 1U);  // it repeated ply 1
  EXPECT_EQ(last_capture_cycle_set(r.prefix(0)), CaptureCycleSet{});
}

TEST(R9_Judgement, APlayOnTheCycleSetIsForbiddenNamingTheCapture) {
  GameRecord r = build_record(kKo, Player::Black, {"C2", "B2", "C2"});
  const CaptureCycleSet facts = last_capture_cycle_set(r);
  const Ruling retake = judge_cycle_set_rule(r.graph(), at(r, "B2"), facts);
  EXPECT_EQ(retake.vote, Vote::Forbid);
  EXPECT_EQ(retake.finding.rule, RuleId::R9);
  EXPECT_EQ(retake.finding.points, PointSet{at(r, "B2")});
  EXPECT_EQ(retake.finding.ply, 3U);
  EXPECT_EQ(retake.finding.statement,
            "B2 is in the cycle set {B2} of the capture at ply 3 (it repeated ply 1)");
  const Ruling elsewhere = judge_cycle_set_rule(r.graph(), at(r, "D1"), facts);
  EXPECT_EQ(elsewhere.vote, Vote::Allow);
  EXPECT_EQ(elsewhere.finding.rule, RuleId::R9);
}

TEST(R9_Judgement, NoCycleSetNoBan) {
  GameRecord r = build_record(kKo, Player::Black, {"C2"});
  const Ruling retake = judge_cycle_set_rule(r.graph(), at(r, "B2"), last_capture_cycle_set(r));
  EXPECT_EQ(retake.vote, Vote::Allow);  // Figure 5: the ko may be taken back once
  EXPECT_EQ(retake.finding.statement, "the last ply left no cycle set");
}

}  // namespace
}  // namespace kospec
