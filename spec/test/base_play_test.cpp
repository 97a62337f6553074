// PASS and the composition of the base rules (OCC, R5, SUI) into one play.
#include "spec/base_play.h"

#include <gtest/gtest.h>

#include "spec/diagram.h"

namespace kospec {
namespace {

TEST(PASS_Pass, PassIsLegalAndChangesNothing) {
  Diagram d = parse_diagram("X.\n.O");
  PlayResult r =
      apply_base_rules(d.graph, d.config, Move::pass(Player::White), SelfCapture::Forbidden);
  EXPECT_EQ(r.verdict.outcome, Outcome::Legal);
  EXPECT_EQ(r.verdict.deciding, RuleId::PASS);
  EXPECT_EQ(r.after, d.config);
}

TEST(PASS_BasePlay, TraceNamesOccCaptureAndSelfCapture) {
  // Simple ko shape (3x4). White's stone at B2 has one liberty, C2:
  //   A B C D
  // 3 . X O .
  // 2 X O . O
  // 1 . X O .
  Diagram d = parse_diagram(".XO.\nXO.O\n.XO.");
  PlayResult r =
      apply_base_rules(d.graph, d.config, Move::play(Player::Black, *d.graph.parse_name("C2")),
                       SelfCapture::Forbidden);
  ASSERT_EQ(r.verdict.outcome, Outcome::Legal);
  ASSERT_EQ(r.verdict.trace.size(), 3U);
  EXPECT_EQ(r.verdict.trace[0].rule, RuleId::OCC);
  EXPECT_EQ(r.verdict.trace[1].rule, RuleId::R5);
  EXPECT_EQ(r.verdict.trace[1].statement, "captures B2 (strings whose only liberty was C2)");
  EXPECT_EQ(r.verdict.trace[2].rule, RuleId::SUI);
  EXPECT_EQ(r.captured, PointSet{*d.graph.parse_name("B2")});
  EXPECT_EQ(r.after, parse_diagram(".XO.\nX.XO\n.XO.").config);
}

TEST(PASS_BasePlay, PointListNamesPointsInIndexOrder) {
  Graph g = Graph::grid(3, 3);
  EXPECT_EQ(point_list(g, PointSet{*g.parse_name("C1"), *g.parse_name("A3")}), "A3, C1");
  EXPECT_EQ(point_list(g, PointSet{}), "none");
}

}  // namespace
}  // namespace kospec
