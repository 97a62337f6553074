// R4 Liberty: the empty points adjacent to a stone of the string; the liberty count.
#include "spec/r04_liberty.h"

#include <gtest/gtest.h>

#include "spec/diagram.h"
#include "spec/r03_string.h"

namespace kospec {
namespace {

TEST(R4_Liberty, SharedLibertiesCountOnce) {
  //   A B C
  // 3 . . .
  // 2 X X .
  // 1 . O .
  // String {A2,B2}: liberties A3, B3, C2, A1 (B1 is white) -> 4.
  Diagram d = parse_diagram("...\nXX.\n.O.");
  const Graph& g = d.graph;
  PointSet s = string_at(g, d.config, *g.parse_name("A2"));
  PointSet expected = PointSet::of(
      {*g.parse_name("A3"), *g.parse_name("B3"), *g.parse_name("C2"), *g.parse_name("A1")});
  EXPECT_EQ(liberties(g, d.config, s), expected);
  EXPECT_EQ(liberty_count(g, d.config, s), 4U);
  // White B1: liberties A1 and C1 (B2 is black).
  EXPECT_EQ(liberty_count(g, d.config, string_at(g, d.config, *g.parse_name("B1"))), 2U);
}

TEST(R4_Liberty, SurroundedStringHasNone) {
  // . X .
  // X O X
  // . X .
  Diagram d = parse_diagram(".X.\nXOX\n.X.");
  EXPECT_EQ(
      liberty_count(d.graph, d.config, string_at(d.graph, d.config, *d.graph.parse_name("B2"))),
      0U);
}

}  // namespace
}  // namespace kospec
