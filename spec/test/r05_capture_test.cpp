// R5 Capture: a string with one liberty is captured when the opponent plays on that liberty.
#include "spec/r05_capture.h"

#include <gtest/gtest.h>

#include "spec/error.h"

#include "spec/diagram.h"

namespace kospec {
namespace {

TEST(R5_Capture, CapturesTheStringWhoseOnlyLibertyIsPlayed) {
  //   A B C D
  // 3 . X . .
  // 2 X O . .
  // 1 . X . .
  // White B2 has one liberty, C2. Black at C2 captures it.
  Diagram d = parse_diagram(".X..\nXO..\n.X..");
  const Graph& g = d.graph;
  auto captured = strings_captured_by(g, d.config, Player::Black, *g.parse_name("C2"));
  ASSERT_EQ(captured.size(), 1U);
  EXPECT_EQ(captured[0], PointSet{*g.parse_name("B2")});
  // White playing there captures nothing (its own string is not the opponent's).
  EXPECT_TRUE(strings_captured_by(g, d.config, Player::White, *g.parse_name("C2")).empty());
}

TEST(R5_Capture, StringWithTwoLibertiesIsNotCaptured) {
  // . X . .
  // X O . .
  // . . . .   White B2 has liberties C2 and B1.
  Diagram d = parse_diagram(".X..\nXO..\n....");
  EXPECT_TRUE(
      strings_captured_by(d.graph, d.config, Player::Black, *d.graph.parse_name("C2")).empty());
}

TEST(R5_Capture, OnePlayCapturesSeveralStrings) {
  //   A B C
  // 3 O X .
  // 2 . O X
  // 1 O X .
  // Every white stone has A2 as its only liberty: A3 (B3 black), A1 (B1 black), and B2 (B3, C2,
  // B1 black). Black at A2 captures all three strings.
  Diagram d = parse_diagram("OX.\n.OX\nOX.");
  const Graph& g = d.graph;
  auto captured = strings_captured_by(g, d.config, Player::Black, *g.parse_name("A2"));
  ASSERT_EQ(captured.size(), 3U);
  EXPECT_EQ(captured[0], PointSet{*g.parse_name("A3")});
  EXPECT_EQ(captured[1], PointSet{*g.parse_name("B2")});
  EXPECT_EQ(captured[2], PointSet{*g.parse_name("A1")});
}

TEST(R5_Capture, CapturedStonesLeaveTheirPointsEmpty) {
  Diagram d = parse_diagram("OX.\n.OX\nOX.");
  Configuration c = d.config;
  remove_stones(c, PointSet{*d.graph.parse_name("A3"), *d.graph.parse_name("B2")});
  EXPECT_EQ(c, parse_diagram(".X.\n..X\nOX.").config);
}

TEST(R5_Capture, PlayingOnAStoneIsAPreconditionError) {
  Diagram d = parse_diagram("OX.");
  EXPECT_THROW(strings_captured_by(d.graph, d.config, Player::Black, *d.graph.parse_name("A1")),
               PreconditionError);
}

}  // namespace
}  // namespace kospec
