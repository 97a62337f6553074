// The board graph: grids, custom arcs, GTP and SGF point names.
#include "spec/graph.h"

#include <gtest/gtest.h>

#include "spec/error.h"

namespace kospec {
namespace {

TEST(GRAPH_Grid, ArcCountOfAnMByNGrid) {
  // An m x n grid has m(n-1) + n(m-1) arcs: 9x9 -> 144, 7x6 -> 7*5 + 6*6 = 71, 1x1 -> 0.
  EXPECT_EQ(Graph::grid(9, 9).arcs().size(), 144U);
  EXPECT_EQ(Graph::grid(7, 6).arcs().size(), 71U);
  EXPECT_EQ(Graph::grid(1, 1).arcs().size(), 0U);
  EXPECT_EQ(Graph::grid(25, 25).size(), 625U);
}

TEST(GRAPH_Grid, SizesOutsideOneToTwentyFiveAreInputErrors) {
  EXPECT_THROW(Graph::grid(0, 5), InputError);
  EXPECT_THROW(Graph::grid(26, 5), InputError);
  EXPECT_THROW(Graph::grid(5, 26), InputError);
}

TEST(GRAPH_Names, GtpNamesSkipIAndCountRowsFromTheBottom) {
  Graph g = Graph::grid(19, 19);
  EXPECT_EQ(g.name(g.at(0, 18)), "A1");
  EXPECT_EQ(g.name(g.at(8, 0)), "J19");  // the ninth column is J: I is skipped
  EXPECT_EQ(g.name(g.at(18, 0)), "T19");
  EXPECT_EQ(g.parse_name("t19"), g.at(18, 0));
  EXPECT_FALSE(g.parse_name("I5").has_value());
  EXPECT_FALSE(g.parse_name("A20").has_value());
  EXPECT_FALSE(g.parse_name("A0").has_value());
  EXPECT_FALSE(g.parse_name("A05").has_value());
  EXPECT_FALSE(g.parse_name("pass").has_value());
}

TEST(GRAPH_Names, RectangularBoardNames) {
  // 7 columns (A..G), 6 rows: the top-left point is A6, the bottom-right G1.
  Graph g = Graph::grid(7, 6);
  EXPECT_EQ(g.name(g.at(0, 0)), "A6");
  EXPECT_EQ(g.name(g.at(6, 5)), "G1");
  EXPECT_FALSE(g.parse_name("H1").has_value());
  EXPECT_FALSE(g.parse_name("A7").has_value());
  EXPECT_EQ(g.size_name(), "7x6");
}

TEST(GRAPH_Names, SgfNamesCountRowsFromTheTop) {
  // SGF "dd" on 9x9 is column d (4th), row d from the top (4th): GTP D6.
  Graph g = Graph::grid(9, 9);
  EXPECT_EQ(g.name(*g.parse_sgf_name("dd")), "D6");
  EXPECT_EQ(g.sgf_name(*g.parse_name("A1")), "ai");
  EXPECT_FALSE(g.parse_sgf_name("tt").has_value());  // off a 9x9 board
  EXPECT_FALSE(g.parse_sgf_name("a").has_value());
}

TEST(GRAPH_Arcs, TorusAddsWrapArcs) {
  // A 3x3 torus: each point has four neighbours; 18 arcs (9 points x 4 / 2).
  Graph t = Graph::grid(3, 3);
  for (int i = 0; i < 3; ++i) {
    t.add_arc(t.at(0, i), t.at(2, i));
    t.add_arc(t.at(i, 0), t.at(i, 2));
  }
  EXPECT_EQ(t.arcs().size(), 18U);
  for (Point p : t.points()) EXPECT_EQ(t.neighbours(p).size(), 4U);
  EXPECT_EQ(t.arcs_added_to_grid().size(), 6U);
  EXPECT_FALSE(t.is_plain_grid());
}

TEST(GRAPH_Arcs, RemovedArcsAndLoops) {
  Graph g = Graph::grid(2, 1);
  g.remove_arc(Point(0), Point(1));
  EXPECT_TRUE(g.neighbours(Point(0)).empty());
  EXPECT_EQ(g.arcs_removed_from_grid().size(), 1U);
  EXPECT_THROW(g.add_arc(Point(0), Point(0)), InputError);
  EXPECT_THROW(g.neighbours(Point(2)), PreconditionError);
}

}  // namespace
}  // namespace kospec
