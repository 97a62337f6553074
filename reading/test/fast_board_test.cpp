// The fast board on hand-worked diagrams: captures, the ko ban, undo, self-capture, other graphs.
#include "reading/fast_board.h"

#include <gtest/gtest.h>

#include "spec/diagram.h"
#include "spec/error.h"

namespace kospec::reading {
namespace {

Point at(const Graph& g, const char* name) { return *g.parse_name(name); }

TEST(READING_FastBoard, CaptureSetsTheKoBanAndUndoRestoresEverything) {
  //   A B C D
  // 3 . X O .
  // 2 X O . O
  // 1 . X O .
  // Black C2 captures white B2 (its only liberty was C2); the black stone at C2 is then alone with
  // one liberty, B2: a ko, so white may not retake at B2 at once, black may fill it.
  Diagram d = parse_diagram(".XO.\nXO.O\n.XO.");
  FastBoard b(d.graph, d.config);
  const std::uint64_t before = b.hash();
  ASSERT_TRUE(b.play(at(d.graph, "C2"), Player::Black));
  EXPECT_EQ(b.last_captured(), std::vector<Point>{at(d.graph, "B2")});
  ASSERT_TRUE(b.ko().has_value());
  EXPECT_EQ(b.ko()->point, at(d.graph, "B2"));
  EXPECT_EQ(b.ko()->banned, Player::White);
  EXPECT_FALSE(b.is_legal(at(d.graph, "B2"), Player::White));
  EXPECT_TRUE(b.is_legal(at(d.graph, "B2"), Player::White, KoRule::Ignore));
  EXPECT_TRUE(b.is_legal(at(d.graph, "B2"), Player::Black));
  EXPECT_TRUE(b.is_ko_capture(at(d.graph, "B2"), Player::White));
  EXPECT_EQ(b.liberty_count(at(d.graph, "C2")), 1);
  b.check_consistency();
  b.undo();
  EXPECT_EQ(b.configuration(), d.config);
  EXPECT_EQ(b.hash(), before);
  EXPECT_FALSE(b.ko().has_value());
  b.check_consistency();
}

TEST(READING_FastBoard, MergingStringsCountsSharedLibertiesOnce) {
  //   A B C
  // 2 X . X
  // 1 . . .
  // Black B2 joins A2 and C2: the string A2 B2 C2 has liberties A1, B1, C1 (3, not 5).
  Diagram d = parse_diagram("X.X\n...");
  FastBoard b(d.graph, d.config);
  ASSERT_TRUE(b.play(at(d.graph, "B2"), Player::Black));
  EXPECT_EQ(b.stone_count(at(d.graph, "C2")), 3);
  EXPECT_EQ(b.liberty_count(at(d.graph, "A2")), 3);
  EXPECT_EQ(b.origin(at(d.graph, "C2")), at(d.graph, "A2"));
  b.check_consistency();
}

TEST(READING_FastBoard, SelfCaptureFollowsTheOption) {
  //   A B
  // 2 . O
  // 1 O .
  // Black A2 or B1 has no liberty and captures nothing: forbidden, and also with 'multi' (one
  // stone); with 'all' it is played and removed, leaving the configuration as it was.
  Diagram d = parse_diagram(".O\nO.");
  FastBoard forbidden(d.graph, d.config, SelfCapture::Forbidden);
  EXPECT_FALSE(forbidden.play(at(d.graph, "A2"), Player::Black));
  EXPECT_EQ(forbidden.depth(), 0U);
  FastBoard multi(d.graph, d.config, SelfCapture::MultiStone);
  EXPECT_FALSE(multi.play(at(d.graph, "A2"), Player::Black));
  FastBoard all(d.graph, d.config, SelfCapture::All);
  ASSERT_TRUE(all.play(at(d.graph, "A2"), Player::Black));
  EXPECT_EQ(all.last_self_captured(), std::vector<Point>{at(d.graph, "A2")});
  EXPECT_EQ(all.configuration(), d.config);
  all.check_consistency();
}

TEST(READING_FastBoard, WorksOnARingGraph) {
  // Four points in a ring A1-B1-C1-D1-A1 (a 4x1 grid plus the arc D1-A1). White A1, black B1:
  // A1's neighbours are B1 and D1 (through the added arc), so its one liberty is D1, and black
  // D1 captures it.
  Graph g = Graph::grid(4, 1);
  g.add_arc(at(g, "A1"), at(g, "D1"));
  Configuration c(g.size());
  c.set(at(g, "A1"), Color::White);
  c.set(at(g, "B1"), Color::Black);
  FastBoard b(g, c);
  EXPECT_EQ(b.liberty_count(at(g, "A1")), 1);
  ASSERT_TRUE(b.play(at(g, "D1"), Player::Black));
  EXPECT_EQ(b.color(at(g, "A1")), Color::Empty);
  b.check_consistency();
}

TEST(READING_FastBoard, RejectsASetupStringWithoutLiberty) {
  Diagram d = parse_diagram("OX\nX.");
  EXPECT_THROW(FastBoard(d.graph, d.config), PreconditionError);
}

TEST(READING_FastBoard, StaysConsistentOnTheLargestBoard) {
  // 25x25 is the largest grid (GTP names); forty plays spread over it keep every invariant.
  Graph g = Graph::grid(25, 25);
  FastBoard b(g, Configuration(g.size()));
  for (int i = 0; i < 40; ++i)
    b.play(g.at(i % 25, (i * 7) % 25), i % 2 ? Player::White : Player::Black);
  EXPECT_NO_THROW(b.check_consistency());
}

}  // namespace
}  // namespace kospec::reading
