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
  // the recapture is legal and the seki is disturbed for ever. The conflict the README reports.
  const Judgement full = ninth_ply("cycle-sets+A1.full");
  EXPECT_EQ(full.verdict.outcome, Outcome::Legal);
}

// A triple ko whose strings share an external liberty (H3), Black holding two kos (B, D) and
// White one (F):
//  4 X X X X X X X X
//  3 X . X . X O X .
//  2 O X O X O . O O
//  1 O O O O O O O O
// Black's group has B3, D3, H3; White's has F2 and H3. After Black fills H3, White's only liberty
// is F2, the point where Black would capture the ko at F3; White's group touches the black ko
// stones B2 and D2.
constexpr const char* kTripleKoWithLiberty =
    "XXXXXXXX\n"
    "X.X.XOX.\n"
    "OXOXO.OO\n"
    "OOOOOOOO";

// After B H3, White's capture of the ko at B2 (W B3) under `ruleset`.
Judgement white_takes_a_ko(const std::string& ruleset) {
  const Diagram d = parse_diagram(kTripleKoWithLiberty);
  Game game(GameSetup{d.graph, d.config, Player::Black},
            parse_ruleset(ruleset, SelfCapture::Forbidden));
  EXPECT_EQ(game.play(Move::play(Player::Black, *d.graph.parse_name("H3"))).verdict.outcome,
            Outcome::Legal);
  return game.judge(Move::play(Player::White, *d.graph.parse_name("B3")));
}

TEST(A3_Readings, TripleKoWithItsExternalLibertyFilledIsAKoFightNotATko) {
  // The text: "When Black fills the external liberty, White captures a ko, forcing Black to make
  // the first ko threat." A3.counter (default): B H3 is potentially disallowed (unconstrained, it
  // leaves White's group one liberty, F2, and helps no black string in atari) and W B3 counteracts
  // it (it does not capture H3 and gives the group B2 and F2), so A3 does not forbid it.
  // A3.ko-liberty: White's one liberty F2 is itself a ko point (Black's capture of F3), so
  // White's string is no TKO group. Legal under both.
  const Judgement counter = white_takes_a_ko("cycle-sets+A3");
  EXPECT_EQ(counter.verdict.outcome, Outcome::Legal);
  ASSERT_GE(counter.verdict.trace.size(), 1U);
  EXPECT_EQ(counter.verdict.trace.back().rule, RuleId::A3);
  EXPECT_EQ(counter.verdict.trace.back().ply, 1U);  // the move it counteracts
  EXPECT_EQ(white_takes_a_ko("cycle-sets+A3.ko-liberty").verdict.outcome, Outcome::Legal);
}

// After B F2 (Black takes the ko at F first), White's answer `answer` under `ruleset`.
Judgement white_answers_black_f2(const std::string& ruleset, const char* answer) {
  const Diagram d = parse_diagram(kTripleKoWithLiberty);
  Game game(GameSetup{d.graph, d.config, Player::Black},
            parse_ruleset(ruleset, SelfCapture::Forbidden));
  EXPECT_EQ(game.play(Move::play(Player::Black, *d.graph.parse_name("F2"))).verdict.outcome,
            Outcome::Legal);
  return game.judge(Move::play(Player::White, *d.graph.parse_name(answer)));
}

TEST(A3_Readings, BlackTakingTheKoAtFFirstLeavesWhitesCounterCaptureUnderTheDefault) {
  // B F2 captures F3: White's group (row 1, A2 C2 E2 G2 H2) keeps only H3, which is no ko point,
  // and touches the black ko stones B2, D2 and F2. B F2 is potentially disallowed (it threatens
  // White's group; the black stones in atari, B2 and D2, gain nothing). The text: "if either party
  // captures one of these three kos, the opponent can capture another ko to return both strings
  // to two liberties. Captures inside thus become disallowed."
  // W B3 captures B2, leaves F2 on the board, and gives White's group B2 and H3: a counteraction.
  const Judgement counter = white_answers_black_f2("cycle-sets+A3", "B3");
  EXPECT_EQ(counter.verdict.outcome, Outcome::Legal);
  // A3.ko-liberty (the previous default): H3 is no ko point, so A3 forbids it; White can only
  // pass and B H3 captures the group, against "the diagrammed situation could remain".
  const Judgement ko_liberty = white_answers_black_f2("cycle-sets+A3.ko-liberty", "B3");
  EXPECT_EQ(ko_liberty.verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(ko_liberty.verdict.deciding, RuleId::A3);
  // W F3 retakes F2: it captures the stone of the potentially disallowed move, so it is no
  // counteraction (R13), and A3 forbids it under every reading.
  for (const char* ruleset : {"cycle-sets+A3", "cycle-sets+A3.ko-liberty", "cycle-sets+A3.any"}) {
    const Judgement retake = white_answers_black_f2(ruleset, "F3");
    EXPECT_EQ(retake.verdict.outcome, Outcome::Illegal) << ruleset;
    EXPECT_EQ(retake.verdict.deciding, RuleId::A3) << ruleset;
  }
}

TEST(A3_Readings, LiteralReadingForbidsTheTextsKoCapture) {
  // A3.any: "a group with two kos [B, D] and only one liberty [F2] cannot capture either ko":
  // White's capture is forbidden, contradicting the text. The conflict the README reports.
  const Judgement literal = white_takes_a_ko("cycle-sets+A3.any");
  EXPECT_EQ(literal.verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(literal.verdict.deciding, RuleId::A3);
}

}  // namespace
}  // namespace kospec
