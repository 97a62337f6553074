// R2 Adjacent: "Two points are adjacent if an arc connects them. ..."
#include "spec/r02_adjacent.h"

#include <gtest/gtest.h>

#include "spec/diagram.h"

namespace kospec {
namespace {

TEST(R2_Adjacent, GridPointsAreAdjacentOrthogonallyOnly) {
  // 3x3 grid: B2 (centre) touches B3, A2, C2, B1 and not the corners.
  Graph g = Graph::grid(3, 3);
  Point centre = *g.parse_name("B2");
  for (const char* n : {"B3", "A2", "C2", "B1"}) {
    EXPECT_TRUE(points_adjacent(g, centre, *g.parse_name(n))) << n;
  }
  for (const char* n : {"A1", "A3", "C1", "C3", "B2"}) {
    EXPECT_FALSE(points_adjacent(g, centre, *g.parse_name(n))) << n;
  }
}

TEST(R2_Adjacent, AnArcMakesPointsAdjacentWhateverTheirPlace) {
  // A ring of five points: the 1x5 row A1..E1 plus an arc E1-A1.
  Graph ring = Graph::grid(5, 1);
  ring.add_arc(*ring.parse_name("A1"), *ring.parse_name("E1"));
  EXPECT_TRUE(points_adjacent(ring, *ring.parse_name("E1"), *ring.parse_name("A1")));
  EXPECT_FALSE(points_adjacent(ring, *ring.parse_name("A1"), *ring.parse_name("C1")));
}

TEST(R2_Adjacent, StonesAreAdjacentIfTheyOccupyAdjacentPoints) {
  // . X O
  // . . X
  Diagram d = parse_diagram(".XO\n..X");
  const Graph& g = d.graph;
  EXPECT_TRUE(stones_adjacent(g, d.config, *g.parse_name("B2"), *g.parse_name("C2")));
  EXPECT_TRUE(stones_adjacent(g, d.config, *g.parse_name("C2"), *g.parse_name("C1")));
  EXPECT_FALSE(stones_adjacent(g, d.config, *g.parse_name("B2"), *g.parse_name("C1")));  // diagonal
  EXPECT_FALSE(stones_adjacent(g, d.config, *g.parse_name("A2"), *g.parse_name("B2")));  // A2 empty
}

TEST(R2_Adjacent, StoneAdjacentToEmptyPoint) {
  Diagram d = parse_diagram(".XO\n..X");
  const Graph& g = d.graph;
  EXPECT_TRUE(stone_adjacent_to_empty(g, d.config, *g.parse_name("B2"), *g.parse_name("A2")));
  EXPECT_TRUE(stone_adjacent_to_empty(g, d.config, *g.parse_name("B2"), *g.parse_name("B1")));
  EXPECT_FALSE(stone_adjacent_to_empty(g, d.config, *g.parse_name("B2"), *g.parse_name("C2")));
  EXPECT_FALSE(stone_adjacent_to_empty(g, d.config, *g.parse_name("C2"), *g.parse_name("B1")));
}

}  // namespace
}  // namespace kospec
