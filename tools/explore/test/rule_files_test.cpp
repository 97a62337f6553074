// The rule language means what the spec means, for termination: every built-in composition and
// its rule-file twin (corpus/rules/pairs.json) decide whether play ends on every corpus cycle
// alike (board plays on the points each main line plays on, and passes), within the same budget,
// both "ends", both "loops", or both unknown. Where the built-in ends by a theorem, so does the
// twin, by the theorem it inherits (spec/file_rule.h: it covers the built-in clause).
#include <gtest/gtest.h>

#include <filesystem>

#include "properties/rule_pairs.h"
#include "sgf/sgf_file.h"
#include "tools/explore/cycle_set_termination.h"
#include "tools/explore/region.h"
#include "tools/explore/termination.h"

namespace kospec::explore {
namespace {

// Termination of `file`'s position under `expression`, as the termination test decides it.
Termination termination_of(const sgf::SgfGame& game, const std::string& expression) {
  const Game start(game.setup, parse_ruleset(expression, SelfCapture::Forbidden));
  const PointSet region = parse_region(game.setup.graph, "moves", game.moves);
  ExactLimits limits;
  limits.max_states = 100'000;
  const std::optional<std::string> argument = cycle_set_argument(start, region, limits);
  if (argument || termination_theorem(start.ruleset())) limits.max_states = 20'000;
  return decide_termination(explore_exact(start, region, limits), argument);
}

class EXPLORE_RuleFiles : public ::testing::TestWithParam<props::RulePair> {};

TEST_P(EXPLORE_RuleFiles, TerminationOfEveryCorpusCycleIsTheBuiltIns) {
  const props::RulePair& pair = GetParam();
  std::size_t cases = 0, theorems = 0;
  for (const auto& entry : std::filesystem::directory_iterator("corpus/cycles")) {
    if (entry.path().extension() != ".sgf") continue;
    const sgf::SgfGame game = sgf::read_game_file(entry.path().string());
    const Termination a = termination_of(game, pair.built_in);
    const Termination b = termination_of(game, pair.files);
    ++cases;
    EXPECT_EQ(a.terminates, b.terminates) << entry.path() << ": " << pair.built_in << ": "
                                          << a.argument << "; " << pair.files << ": " << b.argument;
    const bool theorem = a.argument.rfind("theorem", 0) == 0;
    theorems += theorem;
    if (theorem) {
      EXPECT_EQ(b.argument.rfind("theorem", 0), 0U) << b.argument;
    }
  }
  EXPECT_GE(cases, 20U);  // the manifest's 21 cycles
  const Ruleset built_in = parse_ruleset(pair.built_in, SelfCapture::Forbidden);
  if (termination_theorem(built_in)) {
    EXPECT_EQ(theorems, cases);
  }
}

std::string pair_name(const ::testing::TestParamInfo<props::RulePair>& info) {
  std::string name = info.param.id + "_" + std::to_string(info.index);
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

#define KOSPEC_EXPLORE_RULE_FILES_SUITE(id)              \
  INSTANTIATE_TEST_SUITE_P(id##_File, EXPLORE_RuleFiles, \
                           ::testing::ValuesIn(props::rule_pairs(#id)), pair_name);
KOSPEC_RULE_PAIR_IDS(KOSPEC_EXPLORE_RULE_FILES_SUITE)
#undef KOSPEC_EXPLORE_RULE_FILES_SUITE

}  // namespace
}  // namespace kospec::explore
