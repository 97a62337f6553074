// R13's two readings of "a subsequent opponent's move" on the text's Figure 3 with room for ko
// threats: R13.next counteracts on the opponent's next ply only, R13.later (default) on any later
// move of the opponent while the potentially disallowed move is pending. Worked by hand below.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules/game.h"
#include "rules/test/line_judge.h"
#include "spec/diagram.h"

namespace kospec {
namespace {

// Figure 3 (two groups sharing four kos, as corpus/cycles/quadruple-ko.sgf) with two empty rows
// above the black group, where the players can exchange a ko threat and its answer:
//  6 . . . . . . . . .
//  5 . . . . . . . . .
//  4 X X X X X X X X X
//  3 X O X . X O X . X
//  2 O . O X O . O X O
//  1 O O O O O O O O O
//    A B C D E F G H J
// White holds the kos at B and F (stones B3, F3), Black those at D and H (D2, H2). The white
// group (row 1, A2 C2 E2 G2 J2) has two liberties, B2 and F2; the black group has D3, H3 and
// all of row 5, so no white move threatens it.
constexpr const char* kFigure3WithRoom =
    ".........\n"
    ".........\n"
    "XXXXXXXXX\n"
    "XOX.XOX.X\n"
    "O.OXO.OXO\n"
    "OOOOOOOOO";

// The line, Black first:
//  1 B B2 takes B3: the white group is left with F2, so it is potentially disallowed (R12:
//    unconstrained, threatens the white group, no black string in atari is helped).
//  2 W A6 a ko threat elsewhere (it touches no string of the kos), 3 B J6 the answer.
//  4 W D3 takes D2 without capturing B2 and gives the white group D2 and F2: under R13.later it
//    counteracts ply 1 (White's move after Black's), under R13.next it does not (ply 2 was
//    White's reply to ply 1).
//  5 B F2 takes F3 (white group: D2 only; potentially disallowed), 6 W H3 counteracts it,
//  7 B D2 (white: H2), 8 W B3 counteracts, 9 B H2 (white: B2), 10 W F3 counteracts: the four kos
//    are as in the setup, with A6 and J6 on the board.
//  11 B B2 takes B3 again: the signature of ply 1, {B2, B3} and the white group's stones. No
//    capture has repeated with the same configuration (A6 and J6 were not there at ply 1), so no
//    cycle set exists and ply 11 is unconstrained (R10).
const std::vector<std::string> kLine = {"B2", "A6", "J6", "D3", "F2", "H3",
                                        "D2", "B3", "H2", "F3", "B2"};

// Plays kLine but its last move under `ruleset` and judges the last (ply 11).
Judgement eleventh_ply(const std::string& ruleset) {
  return testing::judge_last_of_line(kFigure3WithRoom, ruleset, kLine);
}

TEST(R13_Readings, NextPlyReadingLetsACaptureAnsweredFirstElsewhereRecur) {
  // R13.next: ply 1 was answered by a ko threat, not counteracted; plies 5, 7 and 9 have other
  // signatures. Ply 11 is legal, and R15 is the last clause consulted.
  const Judgement next = eleventh_ply("cycle-sets+R13.next");
  EXPECT_EQ(next.verdict.outcome, Outcome::Legal);
  EXPECT_EQ(next.verdict.deciding, RuleId::R15);
}

TEST(R13_Readings, AnyLaterReadingDisallowsTheCaptureCounteractedAfterAThreat) {
  // R13.later: ply 4 counteracted ply 1, so Black "must never again make an unconstrained move
  // with the same signature" (R15): ply 11 is illegal, with ply 1 as the evidence.
  const Judgement later = eleventh_ply("cycle-sets");
  EXPECT_EQ(eleventh_ply("cycle-sets+R13.later").verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(later.verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(later.verdict.deciding, RuleId::R15);
  ASSERT_FALSE(later.verdict.trace.empty());
  EXPECT_EQ(later.verdict.trace.back().ply, 1U);
  EXPECT_NE(later.verdict.trace.back().statement.find("counteracted by ply 4"), std::string::npos)
      << later.verdict.trace.back().statement;
}

TEST(R13_Readings, ThePendingMoveStaysThroughPassesAndThreats) {
  // The same with passes for the threat: 1 B B2, 2 W pass, 3 B J6, 4 W D3 counteracts under
  // R13.later (a pass counteracts nothing and leaves the move pending), not under R13.next.
  const Diagram d = parse_diagram(kFigure3WithRoom);
  for (const char* ruleset : {"cycle-sets+R13.next", "cycle-sets"}) {
    Game game(GameSetup{d.graph, d.config, Player::Black},
              parse_ruleset(ruleset, SelfCapture::Forbidden));
    game.play(Move::play(Player::Black, *d.graph.parse_name("B2")));
    game.play(Move::pass(Player::White));
    game.play(Move::play(Player::Black, *d.graph.parse_name("J6")));
    game.play(Move::play(Player::White, *d.graph.parse_name("D3")));
    const auto& disallowed = game.cycle_sets()->disallowed_signatures();
    if (std::string(ruleset) == "cycle-sets+R13.next") {
      EXPECT_TRUE(disallowed.empty());
    } else {
      ASSERT_EQ(disallowed.size(), 1U);
      EXPECT_EQ(disallowed[0].player, Player::Black);
      EXPECT_EQ(disallowed[0].pd_ply, 1U);
      EXPECT_EQ(disallowed[0].counter_ply, 4U);
    }
  }
}

TEST(R13_Readings, TheRulesetNamesItsReading) {
  // R13.later is the default (the readings matrix: it keeps as many claims as R13.next, and the
  // ties go to the literal "a subsequent opponent's move").
  EXPECT_EQ(parse_ruleset("cycle-sets", SelfCapture::Forbidden).r13, R13Reading::Later);
  const Ruleset next = parse_ruleset("cycle-sets+R13.next", SelfCapture::Forbidden);
  EXPECT_EQ(next.r13, R13Reading::Next);
  EXPECT_TRUE(next.has(RuleId::R9) && next.has(RuleId::R15));
  // R13.next alone brings R15, the clause that reads it.
  EXPECT_TRUE(parse_ruleset("PSK+R13.next", SelfCapture::Forbidden).has(RuleId::R15));
}

}  // namespace
}  // namespace kospec
