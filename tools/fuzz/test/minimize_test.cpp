// Delta debugging: ddmin finds a 1-minimal failing subset (Zeller and Hildebrandt 2002); the
// minimizer turns plies into stones and keeps the disagreement.
#include <gtest/gtest.h>

#include <algorithm>

#include <chrono>

#include "sgf/sgf_file.h"
#include "tools/fuzz/delta_debug.h"
#include "tools/fuzz/engine_profile.h"
#include "tools/fuzz/minimize.h"

namespace kospec::fuzz {
namespace {

bool contains_all(const Subset& s, std::initializer_list<std::size_t> needed) {
  return std::all_of(needed.begin(), needed.end(),
                     [&](std::size_t n) { return std::find(s.begin(), s.end(), n) != s.end(); });
}

TEST(FUZZ_DeltaDebug, FindsTheUnitsThatMatter) {
  // Fails whenever units 3, 17 and 40 are all present: the minimum is exactly those three.
  const auto fails = [](const Subset& s) { return contains_all(s, {3, 17, 40}); };
  EXPECT_EQ(ddmin(64, fails, 10000), (Subset{3, 17, 40}));
}

TEST(FUZZ_DeltaDebug, EmptyWhenNothingIsNeeded) {
  EXPECT_EQ(ddmin(
                10, [](const Subset&) { return true; }, 10000),
            Subset{});
}

TEST(FUZZ_DeltaDebug, TheBudgetIsRespected) {
  std::size_t calls = 0;
  ddmin(
      1000,
      [&](const Subset& s) {
        return ++calls, contains_all(s, {1, 500, 999});
      },
      25);
  EXPECT_LE(calls, 25U);
}

TEST(FUZZ_Minimize, AlternatingInsertsPassesWhereAPlayerWouldMoveTwice) {
  const Graph g = Graph::grid(5, 5);
  const Point a = *g.parse_name("A1"), b = *g.parse_name("B1"), c = *g.parse_name("C1");
  // Stones: black A1 B1, white C1: B A1, W C1, B B1; then a black ply D1 needs a white pass first.
  const Point d = *g.parse_name("D1");
  const std::vector<Move> stones{Move::play(Player::Black, a), Move::play(Player::Black, b),
                                 Move::play(Player::White, c)};
  const std::vector<Move> out = alternating(stones, {Move::play(Player::Black, d)}, Player::White);
  const std::vector<Move> expected{Move::play(Player::Black, a), Move::play(Player::White, c),
                                   Move::play(Player::Black, b), Move::pass(Player::White),
                                   Move::play(Player::Black, d)};
  EXPECT_EQ(out, expected);  // White is to move after D1: no pass at the end
}

// A 5x5 finding that stayed long (issue 36): GNU Go --positional-superko --allow-suicide lists
// B A4 after 102 plies, where A4 self-captures two stones and repeats the configuration after ply
// 100 (test/data/gnugo-psk-multi-5x5-long.sgf, found by `kospec fuzz --suicide multi --sizes 5`,
// seed 1, game 67; minimized then to 102 of 104 plies). Only the last two plies and the position
// before them matter, so the minimizer folds the first hundred into setup stones: a few plies are
// left, the same disagreement (the signature), kospec's verdict the same from the stones set up
// as AB/AW, and the reproducer shorter than the game.
TEST(FUZZ_Minimize, ALong5x5FindingIsFoldedIntoSetupStones) {
  const sgf::SgfGame game =
      sgf::read_game_file("tools/fuzz/test/data/gnugo-psk-multi-5x5-long.sgf");
  ASSERT_EQ(game.moves.size(), 102U) << "run from the source root";
  const Ruleset ruleset = parse_ruleset("positional-superko", SelfCapture::MultiStone);
  gtp::EngineProcess gnugo(gnugo_command(ruleset, "/usr/games/gnugo"), std::chrono::seconds(10));
  EngineSession session(gnugo, ruleset, {Probe::AllLegal});
  const std::optional<Finding> found = session.replay_and_compare(5, game.moves);
  ASSERT_TRUE(found.has_value());
  ASSERT_EQ(found->signature(), "engine-allows/PSK+self-capture");
  const Finding small = minimize(session, 5, *found, 400);
  EXPECT_EQ(small.signature(), found->signature());
  ASSERT_FALSE(small.setup.empty()) << "no setup stones";
  EXPECT_EQ(small.setup_moves, placing_moves(small.setup));
  const std::size_t plies = small.moves.size() - small.setup_moves;
  EXPECT_LE(plies, 8U) << small.moves.size() << " moves, " << small.setup_moves
                       << " placing stones";
  EXPECT_LT(small.moves.size(), game.moves.size());
  EXPECT_LT(small.setup.size(), 25U);  // a position of the game, not the full board
}

}  // namespace
}  // namespace kospec::fuzz
