// A1 The etiquette of obvious cycles, reading A1.k: the obvious set and A1's judgement.
#include <gtest/gtest.h>

#include "spec/a1_obvious_cycles.h"
#include "spec/r09_rule_cycle_sets.h"
#include "spec/r10_constrained.h"
#include "spec/test/record_builder.h"

namespace kospec {
namespace {

using testing::at;
using testing::build_record;

//   A B C D
// 3 . X O .
// 2 X O . O
// 1 . X O .   the simple ko
constexpr const char* kKo = ".XO.\nXO.O\n.XO.";

TEST(A1_ObviousCycles, TheFirstKoCaptureObviouslyCreatesTheSet) {
  // A1.k with k = 2: after ply 1, W retaking at B2 and B retaking at C2 would repeat ply 1's
  // capture with the same configuration, so {B2} is the obvious cycle set: the basic ko rule.
  GameRecord r = build_record(kKo, Player::Black, {"C2"});
  const A1Reading a1{2, SelfCapture::Forbidden};
  EXPECT_EQ(obvious_cycle_set(r, 1, a1), PointSet{at(r, "B2")});
  EXPECT_EQ(cycle_set_ban(r, &a1), PointSet{at(r, "B2")});
  // Reading A1.r9 (the default): the obvious set is R9's ban only; no capture has yet had or
  // created a cycle set, so by R10's words White's reply is unconstrained (and R15 applies to it).
  EXPECT_FALSE(constrained_after(r, 1, &a1));
  // The literal reading A1.full: "behave as though the set has already been created" also for
  // R10, so the reply is constrained (and exempt from R15).
  const A1Reading full{2, SelfCapture::Forbidden, true};
  EXPECT_TRUE(constrained_after(r, 1, &full));
}

TEST(A1_ObviousCycles, ACaptureThatCannotBeRetakenIsNoObviousCycle) {
  //   A B C D
  // 3 . X . .
  // 2 X O . .
  // 1 . X . .   B C2 captures B2; the stone on C2 keeps C3, D2 and C1, so no reply retakes it and
  //             no 2-ply continuation repeats the capture: no obvious cycle set.
  GameRecord r = build_record(".X..\nXO..\n.X..", Player::Black, {"C2"});
  EXPECT_TRUE(obvious_cycle_set(r, 1, A1Reading{2, SelfCapture::Forbidden}).empty());
}

TEST(A1_Judgement, APlayOnTheObviousSetIsForbiddenByA1) {
  // "the players should behave as though the set has already been created": R9 applies to {B2}.
  GameRecord r = build_record(kKo, Player::Black, {"C2"});
  const PointSet obvious{at(r, "B2")};
  const Ruling retake = judge_obvious_cycles(r.graph(), at(r, "B2"), obvious, 1);
  EXPECT_EQ(retake.vote, Vote::Forbid);
  EXPECT_EQ(retake.finding.rule, RuleId::A1);
  EXPECT_EQ(retake.finding.ply, 1U);
  EXPECT_EQ(
      retake.finding.statement,
      "B2 is in the cycle set {B2} the capture at ply 1 could obviously create: R9 applies as though it had");
  EXPECT_EQ(judge_obvious_cycles(r.graph(), at(r, "D1"), obvious, 1).vote, Vote::Allow);
}

}  // namespace
}  // namespace kospec
