// A1 The etiquette of obvious cycles, reading A1.k: the obvious set (A1.base's continuations and
// A1.local's) and A1's judgement.
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

// A1.local with the clauses of the ruleset cycle-sets (R9, R15), k = `depth`.
A1Reading local(int depth, bool r9 = true, bool r15 = true) {
  A1Reading reading{depth, SelfCapture::Forbidden, false, A1Continuations::Local};
  reading.clauses.r9 = r9;
  reading.clauses.r15 = r15;
  return reading;
}

TEST(A1_Local, TheRegionIsTheCaptureItsStringsAndTheirLiberties) {
  //   A B C D E
  // 3 . . X O .
  // 2 . X O . O
  // 1 . . X O .   B D2 captures C2 (its one liberty). After it:
  //
  // 3 . . X O .
  // 2 . X . X O
  // 1 . . X O .
  // the capture's points D2, C2; the strings on or next to them: D2 (own string, liberty C2),
  // D3 (liberty E3), E2 (E3, E1), D1 (E1), C3 (B3, C2), B2 (A2, B3, B1, C2), C1 (B1, C2).
  // Not in it: A3 and A1 (no liberty of those strings).
  GameRecord r = build_record("..XO.\n.XO.O\n..XO.", Player::Black, {"D2"});
  const Ply& ply = r.plies()[0];
  PointSet expected;
  for (const char* name :
       {"D2", "C2", "D3", "E3", "E2", "E1", "D1", "C3", "B3", "B2", "A2", "B1", "C1"})
    expected.insert(at(r, name));
  EXPECT_EQ(local_region(r.graph(), r.current(), *ply.move.point, ply.captured), expected);
}

TEST(A1_Local, TheSimpleKoIsTheBasicKo) {
  // Figure 1's ko: after B C2 takes B2, W B2 retakes and B C2 takes again, the same capture
  // leaving the same configuration, both plies legal under R9 and R15: {B2}, as A1.base.
  GameRecord r = build_record(kKo, Player::Black, {"C2"});
  EXPECT_EQ(obvious_cycle_set(r, 1, local(2)), PointSet{at(r, "B2")});
  // With four plies, A1.base also finds W B2, B C2, W B2, B C2 and adds C2. Under the ruleset the
  // third ply is illegal: B C2 at ply 2 repeated the capture, so R8 gives it the cycle set {B2}
  // and R9 bans W B2 (no other ply empties C2 for the fourth): A1.local keeps {B2}.
  EXPECT_EQ(obvious_cycle_set(r, 1, A1Reading{4, SelfCapture::Forbidden}),
            (PointSet{at(r, "B2"), at(r, "C2")}));
  EXPECT_EQ(obvious_cycle_set(r, 1, local(4)), PointSet{at(r, "B2")});
  // Judged by no clause but A1 (a ruleset of A1 alone), the four-ply line is still no
  // continuation: its second ply, B C2, retakes the ko W B2 has just taken, which A1's basic ko
  // forbids inside a continuation as in play (only the first reply and the closing capture are
  // exempt). The two-ply line W B2, B C2 ends with the capture again: {B2}.
  EXPECT_EQ(obvious_cycle_set(r, 1, local(4, false, false)), PointSet{at(r, "B2")});
}

//   A B C D E F G
// 4 X X X X X . X
// 3 X . X O X X X
// 2 O X O . O O O
// 1 O O O O O . O   the double-ko seki (corpus/claims/double-ko-seki-white-takes.sgf): ko b is
//                   the black stone B2 (liberty B3), ko c the white stone D3 (liberty D2).
constexpr const char* kDoubleKoSeki = "XXXXX.X\nX.XOXXX\nOXO.OOO\nOOOOO.O";

TEST(A1_Local, WhiteCannotSatisfyTheEtiquetteInTheCornerWithABC) {
  // The text's corner with a, b, c: "White may try to capture b or c and claim that the
  // Etiquette of Obvious Cycles ... force Black to make a ko threat. This fails because White
  // cannot satisfy the Etiquette by demonstrating that a cycle set will arise when Black captures
  // the other of c or b. Instead, White's captures at b and c become disallowed (rule 15)."
  // B pass, W B3 takes b (B2): the black group has one liberty (F4). White's capture is
  // potentially disallowed (unconstrained, it threatens the black group, no white string had one
  // liberty).
  GameRecord r = build_record(kDoubleKoSeki, Player::Black, {"pass", "B3"});
  const PointSet b2{at(r, "B2")};
  // A1.base with four plies: B B2, W B3 (the basic ko), B B2, W B3 again, and B D2 (takes c),
  // W D3 (retakes), B B2, W B3: D2 is in the set, so Black's answer at c is illegal by A1 and
  // White has forced a ko threat: what the text says White cannot do.
  EXPECT_EQ(obvious_cycle_set(r, 2, A1Reading{4, SelfCapture::Forbidden}),
            (PointSet{at(r, "B2"), at(r, "B3"), at(r, "D2"), at(r, "D3")}));
  // A1.local, k = 2: B B2 retakes (it captures White's stone B3, so it counteracts nothing) and
  // W B3 takes again, both legal: the basic ko, {B2}.
  EXPECT_EQ(obvious_cycle_set(r, 2, local(2)), b2);
  // A1.local, k = 4. B B2, W B3 repeats the capture, so R8 gives it the cycle set {B2} and R9
  // bans B B2 at the third ply; B D2 at the third ply leaves W B3 nothing to repeat (B3 is White's).
  // B D2 first counteracts W B3 (the black group back to two liberties, B3 not captured): White's
  // signature {B3, B2, the black group} is disallowed. W D3 retakes (potentially disallowed in
  // turn), B B2 takes b and counteracts it, and W B3 has that disallowed signature and is
  // unconstrained (B B2 has no cycle set): R15 forbids the last ply. No cycle will arise: {B2}.
  EXPECT_EQ(obvious_cycle_set(r, 2, local(4)), b2);
  // Judged by R9 alone (no R15), the line through c, B D2, W D3, B B2, W B3, is still no
  // continuation: its second ply W D3 retakes the ko B D2 has just taken, which A1's basic ko
  // forbids inside a continuation as in play (the first reply and the closing capture are
  // exempt; W B3 after B B2 closes the two-ply line): {B2}.
  EXPECT_EQ(obvious_cycle_set(r, 2, local(4, true, false)), b2);
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
