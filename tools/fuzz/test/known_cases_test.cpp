// Every known finding in corpus/fuzz/known.json is a minimized case that still shows the same
// disagreement with GNU Go 3.8: replaying it and comparing all_legal gives the recorded signature.
#include <gtest/gtest.h>

#include <fstream>

#include <nlohmann/json.hpp>

#include "tools/fuzz/engine_profile.h"
#include "tools/fuzz/engine_session.h"
#include "tools/sgf/sgf_file.h"

namespace kospec::fuzz {
namespace {

TEST(FUZZ_KnownCases, EachStillDisagreesAsRecorded) {
  std::ifstream in("corpus/fuzz/known.json");
  ASSERT_TRUE(in) << "run from the source root";
  const auto known = nlohmann::json::parse(in)["known"];
  ASSERT_FALSE(known.empty());
  for (const auto& k : known) {
    const std::string file = "corpus/fuzz/" + k["case"].get<std::string>();
    const sgf::SgfGame game = sgf::read_game_file(file);
    const Ruleset ruleset = parse_ruleset(k["ruleset"].get<std::string>(),
                                          *parse_self_capture(k["suicide"].get<std::string>()));
    gtp::EngineProcess gnugo(gnugo_command(ruleset, "/usr/games/gnugo"), std::chrono::seconds(10));
    EngineSession session(gnugo, ruleset, {Probe::AllLegal});
    const auto finding = session.replay_and_compare(game.setup.graph.columns(), game.moves);
    ASSERT_TRUE(finding.has_value()) << file;
    EXPECT_EQ(finding->signature(), k["signature"].get<std::string>()) << file;
  }
}

}  // namespace
}  // namespace kospec::fuzz
