// A1's readings on the text's Figure 3 (corpus/cycles/quadruple-ko.sgf, hand analysis in its
// root comment): the default reading A1.r9 keeps the text's claim, the literal A1.full breaks it.
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

}  // namespace
}  // namespace kospec
