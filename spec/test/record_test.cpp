// TURN and the game record: plies, configurations after each, who is to move.
#include "spec/record.h"

#include <gtest/gtest.h>

#include "spec/error.h"

#include "spec/diagram.h"

namespace kospec {
namespace {

TEST(TURN_Record, PlayersAlternateAndConfigurationsAreKept) {
  Graph g = Graph::grid(3, 3);
  GameRecord record({g, Configuration(g.size()), Player::Black});
  auto play = [&](Move m) {
    record.append(m, apply_base_rules(g, record.current(), m, SelfCapture::Forbidden));
  };
  play(Move::play(Player::Black, *g.parse_name("B2")));
  EXPECT_EQ(record.to_move(), Player::White);
  play(Move::pass(Player::White));
  play(Move::play(Player::Black, *g.parse_name("A1")));
  EXPECT_EQ(record.ply_count(), 3U);
  EXPECT_EQ(record.configuration_after(0), Configuration(g.size()));
  EXPECT_EQ(record.configuration_after(1), parse_diagram("...\n.X.\n...").config);
  EXPECT_EQ(record.configuration_after(2), record.configuration_after(1));  // the pass
  EXPECT_EQ(record.current(), parse_diagram("...\n.X.\nX..").config);
  EXPECT_EQ(record.to_move_after(2), Player::Black);
}

TEST(TURN_Record, MoveOutOfTurnIsAPreconditionError) {
  Graph g = Graph::grid(2, 2);
  GameRecord record({g, Configuration(g.size()), Player::White});
  Move m = Move::play(Player::Black, Point(0));
  EXPECT_THROW(record.append(m, apply_base_rules(g, record.current(), m, SelfCapture::Forbidden)),
               PreconditionError);
}

TEST(TURN_Record, CapturesAreRecordedAndPopUndoes) {
  //   A B C
  // 2 X . .
  // 1 O . .   White A1 has one liberty, B1; Black at B1 captures it.
  Diagram d = parse_diagram("X..\nO..");
  GameRecord record({d.graph, d.config, Player::Black});
  Move m = Move::play(Player::Black, *d.graph.parse_name("B1"));
  record.append(m, apply_base_rules(d.graph, record.current(), m, SelfCapture::Forbidden));
  EXPECT_EQ(record.plies()[0].captured, PointSet{*d.graph.parse_name("A1")});
  EXPECT_EQ(record.current(), parse_diagram("X..\n.X.").config);
  record.pop();
  EXPECT_EQ(record.current(), d.config);
  EXPECT_EQ(record.to_move(), Player::Black);
}

}  // namespace
}  // namespace kospec
