// The readings of A1 and A3 on the text's own figures: the default readings keep what the text
// says of them, the literal ones (A1.full, A3.any) and A3.ko-liberty break it. A2's are in
// spec/test.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules/game.h"
#include "rules/test/line_judge.h"
#include "spec/diagram.h"
#include "spec/error.h"

namespace kospec {
namespace {

// Two groups sharing four kos (rows from the top; columns A-J without I):
//  4 X X X X X X X X X
//  3 X O X . X O X . X
//  2 O . O X O . O X O
//  1 O O O O O O O O O
constexpr const char* kFigure3 =
    "XXXXXXXXX\n"
    "XOX.XOX.X\n"
    "O.OXO.OXO\n"
    "OOOOOOOOO";

// The main line: Black captures at B2, White answers in another ko, and so on round the four.
const std::vector<std::string> kLine = {"B2", "D3", "F2", "H3", "D2", "B3", "H2", "F3", "B2"};

// Plays kLine under `ruleset` and returns the judgement of its last ply (ply 9).
Judgement ninth_ply(const std::string& ruleset) {
  return testing::judge_last_of_line(kFigure3, ruleset, kLine);
}

TEST(A1_Readings, DefaultReadingKeepsFigure3sDisallowedRecapture) {
  // The text: "If White captures at 1, Black counteracts by capturing one of the other kos and
  // restoring the black string to two liberties. Thereafter, a capture by White at 1 is
  // disallowed (rule 15)" (colours swapped in the corpus). Ply 1 is potentially disallowed,
  // counteracted by ply 2; ply 9 repeats its signature. Under A1.r9 A1's obvious set after ply 8
  // is R9's ban only ({F2}), so ply 9 stays unconstrained and R15 forbids it, as without A1.
  const Judgement plain = ninth_ply("cycle-sets");
  EXPECT_EQ(plain.verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(plain.verdict.deciding, RuleId::R15);
  const Judgement a1 = ninth_ply("cycle-sets+A1");
  EXPECT_EQ(a1.verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(a1.verdict.deciding, RuleId::R15);
}

TEST(A1_Readings, FourPliesOnFigure3) {
  // A1.base(depth=4), the literal search under the base rules, finds a cycle in the double ko of
  // B and D: after B B2 (ply 1) the continuation W D3, B D2, W B3, B B2 repeats ply 1, so D3 is in
  // the obvious set and White's counteraction at D3, which the text describes ("Black counteracts
  // by capturing one of the other kos", colours swapped), is illegal by A1.
  const Judgement base =
      testing::judge_last_of_line(kFigure3, "cycle-sets+A1.base(depth=4)", {"B2", "D3"});
  EXPECT_EQ(base.verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(base.verdict.deciding, RuleId::A1);
  // A1(depth=4), reading A1.local: that continuation's last ply, B B2, has the signature of ply 1,
  // counteracted by its first ply W D3: R15 forbids it, and W D3 is legal.
  const Judgement local =
      testing::judge_last_of_line(kFigure3, "cycle-sets+A1(depth=4)", {"B2", "D3"});
  EXPECT_EQ(local.verdict.outcome, Outcome::Legal);
  // After W D3 (ply 2) the continuation B F2, W F3, B D2, W D3 would repeat ply 2 (each ply
  // legal under R9 and R15: B F2 and B D2 are potentially disallowed, but W F3 and W D3 capture
  // their stones, which counteracts nothing). Its W F3 retakes the ko B F2 has just taken, which
  // A1 (the basic ko) forbids in play; A1.local judges the plies between the first reply and the
  // closing capture by that basic ko too, so W F3 is no continuation ply. No other continuation
  // of four plies starts with B F2 (the ko at F must go back to White, and only W F3 does that),
  // so F2 is not in the obvious set: Black's third capture is legal, as with k = 2, and the main
  // line reaches ply 9, which R15 forbids as the text says ("Thereafter, a capture by White at 1
  // is disallowed (rule 15)", colours swapped).
  EXPECT_EQ(testing::judge_last_of_line(kFigure3, "cycle-sets+A1(depth=4)", {"B2", "D3", "F2"})
                .verdict.outcome,
            Outcome::Legal);
  const Judgement ninth = ninth_ply("cycle-sets+A1(depth=4)");
  EXPECT_EQ(ninth.verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(ninth.verdict.deciding, RuleId::R15);
}

TEST(A1_Readings, LocalReadingRunsOnNineteenByNineteen) {
  // A simple ko in the middle of an empty 19x19 board:
  //    J K L M
  // 11 . X O .
  // 10 X O . O
  //  9 . X O .   B L10 captures K10. A1.local, k = 4: W K10, B L10 repeats the capture; after it
  // R8 gives it the cycle set {K10} and R9 bans the third ply's retake, and no other three plies
  // leave L10 empty for the fourth with every other stone gone: the obvious set is {K10}.
  const Graph g = Graph::grid(19, 19);
  Configuration c(g.size());
  const auto put = [&](const char* name, Color color) { c.set(*g.parse_name(name), color); };
  for (const char* name : {"K11", "J10", "K9"}) put(name, Color::Black);
  for (const char* name : {"L11", "K10", "M10", "L9"}) put(name, Color::White);
  Game game({g, c, Player::Black}, parse_ruleset("cycle-sets+A1(depth=4)", SelfCapture::Forbidden));
  ASSERT_EQ(game.play(Move::play(Player::Black, *g.parse_name("L10"))).verdict.outcome,
            Outcome::Legal);
  EXPECT_EQ(game.cycle_sets()->ban().obvious_set, PointSet{*g.parse_name("K10")});
  const Judgement retake = game.judge(Move::play(Player::White, *g.parse_name("K10")));
  EXPECT_EQ(retake.verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(retake.verdict.deciding, RuleId::A1);
  // The base-rule search of the whole board is refused there (points^3 plays per capture).
  EXPECT_THROW(Game({g, c, Player::Black},
                    parse_ruleset("cycle-sets+A1.base(depth=4)", SelfCapture::Forbidden)),
               InputError);
}

TEST(A1_Readings, LiteralReadingBreaksFigure3) {
  // A1.full: "behave as though the set has already been created" for R10 too, so ply 9 (after
  // White's capture at ply 8) is constrained, R15 does not apply, and B2 is not in the ban {F2}:
  // the recapture is legal and the seki is disturbed for ever: the conflict the README's readings
  // matrix reports (A1.full breaks `figure3-disallowed-capture`).
  const Judgement full = ninth_ply("cycle-sets+A1.full");
  EXPECT_EQ(full.verdict.outcome, Outcome::Legal);
}

// The rules text's triple ko with an external liberty (corpus/claims/triple-ko-external-liberty.sgf):
//  4 X X X X X X X O . X .
//  3 X . X . X O X O X X X
//  2 O X O X O . O O X . X
//  1 O O O O O O O O X X X
//    A B C D E F G H J K L
// "Both inner strings have two liberties": Black's (A4) B3 and D3, White's (A1) F2 and its
// external liberty J4. Kos: B (black stone B2), D (black stone D2), F (white stone F3). The
// outside black string (J1-L1, J2, L2, J3-L3, K4) can fill J4 and keeps two eyes.
constexpr const char* kTripleKoWithLiberty =
    "XXXXXXXO.X.\n"
    "X.X.XOXOXXX\n"
    "OXOXO.OOX.X\n"
    "OOOOOOOOXXX";

// The plies `moves` ("J4", "B3", ...; Black first) under `ruleset`, every one but the last
// played (and expected legal), the last judged.
Judgement triple_ko_line(const std::string& ruleset, const std::vector<std::string>& moves) {
  return testing::judge_last_of_line(kTripleKoWithLiberty, ruleset, moves);
}

TEST(A3_Readings, TripleKoWithItsExternalLibertyFilledIsAKoFightNotATko) {
  // The text: "When Black fills the external liberty, White captures a ko, forcing Black to make
  // the first ko threat." After B J4 White's string has one liberty, F2, and two kos (B, D).
  // A3.ko-liberty and A3.fight (default): F2 is the liberty of White's own ko stone F3, so the
  // string is no TKO group. A3.counter: B J4 is potentially disallowed (unconstrained, it leaves
  // White one liberty and helps no black string in atari) and W B3 counteracts it (it does not
  // capture J4 and gives White B2 and F2), so A3 does not forbid it. Legal under all three.
  for (const char* ruleset : {"cycle-sets+A3", "cycle-sets+A3.ko-liberty"})
    EXPECT_EQ(triple_ko_line(ruleset, {"J4", "B3"}).verdict.outcome, Outcome::Legal) << ruleset;
  const Judgement counter = triple_ko_line("cycle-sets+A3.counter", {"J4", "B3"});
  EXPECT_EQ(counter.verdict.outcome, Outcome::Legal);
  ASSERT_GE(counter.verdict.trace.size(), 1U);
  EXPECT_EQ(counter.verdict.trace.back().rule, RuleId::A3);
  EXPECT_EQ(counter.verdict.trace.back().ply, 1U);  // the move it counteracts
}

TEST(A3_Readings, BlackForcedToMakeAThreatStillHasAWayToFight) {
  // After B J4, W B3 Black's string has one liberty, D3, and two kos (B: B2 retaking B3; F: F2
  // taking F3). B F2 takes another ko. A3.fight and A3.ko-liberty: D3 is the liberty of Black's
  // own ko stone D2, so Black's string is no TKO group: legal. A3.counter: W B3 rescued White's
  // own string, so it was not potentially disallowed and B F2 counteracts nothing: A3 forbids
  // it, and Black, whatever his threats, has no ko to take.
  for (const char* ruleset : {"cycle-sets+A3", "cycle-sets+A3.ko-liberty"}) {
    EXPECT_EQ(triple_ko_line(ruleset, {"J4", "B3", "F2"}).verdict.outcome, Outcome::Legal)
        << ruleset;
  }
  const Judgement counter = triple_ko_line("cycle-sets+A3.counter", {"J4", "B3", "F2"});
  EXPECT_EQ(counter.verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(counter.verdict.deciding, RuleId::A3);
}

TEST(A3_Readings, BlackTakingTheKoAtFFirstLeavesWhitesCounterCapture) {
  // B F2 captures F3: White's string keeps only J4, which is no ko point (White has no ko stone
  // left), and has two kos (B, D). B F2 is potentially disallowed (it threatens White's string;
  // Black's string had two liberties). The text: "if either party captures one of these three
  // kos, the opponent can capture another ko to return both strings to two liberties." W B3
  // captures B2, leaves F2 on the board and gives White J4 and B2: a counteraction, which
  // A3.fight (default) and A3.counter allow.
  for (const char* ruleset : {"cycle-sets+A3", "cycle-sets+A3.counter"})
    EXPECT_EQ(triple_ko_line(ruleset, {"F2", "B3"}).verdict.outcome, Outcome::Legal) << ruleset;
  // A3.ko-liberty: J4 is no ko point, so A3 forbids it; White can only pass and B J4 captures the
  // string, against "the diagrammed situation could remain".
  const Judgement ko_liberty = triple_ko_line("cycle-sets+A3.ko-liberty", {"F2", "B3"});
  EXPECT_EQ(ko_liberty.verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(ko_liberty.verdict.deciding, RuleId::A3);
  // W F3 retakes F2: it captures the stone of the potentially disallowed move, so it is no
  // counteraction (R13), and A3 forbids it under every reading.
  for (const char* ruleset : {"cycle-sets+A3", "cycle-sets+A3.counter", "cycle-sets+A3.ko-liberty",
                              "cycle-sets+A3.any"}) {
    const Judgement retake = triple_ko_line(ruleset, {"F2", "F3"});
    EXPECT_EQ(retake.verdict.outcome, Outcome::Illegal) << ruleset;
    EXPECT_EQ(retake.verdict.deciding, RuleId::A3) << ruleset;
  }
}

TEST(A3_Readings, LiteralReadingForbidsTheTextsKoCapture) {
  // A3.any: "a group with two kos [B, D] and only one liberty [F2] cannot capture either ko":
  // White's capture is forbidden, contradicting the text: the conflict the README's readings
  // matrix reports (A3.any keeps 3 of the claims A3.fight keeps 9 of).
  const Judgement literal = triple_ko_line("cycle-sets+A3.any", {"J4", "B3"});
  EXPECT_EQ(literal.verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(literal.verdict.deciding, RuleId::A3);
}

}  // namespace
}  // namespace kospec
