// The readings of A1 and A3 on the text's own figures: the default readings keep what the text
// says of them, the literal ones (A1.full, A3.any) break it. A2's are in spec/test.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules/game.h"
#include "spec/diagram.h"

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
  const Diagram d = parse_diagram(kFigure3);
  Game game(GameSetup{d.graph, d.config, Player::Black},
            parse_ruleset(ruleset, SelfCapture::Forbidden));
  Player p = Player::Black;
  for (std::size_t i = 0; i + 1 < kLine.size(); ++i, p = opponent(p)) {
    const Judgement j = game.play(Move::play(p, *d.graph.parse_name(kLine[i])));
    EXPECT_EQ(j.verdict.outcome, Outcome::Legal) << ruleset << " ply " << i + 1;
  }
  return game.judge(Move::play(p, *d.graph.parse_name(kLine.back())));
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
  // the first ko threat." Reading A3.ko-liberty (default): White's one liberty F2 is itself a ko
  // point (Black's capture of F3), so White's string is no TKO group and W B3 is legal.
  EXPECT_EQ(white_takes_a_ko("cycle-sets+A3").verdict.outcome, Outcome::Legal);
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
