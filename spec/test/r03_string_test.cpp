// R3 String: maximal sets of like-coloured stones joined by sequences of adjacent stones.
#include "spec/r03_string.h"

#include <gtest/gtest.h>

#include "spec/error.h"

#include "spec/diagram.h"

namespace kospec {
namespace {

PointSet named(const Graph& g, std::initializer_list<const char*> names) {
  std::vector<Point> points;
  for (const char* n : names) points.push_back(*g.parse_name(n));
  return PointSet::of(points);
}

TEST(R3_String, StringFollowsAdjacencyNotDiagonals) {
  //   A B C D
  // 3 X X . O
  // 2 . X O O
  // 1 X . . .
  Diagram d = parse_diagram("XX.O\n.XOO\nX...");
  const Graph& g = d.graph;
  EXPECT_EQ(string_at(g, d.config, *g.parse_name("A3")), named(g, {"A3", "B3", "B2"}));
  EXPECT_EQ(string_at(g, d.config, *g.parse_name("A1")), named(g, {"A1"}));  // diagonal to B2 only
  EXPECT_EQ(string_at(g, d.config, *g.parse_name("C2")), named(g, {"C2", "D2", "D3"}));
}

TEST(R3_String, AllStringsPartitionTheStones) {
  Diagram d = parse_diagram("XX.O\n.XOO\nX...");
  auto strings = all_strings(d.graph, d.config);
  // Three strings by hand: {A3,B3,B2}, {D3,C2,D2}, {A1}; ordered by smallest point (A3 first).
  ASSERT_EQ(strings.size(), 3U);
  EXPECT_EQ(strings[0], named(d.graph, {"A3", "B3", "B2"}));
  EXPECT_EQ(strings[1], named(d.graph, {"D3", "C2", "D2"}));
  EXPECT_EQ(strings[2], named(d.graph, {"A1"}));
}

TEST(R3_String, ARingJoinsTheEnds) {
  // 1x5 row X . . X X with an arc E1-A1: A1, D1, E1 form one string.
  Diagram d = parse_diagram("X..XX");
  Graph ring = d.graph;
  ring.add_arc(*ring.parse_name("A1"), *ring.parse_name("E1"));
  EXPECT_EQ(string_at(ring, d.config, *ring.parse_name("A1")), named(ring, {"A1", "D1", "E1"}));
  EXPECT_EQ(string_at(d.graph, d.config, *d.graph.parse_name("A1")), named(d.graph, {"A1"}));
}

TEST(R3_String, EmptyPointHasNoString) {
  Diagram d = parse_diagram("X.");
  EXPECT_THROW(string_at(d.graph, d.config, *d.graph.parse_name("B1")), PreconditionError);
}

}  // namespace
}  // namespace kospec
