// R11 Threatened, R12 Potentially disallowed, R13 Counteracted, R14 Move signature.
#include <gtest/gtest.h>

#include "spec/r11_threatened.h"
#include "spec/r12_potentially_disallowed.h"
#include "spec/r13_counteracted.h"
#include "spec/r14_move_signature.h"
#include "spec/test/record_builder.h"

namespace kospec {
namespace {

using testing::at;

PlayResult play(const Diagram& d, Player p, const char* name) {
  return apply_base_rules(d.graph, d.config, Move::play(p, *d.graph.parse_name(name)),
                          SelfCapture::Forbidden);
}

TEST(R11_Threatened, AMoveThreatensWhenItLeavesOneLiberty) {
  //   A B C D
  // 3 . . . .
  // 2 . O X .
  // 1 . X . .   White B2 has liberties B3 and A2. Black A2 reduces them to one (B3): threatens B2.
  Diagram d = parse_diagram("....\n.OX.\n.X..");
  PlayResult r = play(d, Player::Black, "A2");
  auto threatened = strings_threatened_by(d.graph, d.config, r.after, Player::Black);
  ASSERT_EQ(threatened.size(), 1U);
  EXPECT_EQ(threatened[0], PointSet{*d.graph.parse_name("B2")});
  EXPECT_TRUE(is_threatened(d.graph, r.after, threatened[0]));
  // Black D3 far away threatens nothing.
  EXPECT_TRUE(
      strings_threatened_by(d.graph, d.config, play(d, Player::Black, "D3").after, Player::Black)
          .empty());
}

TEST(R11_Threatened, AStringAlreadyInAtariIsNotThreatenedAgain) {
  // "reduces the string's liberties to one": W B2 (one liberty, B3) stays at one after Black D1.
  Diagram d = parse_diagram("....\nXOX.\n.X..");
  EXPECT_TRUE(
      strings_threatened_by(d.graph, d.config, play(d, Player::Black, "D1").after, Player::Black)
          .empty());
}

TEST(R12_PotentiallyDisallowed, UnconstrainedAtariWithNoOwnStringInAtari) {
  Diagram d = parse_diagram("....\n.OX.\n.X..");
  const Move m = Move::play(Player::Black, *d.graph.parse_name("A2"));
  const PlayResult r = play(d, Player::Black, "A2");
  EXPECT_TRUE(threat_facts(d.graph, d.config, m, r, false).potentially_disallowed);
  EXPECT_FALSE(threat_facts(d.graph, d.config, m, r, true).potentially_disallowed);  // constrained
}

TEST(R12_PotentiallyDisallowed, OnlyAThreatThatSavesNoOwnStringInAtari) {
  //   A B C D E
  // 3 . . O . .
  // 2 X O X O .
  // 1 . . . . .
  // Black C2 has one liberty (C1): an own threatened string. White B2 has two (B3, B1).
  // Black B1 threatens B2 (leaves B3) and does not touch C2: potentially disallowed.
  // Black C1 makes {C2, C1} with B1 and D1 and threatens nothing: not potentially disallowed.
  Diagram d = parse_diagram("..O..\nXOXO.\n.....");
  const PlayResult b1 = play(d, Player::Black, "B1");
  const ThreatFacts f1 = threat_facts(
      d.graph, d.config, Move::play(Player::Black, *d.graph.parse_name("B1")), b1, false);
  EXPECT_EQ(f1.threatened.size(), 1U);
  EXPECT_FALSE(f1.rescues_own);
  EXPECT_TRUE(f1.potentially_disallowed);
  const PlayResult c1 = play(d, Player::Black, "C1");
  const ThreatFacts f2 = threat_facts(
      d.graph, d.config, Move::play(Player::Black, *d.graph.parse_name("C1")), c1, false);
  EXPECT_TRUE(f2.rescues_own);
  EXPECT_FALSE(f2.potentially_disallowed);
}

TEST(R13_Counteracted, ExtendingOutOfAtariWithoutCapturingCounteracts) {
  // After Black A2 (the atari of R11's test) White B2 has one liberty, B3.
  //   A B C D
  // 3 . . . .
  // 2 X O X .
  // 1 . X . .   White B3 extends: {B2, B3} has A3, C3: two liberties; A2 is not captured.
  Diagram d = parse_diagram("....\nXOX.\n.X..");
  const Point pd = *d.graph.parse_name("A2");
  const std::vector<PointSet> threatened{PointSet{*d.graph.parse_name("B2")}};
  const Move b3 = Move::play(Player::White, *d.graph.parse_name("B3"));
  EXPECT_TRUE(counteracts(d.graph, pd, threatened, b3, play(d, Player::White, "B3")));
  // A pass counteracts nothing, nor does a move elsewhere that leaves B2 in atari.
  EXPECT_FALSE(counteracts(
      d.graph, pd, threatened, Move::pass(Player::White),
      apply_base_rules(d.graph, d.config, Move::pass(Player::White), SelfCapture::Forbidden)));
  const Move d1 = Move::play(Player::White, *d.graph.parse_name("D1"));
  EXPECT_FALSE(counteracts(d.graph, pd, threatened, d1, play(d, Player::White, "D1")));
}

TEST(R13_Counteracted, CapturingThePotentiallyDisallowedStoneDoesNotCounteract) {
  // After Black C2 took the ko, White B2 retakes it: that captures the stone played at C2.
  //   A B C D
  // 3 . X O .
  // 2 X . X O
  // 1 . X O .
  Diagram d = parse_diagram(".XO.\nX.XO\n.XO.");
  const Move b2 = Move::play(Player::White, *d.graph.parse_name("B2"));
  EXPECT_FALSE(
      counteracts(d.graph, *d.graph.parse_name("C2"), {}, b2, play(d, Player::White, "B2")));
}

TEST(R13_Readings, PendingWhileTheStonesStandAndTheThreatLasts) {
  // R13.later after Black A2 threatened White B2 (liberty B3):
  //   A B C D
  // 3 . . . .
  // 2 X O X .
  // 1 . X . .
  Diagram d = parse_diagram("....\nXOX.\n.X..");
  const Point a2 = *d.graph.parse_name("A2");
  const std::vector<PointSet> threatened{PointSet{*d.graph.parse_name("B2")}};
  // As it stands (a White move elsewhere, D1, leaves it so): pending.
  EXPECT_TRUE(still_pending(d.graph, Player::Black, a2, threatened, d.config));
  EXPECT_TRUE(
      still_pending(d.graph, Player::Black, a2, threatened, play(d, Player::White, "D1").after));
  // Black B3 captures B2: the threatened stone is gone, so is the threat.
  EXPECT_FALSE(
      still_pending(d.graph, Player::Black, a2, threatened, play(d, Player::Black, "B3").after));
  // Without the stone at A2 (captured), or with B2 relieved (two liberties): over.
  Diagram gone = parse_diagram("....\n.OX.\n.X..");
  EXPECT_FALSE(still_pending(gone.graph, Player::Black, a2, threatened, gone.config));
  EXPECT_FALSE(
      still_pending(d.graph, Player::Black, a2, threatened, play(d, Player::White, "B3").after));
  EXPECT_STREQ(r13_reading_id(R13Reading::Next), "R13.next");
  EXPECT_STREQ(r13_reading_id(R13Reading::Later), "R13.later");
}

TEST(R14_MoveSignature, PlayedPointCapturedPointsAndThreatenedStones) {
  Graph g = Graph::grid(4, 4);
  const PointSet sig = move_signature(Point(5), PointSet{Point(6)}, {PointSet{Point(1), Point(2)}});
  EXPECT_EQ(sig, (PointSet{Point(1), Point(2), Point(5), Point(6)}));
  EXPECT_EQ(move_signature(Point(5), {}, {}), PointSet{Point(5)});
}

TEST(R14_MoveSignature, ThePartsReadingComparesTheThreeApart) {
  // A capture of B3 threatening the group {1, 2} and a capture of B3 and that group: one union,
  // {1, 2, 5, 6}. R14.union (default): the same signature; R14.parts: not (other captured points).
  const PointSet group{Point(1), Point(2)};
  const Signature threatens{move_signature(Point(5), PointSet{Point(6)}, {group}), Point(5),
                            PointSet{Point(6)}};
  const Signature captures{move_signature(Point(5), PointSet{Point(1), Point(2), Point(6)}, {}),
                           Point(5), PointSet{Point(1), Point(2), Point(6)}};
  EXPECT_EQ(threatens.points, captures.points);
  EXPECT_TRUE(same_signature(threatens, captures, R14Reading::Union));
  EXPECT_FALSE(same_signature(threatens, captures, R14Reading::Parts));
  EXPECT_TRUE(same_signature(threatens, threatens, R14Reading::Parts));
}

TEST(R11_Threatened, TheAnyReadingCountsTheMoversOwnReducedString) {
  //   A B C
  // 2 X . .
  // 1 X . O
  // Black's string A1 A2 has two liberties (B1, B2). B B1 leaves A1 A2 B1 one liberty (B2, as C1
  // is White's): reduced from two to one, a string the move threatens under R11.any. B B2 leaves
  // A1 A2 B2 two (B1, C2): not threatened.
  Diagram d = parse_diagram("X..\nX.O");
  const PlayResult b1 = play(d, Player::Black, "B1");
  const auto own = own_strings_threatened_by(d.graph, d.config, b1.after, Player::Black);
  ASSERT_EQ(own.size(), 1U);
  EXPECT_EQ(own[0].size(), 3U);
  const PlayResult b2 = play(d, Player::Black, "B2");
  EXPECT_TRUE(own_strings_threatened_by(d.graph, d.config, b2.after, Player::Black).empty());
}

}  // namespace
}  // namespace kospec
