// The long counts (label LONG): `ctest -C Long -L LONG` runs them; a run without -C Long leaves them out.
//   4x4 positions: L(4,4) = 24,318,165, J. Tromp and G. Farnebäck, "Combinatorics of Go", table of
//     L(n,n) (OEIS A094777); ground-truth.md: "about 24 million". Seconds in a Release build.
//   2x2 games: 386,356,909,593: J. Tromp, "number of 2*2 games", rec.games.go, 24 June 1999, and
//     the same paper. About 40 s on two cores in Release.
#include <gtest/gtest.h>

#include "tools/count/games.h"
#include "tools/count/legal.h"
#include "tools/count/reachable.h"

namespace kospec::count {
namespace {

TEST(COUNT_Long, EveryLegal4x4PositionIsReachedFromTheEmptyBoard) {
  const smallboard::BitBoard board(4, 4);
  const Reachable reachable = enumerate_reachable(board, {});
  const LegalCount legal = count_legal(board, &reachable.reached, {});
  ASSERT_TRUE(reachable.complete && legal.complete);
  EXPECT_EQ(legal.legal, 24318165U);
  EXPECT_EQ(reachable.positions, 24318165U);
  EXPECT_EQ(legal.legal_and_reached, 24318165U);
  EXPECT_EQ(legal.reached_illegal, 0U);
}

TEST(COUNT_Long, GamesOn2x2MatchTromp) {
  GameCountOptions options;
  options.threads = 2;
  const GameCount c =
      count_games(build_game_graph(smallboard::BitBoard(2, 2), SelfCapture::All, 64), options, {});
  ASSERT_TRUE(c.complete);
  EXPECT_EQ(c.games, 386356909593U);
}

}  // namespace
}  // namespace kospec::count
