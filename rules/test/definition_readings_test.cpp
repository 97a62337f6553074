// The readings of R7, R8, R11, R12 and R14 (spec/definition_readings.h) on the rules layer: each
// on the corpus position that tells it apart from its default (corpus/cycles/reading-*.sgf, whose
// root comments work every line by hand; the expected verdicts below are theirs). The suites are
// named by rule id, so `ctest -L R7` runs these beside the spec's, the engine's (R7_Engine) and
// the solver's (R7_Solve).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules/game.h"
#include "rules/test/line_judge.h"

namespace kospec {
namespace {

using testing::judge_last_of_line;

// Expects the last ply of `line` on `diagram` to be illegal by `rule` under `illegal_under` and
// legal under `legal_under` (every earlier ply legal under both).
void expect_told_apart(const char* diagram, const std::vector<std::string>& line,
                       const std::string& illegal_under, RuleId rule,
                       const std::string& legal_under) {
  const Judgement no = judge_last_of_line(diagram, illegal_under, line);
  EXPECT_EQ(no.verdict.outcome, Outcome::Illegal) << illegal_under;
  EXPECT_EQ(no.verdict.deciding, rule) << illegal_under;
  EXPECT_EQ(judge_last_of_line(diagram, legal_under, line).verdict.outcome, Outcome::Legal)
      << legal_under;
}

TEST(R7_Readings, AWhiteCaptureHasTheCycleSetOfBlacksOnlyUnderR7Points) {
  // reading-r7-colour.sgf, 1x5: Black's capture at A1 of {B1} repeats (plies 3 and 5) and gets
  // the cycle set {B1}; at ply 12 White captures at A1 the stone at B1. R7.points (default): the
  // same capture, which has that cycle set, so Black's B1 at ply 13 is illegal by R9. R7.colour:
  // another capture, without a cycle set: legal.
  expect_told_apart(
      ".....", {"C1", "B1", "A1", "B1", "A1", "pass", "B1", "D1", "B1", "C1", "pass", "A1", "B1"},
      "cycle-sets", RuleId::R9, "cycle-sets+R7.colour");
}

TEST(R8_Readings, ACycleSetAfterTheConfigurationChangedOnlyUnderR8Between) {
  // reading-r8-config.sgf, the double-ko seki: B D2 x D3, W D3 x D2, B D2 x D3 gives Black's
  // capture at D2 the cycle set {D3}; after W B3 (the other ko), B pass, W D3 x D2, Black's
  // capture at D2 leaves another configuration. R8.between (default): it has the set, so W D3 at
  // ply 8 is illegal by R9. R8.config: no set for this configuration: legal.
  expect_told_apart("XXXXX.X\nX.XOXXX\nOXO.OOO\nOOOOO.O",
                    {"D2", "D3", "D2", "B3", "pass", "D3", "D2", "D3"}, "cycle-sets", RuleId::R9,
                    "cycle-sets+R8.config");
}

TEST(R11_Readings, ASelfAtariJoinsTheSignatureOnlyUnderR11Any) {
  // reading-r11-any.sgf, 3x2: ply 3 (B C2, signature {B2, C2}) is counteracted by ply 4; at ply
  // 11 B B2 threatens C2 and leaves Black's string A1 A2 B2 one liberty. R11.opponent:
  // signature {B2, C2}, disallowed: illegal by R15. R11.any (default): the self-atari's stones
  // join the signature: {A1, A2, B2, C2}: legal.
  expect_told_apart("...\n...",
                    {"A2", "B2", "C2", "B1", "pass", "C1", "pass", "C2", "A1", "C2", "B2"},
                    "cycle-sets+R11.opponent", RuleId::R15, "cycle-sets");
}

TEST(R12_Readings, ACaptureThatFreesAnOwnStringHelpsItOnlyUnderR12Own) {
  // reading-r12-joins.sgf, the triple ko: B B2 x B3 gives Black's group (one liberty, D3) a
  // second by capturing, without the stone joining it. R12.own (default): not potentially
  // disallowed, so ply 5 (the same capture) is legal. R12.joins: potentially disallowed,
  // counteracted by ply 2, so ply 5 is illegal by R15.
  expect_told_apart("XXXXXXX\nXOX.XOX\nO.OXO.O\nOOOOOOO", {"B2", "D3", "D2", "B3", "B2"},
                    "cycle-sets+R12.joins", RuleId::R15, "cycle-sets");
}

TEST(R14_Readings, AWholeGroupCaptureWithADisallowedUnionOnlyUnderR14Union) {
  // reading-r14-parts.sgf, Figure 3: ply 1 (B B2 x B3, threatening the white group) is
  // counteracted by ply 2; after B F2 and W pass, B B2 captures B3 and the whole white group: the
  // same union of points as ply 1. R14.union (default): illegal by R15. R14.parts: captured where
  // ply 1 threatened, another signature: legal.
  expect_told_apart("XXXXXXXXX\nXOX.XOX.X\nO.OXO.OXO\nOOOOOOOOO",
                    {"B2", "D3", "D2", "B3", "F2", "pass", "B2"}, "cycle-sets", RuleId::R15,
                    "cycle-sets+R14.parts");
}

TEST(R7_Readings, EachReadingIsNamedInTheClauseTable) {
  // Every reading of the definitions parses, adds the clause that reads it, and is kept.
  const Ruleset r7 = parse_ruleset("PSK+R7.colour", SelfCapture::Forbidden);
  EXPECT_TRUE(r7.has(RuleId::R9));
  EXPECT_EQ(r7.definitions.r7, R7Reading::Colour);
  const Ruleset r14 =
      parse_ruleset("R9+R14.parts+R11.opponent+R12.joins+R8.config", SelfCapture::Forbidden);
  EXPECT_TRUE(r14.has(RuleId::R15));
  EXPECT_EQ(r14.definitions.r8, R8Reading::Config);
  EXPECT_EQ(r14.definitions.r11, R11Reading::Opponent);
  EXPECT_EQ(r14.definitions.r12, R12Reading::Joins);
  EXPECT_EQ(r14.definitions.r14, R14Reading::Parts);
  EXPECT_EQ(parse_ruleset("cycle-sets", SelfCapture::Forbidden).definitions, DefinitionReadings{});
}

}  // namespace
}  // namespace kospec
