// The rule language means what the spec means, for exact values: every built-in composition and
// its rule-file twin (corpus/rules/pairs.json) get the same answer on the empty 2x2 board under
// each self-capture option and on the empty 3x3 board with self-capture forbidden, by the method
// the solver's policy picks for each (a twin that votes as the built-in, F-PSK, takes its native
// search), within the same node budget: the same forcing bounds, the same endless play, or both
// stopped.
#include <gtest/gtest.h>

#include "properties/rule_pairs.h"
#include "tools/solve/solve.h"

namespace kospec::solve {
namespace {

SolveResult solve_empty(int columns, int rows, const std::string& ruleset, SelfCapture option) {
  const Graph g = Graph::grid(columns, rows);
  const Game start(GameSetup{g, Configuration(g.size()), Player::Black},
                   parse_ruleset(ruleset, option));
  SolveLimits limits;
  limits.max_nodes = 3'000'000;
  limits.check_states = 200'000;
  return solve(start, limits);
}

void expect_same(const SolveResult& a, const SolveResult& b, const std::string& where) {
  EXPECT_EQ(a.stopped, b.stopped) << where << ": " << describe(a) << " / " << describe(b);
  if (a.stopped || b.stopped) return;
  EXPECT_EQ(a.black_forces, b.black_forces) << where << ": " << describe(a) << " / " << describe(b);
  EXPECT_EQ(a.white_forces, b.white_forces) << where << ": " << describe(a) << " / " << describe(b);
  EXPECT_EQ(a.black_avoids_end, b.black_avoids_end) << where;
  EXPECT_EQ(a.white_avoids_end, b.white_avoids_end) << where;
  EXPECT_EQ(a.every_game_ends, b.every_game_ends) << where;
}

class SOLVE_RuleFiles : public ::testing::TestWithParam<props::RulePair> {};

TEST_P(SOLVE_RuleFiles, TheEmptyTwoByTwoHasTheBuiltInsValueUnderEachSelfCaptureOption) {
  for (const SelfCapture option :
       {SelfCapture::Forbidden, SelfCapture::MultiStone, SelfCapture::All}) {
    const std::string where = "2x2 " + GetParam().built_in + " / " + GetParam().files +
                              (option == SelfCapture::All          ? " (self-capture all)"
                               : option == SelfCapture::MultiStone ? " (multi)"
                                                                   : "");
    expect_same(solve_empty(2, 2, GetParam().built_in, option),
                solve_empty(2, 2, GetParam().files, option), where);
  }
}

TEST_P(SOLVE_RuleFiles, TheEmptyThreeByThreeHasTheBuiltInsValue) {
  expect_same(solve_empty(3, 3, GetParam().built_in, SelfCapture::Forbidden),
              solve_empty(3, 3, GetParam().files, SelfCapture::Forbidden),
              "3x3 " + GetParam().built_in + " / " + GetParam().files);
}

std::string pair_name(const ::testing::TestParamInfo<props::RulePair>& info) {
  std::string name = info.param.id + "_" + std::to_string(info.index);
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

#define KOSPEC_SOLVE_RULE_FILES_SUITE(id)              \
  INSTANTIATE_TEST_SUITE_P(id##_File, SOLVE_RuleFiles, \
                           ::testing::ValuesIn(props::rule_pairs(#id)), pair_name);
KOSPEC_RULE_PAIR_IDS(KOSPEC_SOLVE_RULE_FILES_SUITE)
#undef KOSPEC_SOLVE_RULE_FILES_SUITE

}  // namespace
}  // namespace kospec::solve
