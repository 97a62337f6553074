// The words a game travels in between ranks (tools/distributed/wire.h): a game with setup stones,
// an arc added to the grid and one removed, a few plies and a composed ruleset read back is the
// same game: the same board, setup, moves and ruleset, and the same native start state.
#include <gtest/gtest.h>

#include "engine/rules.h"
#include "tools/distributed/wire.h"

namespace kospec::distributed {
namespace {

TEST(MPI_Wire, AGameReadBackIsTheSameGame) {
  Graph g = Graph::grid(4, 3);
  g.add_arc(g.at(0, 0), g.at(3, 0));  // a wrap arc along the top row
  g.remove_arc(g.at(1, 2), g.at(2, 2));
  Configuration c(g.size());
  c.set(g.at(1, 1), Color::Black);
  c.set(g.at(2, 1), Color::White);
  Game game({g, c, Player::White},
            parse_ruleset("cycle-sets+A1+R13.later", SelfCapture::MultiStone));
  game.play(Move::play(Player::White, g.at(0, 0)));
  game.play(Move::pass(Player::Black));
  game.play(Move::play(Player::White, g.at(3, 2)));

  WordWriter out;
  put_game(out, game);
  out.put(std::string("after"));
  WordReader in(out.words());
  const Game copy = take_game(in);
  EXPECT_EQ(in.text(), "after");
  EXPECT_TRUE(in.done());

  EXPECT_EQ(copy.record().graph().arcs(), game.record().graph().arcs());
  EXPECT_EQ(copy.record().setup().initial, game.record().setup().initial);
  EXPECT_EQ(copy.record().setup().to_move, Player::White);
  ASSERT_EQ(copy.record().plies().size(), 3U);
  for (std::size_t i = 0; i < 3; ++i)
    EXPECT_EQ(copy.record().plies()[i].move, game.record().plies()[i].move);
  EXPECT_EQ(copy.ruleset().name, game.ruleset().name);
  EXPECT_EQ(copy.ruleset().self_capture, SelfCapture::MultiStone);
  engine::ExactRules a(game), b(copy);
  EXPECT_EQ(a.encode(a.start()), b.encode(b.start()));
}

TEST(MPI_Wire, ATruncatedMessageIsRefused) {
  WordWriter out;
  out.put(std::string("a text of some length"));
  WordReader in(std::span(out.words()).first(2));
  EXPECT_THROW(in.text(), InputError);
}

}  // namespace
}  // namespace kospec::distributed
