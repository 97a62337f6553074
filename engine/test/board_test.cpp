// The native board against the spec: every move of every colouring of small boards (grids and a
// torus) gives what spec/base_play.h gives, under each self-capture option; and hand-worked
// diagrams.
#include <gtest/gtest.h>

#include "engine/board.h"
#include "properties/generators.h"
#include "spec/base_play.h"
#include "spec/base_setup.h"
#include "spec/diagram.h"
#include "spec/error.h"

namespace kospec::engine {
namespace {

// Calls f(configuration) for every colouring of `graph` (3^n of them).
template <class F>
void for_each_colouring(const Graph& graph, F f) {
  const std::size_t n = graph.size();
  std::vector<int> digits(n, 0);
  for (;;) {
    Configuration c(n);
    for (std::size_t i = 0; i < n; ++i) {
      if (digits[i] != 0)
        c.set(Point(static_cast<std::uint32_t>(i)), digits[i] == 1 ? Color::Black : Color::White);
    }
    f(c);
    std::size_t i = 0;
    while (i < n && ++digits[i] == 3) digits[i++] = 0;
    if (i == n) return;
  }
}

void expect_base_rules_match(const Graph& graph) {
  const Geometry geometry(graph);
  int compared = 0;
  for_each_colouring(graph, [&](const Configuration& config) {
    const Board board = board_of(config);
    for (Point p : graph.points()) {
      for (Player player : {Player::Black, Player::White}) {
        for (SelfCapture option :
             {SelfCapture::Forbidden, SelfCapture::MultiStone, SelfCapture::All}) {
          const PlayResult spec = apply_base_rules(graph, config, Move::play(player, p), option);
          const PlayEffect e = play(geometry, board, static_cast<int>(p.index()), player, option);
          ASSERT_EQ(e.legal, spec.verdict.legal()) << graph.size_name() << " " << graph.name(p);
          if (!e.legal) {
            ASSERT_EQ(e.rule, spec.verdict.deciding);
            continue;
          }
          ASSERT_EQ(configuration_of(e.after, geometry.points()), spec.after);
          ASSERT_EQ(points_of(e.captured), spec.captured);
          ASSERT_EQ(points_of(e.self_captured), spec.self_captured);
          ++compared;
        }
      }
    }
  });
  EXPECT_GT(compared, 0);
}

TEST(ENGINE_Board, EveryMoveOfEveryColouringMatchesTheSpec) {
  expect_base_rules_match(Graph::grid(2, 2));
  expect_base_rules_match(Graph::grid(3, 2));
  expect_base_rules_match(Graph::grid(1, 5));
  expect_base_rules_match(Graph::grid(3, 3));
  expect_base_rules_match(props::make_board(3, 2, true));  // a torus: wrap arcs
}

TEST(ENGINE_Board, CaptureAndSelfCaptureOnAHandWorkedDiagram) {
  //   A B C
  // 3 X O .     White's string B3 B2 has the liberties C3 and C2.
  // 2 X O .     Black C2 leaves it C3 only; Black C3 then captures both stones.
  // 1 . X .
  const Diagram d = parse_diagram("XO.\nXO.\n.X.");
  const Geometry g(d.graph);
  const auto at = [&](const char* n) { return static_cast<int>(d.graph.parse_name(n)->index()); };
  const PlayEffect first =
      play(g, board_of(d.config), at("C2"), Player::Black, SelfCapture::Forbidden);
  ASSERT_TRUE(first.legal);
  EXPECT_TRUE(first.captured.empty());
  const PlayEffect second = play(g, first.after, at("C3"), Player::Black, SelfCapture::Forbidden);
  ASSERT_TRUE(second.legal);
  EXPECT_EQ(second.captured, Mask::of(at("B3")) | Mask::of(at("B2")));
  // Then (X . X / X . X / . X .) White at A1, beside A2 and B1 (black strings with other
  // liberties), has no liberty: a self-capture, forbidden by default, legal under "all" where it
  // removes only that stone.
  EXPECT_FALSE(play(g, second.after, at("A1"), Player::White, SelfCapture::Forbidden).legal);
  EXPECT_FALSE(play(g, second.after, at("A1"), Player::White, SelfCapture::MultiStone).legal);
  const PlayEffect all = play(g, second.after, at("A1"), Player::White, SelfCapture::All);
  ASSERT_TRUE(all.legal);
  EXPECT_EQ(all.self_captured, Mask::of(at("A1")));
  EXPECT_EQ(all.after, second.after);
  // OCC: a play on a stone.
  EXPECT_EQ(play(g, board_of(d.config), at("A3"), Player::White, SelfCapture::All).rule,
            RuleId::OCC);
}

TEST(ENGINE_Board, BoardsOfMoreThan128PointsAreRefusedWithTheirSize) {
  EXPECT_NO_THROW(Geometry{Graph::grid(11, 11)});           // 121 points
  EXPECT_THROW(Geometry{Graph::grid(12, 11)}, InputError);  // 132 points
}

}  // namespace
}  // namespace kospec::engine
