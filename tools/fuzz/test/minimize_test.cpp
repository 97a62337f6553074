// Delta debugging: ddmin finds a 1-minimal failing subset (Zeller and Hildebrandt 2002); the
// minimizer turns plies into stones and keeps the disagreement.
#include <gtest/gtest.h>

#include <algorithm>

#include "tools/fuzz/delta_debug.h"
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

}  // namespace
}  // namespace kospec::fuzz
