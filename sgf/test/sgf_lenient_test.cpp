// What real files do that FF[4] forbids, and the default (lenient) reading accepts with a warning
// naming file:line:column, as GNU Go's loadsgf accepts it: a property repeated in a node, FF[3]'s
// PL[1] and PL[2], setup after moves. Positions are counted by hand (1-based byte columns); the
// strict reading rejects the same files (sgf_game_errors_test.cpp).
#include <gtest/gtest.h>

#include "sgf/sgf_error.h"
#include "sgf/sgf_game.h"

namespace kospec::sgf {
namespace {

TEST(SGF_Lenient, RepeatedCommentsAreJoined) {
  const SgfGame g = read_game("(;C[a]C[b];B[aa]C[x]\nC[y])", "game.sgf");
  EXPECT_EQ(g.root_comment, "a\nb");
  ASSERT_EQ(g.move_comments.size(), 1U);
  EXPECT_EQ(g.move_comments[0], "x\ny");
  ASSERT_EQ(g.warnings.size(), 2U);
  EXPECT_EQ(g.warnings[0].substr(0, 50), "game.sgf:1:7: warning: property C repeated (first ");
  EXPECT_EQ(g.warnings[1].substr(0, 22), "game.sgf:2:1: warning:");
}

TEST(SGF_Lenient, ARepeatedPropertyWithTheSameValueIsReadOnce) {
  const SgfGame g = read_game("(;SZ[9]SZ[9])", "game.sgf");
  EXPECT_EQ(g.setup.graph.columns(), 9);
  ASSERT_EQ(g.warnings.size(), 1U);
  EXPECT_EQ(g.warnings[0].substr(0, 23), "game.sgf:1:8: warning: ");
  // Different values cannot both hold: an error even so.
  EXPECT_THROW(read_game("(;SZ[9]SZ[7])", "game.sgf"), SgfError);
}

TEST(SGF_Lenient, Ff3PlayerNumbers) {
  const SgfGame black = read_game("(;FF[3]SZ[5]AB[aa]PL[1])", "game.sgf");
  EXPECT_EQ(black.setup.to_move, Player::Black);
  const SgfGame white = read_game("(;FF[3]SZ[5]AB[aa]PL[2])", "game.sgf");
  EXPECT_EQ(white.setup.to_move, Player::White);
  ASSERT_EQ(white.warnings.size(), 1U);
  EXPECT_EQ(white.warnings[0].substr(0, 24), "game.sgf:1:19: warning: ");
  EXPECT_THROW(read_game("(;SZ[5]PL[3])", "game.sgf"), SgfError);
}

TEST(SGF_Lenient, SetupAfterMovesRestartsFromThatPosition) {
  // 5x5: B A4, W A5, B B5 captures A5; then AE removes A4. The game restarts from the position
  // with Black B5 alone, and White's D2 is its first move.
  const SgfGame g = read_game("(;SZ[5];B[ab];W[aa];B[ba]\n;AE[ab];W[dd])", "game.sgf");
  const Graph& graph = g.setup.graph;
  EXPECT_EQ(g.setup.initial.at(*graph.parse_name("b5")), Color::Black);
  EXPECT_EQ(g.setup.initial.at(*graph.parse_name("a5")), Color::Empty);
  EXPECT_EQ(g.setup.initial.at(*graph.parse_name("a4")), Color::Empty);
  ASSERT_EQ(g.moves.size(), 1U);
  EXPECT_EQ(g.moves[0], Move::play(Player::White, *graph.parse_name("d2")));
  EXPECT_EQ(g.setup.to_move, Player::White);
  ASSERT_EQ(g.warnings.size(), 1U);
  EXPECT_EQ(g.warnings[0].substr(0, 57),
            "game.sgf:2:2: warning: setup property AE after the first ");
}

TEST(SGF_Lenient, StrictReadingRejectsEachOfThem) {
  const ReadOptions strict{true};
  EXPECT_THROW(read_game("(;C[a]C[b])", "game.sgf", strict), SgfError);
  EXPECT_THROW(read_game("(;SZ[5]PL[1])", "game.sgf", strict), SgfError);
  EXPECT_THROW(read_game("(;SZ[5];B[aa];AB[bb])", "game.sgf", strict), SgfError);
}

}  // namespace
}  // namespace kospec::sgf
