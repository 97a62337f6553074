// Every known finding in corpus/fuzz/known.json is a minimized case that still shows the same
// disagreement with GNU Go 3.8: replaying it and comparing all_legal gives the recorded signature.
#include <gtest/gtest.h>

#include <fstream>

#include <nlohmann/json.hpp>

#include "sgf/sgf_file.h"
#include "tools/fuzz/engine_profile.h"
#include "tools/fuzz/engine_session.h"

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

TEST(FUZZ_KnownCases, NothingAfterTwoPassesIsAFinding) {
  // GNU Go keeps playing after two passes, but the game has ended (two passes end it under every
  // ruleset but SPE's): a disagreement after the end is no finding, and the minimizer may not
  // produce one. 5x5, situational superko, self-capture all: after B B5, W pass, B A4, then
  // W pass, B pass, White's self-capture at A5 would repeat the situation after ply 4; GNU Go
  // lists it, but the game is over. With W D2 in place of the first of the two passes the game
  // goes on, and the same self-capture repeats the situation after ply 4: a finding.
  const Ruleset ruleset = parse_ruleset("situational-superko", SelfCapture::All);
  gtp::EngineProcess gnugo(gnugo_command(ruleset, "/usr/games/gnugo"), std::chrono::seconds(10));
  EngineSession session(gnugo, ruleset, {Probe::AllLegal});
  const Graph g = Graph::grid(5, 5);
  auto b = [&](const char* p) { return Move::play(Player::Black, *g.parse_name(p)); };
  auto w = [&](const char* p) { return Move::play(Player::White, *g.parse_name(p)); };
  const Move black_pass = Move::pass(Player::Black), white_pass = Move::pass(Player::White);
  EXPECT_FALSE(session.replay_and_compare(5, {b("B5"), white_pass, b("A4"), white_pass, black_pass})
                   .has_value());
  EXPECT_FALSE(session.continues(w("A5")));
  const auto finding =
      session.replay_and_compare(5, {b("B5"), white_pass, b("A4"), w("D2"), black_pass});
  ASSERT_TRUE(finding.has_value());
  EXPECT_EQ(finding->signature(), "engine-allows/SSK+self-capture");
  EXPECT_EQ(finding->move, w("A5"));
}

}  // namespace
}  // namespace kospec::fuzz
