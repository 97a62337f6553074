// The explorer on corpus positions: the cycles it finds and how each ruleset judges them, checked
// against the corpus manifest's hand-worked expectations; determinism; limits; diagrams.
#include <gtest/gtest.h>

#include "sgf/sgf_file.h"
#include "spec/error.h"
#include "tools/explore/cycles.h"
#include "tools/explore/dot_writer.h"
#include "tools/explore/region.h"
#include "tools/explore/render.h"
#include "tools/explore/walk_verdicts.h"

namespace kospec::explore {
namespace {

struct Explored {
  sgf::SgfGame game;
  StateGraph graph;
  std::vector<Cycle> cycles;
};

Explored explore_file(const std::string& file, const std::string& ruleset,
                      ExploreLimits limits = {}) {
  sgf::SgfGame game = sgf::read_game_file("corpus/cycles/" + file);
  const PointSet region = parse_region(game.setup.graph, "moves", game.moves);
  Game start(game.setup, parse_ruleset(ruleset, SelfCapture::Forbidden));
  StateGraph graph = explore_states(start, region, limits);
  std::size_t total = 0;
  auto cycles = elementary_cycles(graph, 100, total);
  return {std::move(game), std::move(graph), std::move(cycles)};
}

bool board_plays_only(const StateGraph& g, const Cycle& c) {
  for (std::size_t e : c.edges) {
    if (g.edges[e].move.is_pass()) return false;
  }
  return true;
}

// How `ruleset` judges the cycle played twice after its path from the start (the rules layer).
struct CycleStop {
  Outcome outcome = Outcome::Legal;  // Legal: both runs complete
  std::size_t ply = 0;               // the stopping ply, from the setup
  RuleId rule = RuleId::PASS;
};

CycleStop stop_of(const Explored& x, const Cycle& c, const std::string& ruleset) {
  std::vector<Move> walk = path_to(x.graph, c.states.front());
  for (int run = 0; run < 2; ++run) {
    for (std::size_t e : c.edges) walk.push_back(x.graph.edges[e].move);
  }
  const WalkStop s =
      judge_walk(x.game.setup, walk, {}, {parse_ruleset(ruleset, SelfCapture::Forbidden)}).stops[0];
  if (!s.step) return {};
  return {s.verdict.outcome, s.ply, s.verdict.deciding};
}

TEST(EXPLORE_Cycles, SimpleKoHasOneCycleOfCaptureAndRetake) {
  // corpus/cycles/simple-ko.sgf: the only cycle of board plays is the capture and the retake;
  // played twice it is judged as the manifest's simple-ko case (KO 2, PSK 2, R9 4, ...).
  const Explored x = explore_file("simple-ko.sgf", "no-ko");
  std::vector<const Cycle*> plays;
  for (const Cycle& c : x.cycles) {
    if (board_plays_only(x.graph, c)) plays.push_back(&c);
  }
  ASSERT_EQ(plays.size(), 1U);
  EXPECT_EQ(plays[0]->edges.size(), 2U);
  EXPECT_EQ(stop_of(x, *plays[0], "no-ko").outcome, Outcome::Legal);
  EXPECT_EQ(stop_of(x, *plays[0], "simple-ko").ply, 2U);
  EXPECT_EQ(stop_of(x, *plays[0], "simple-ko").rule, RuleId::KO);
  EXPECT_EQ(stop_of(x, *plays[0], "positional-superko").rule, RuleId::PSK);
  EXPECT_EQ(stop_of(x, *plays[0], "cycle-sets").ply, 4U);
  EXPECT_EQ(stop_of(x, *plays[0], "cycle-sets").rule, RuleId::R9);
}

TEST(EXPLORE_Cycles, TripleKoSixPlyCycleAsTheManifestSays) {
  // corpus/cycles/triple-ko.sgf, manifest: japanese no result at ply 12 (NR), PSK/SSK/NSSK/SPB at
  // ply 6, cycle-sets R9 at ply 8, simple-ko complete.
  const Explored x = explore_file("triple-ko.sgf", "no-ko");
  const Cycle* six = nullptr;
  for (const Cycle& c : x.cycles) {
    if (c.edges.size() == 6 && board_plays_only(x.graph, c) && c.states.front() == 0) six = &c;
  }
  ASSERT_NE(six, nullptr);
  EXPECT_EQ(stop_of(x, *six, "simple-ko").outcome, Outcome::Legal);
  EXPECT_EQ(stop_of(x, *six, "japanese").outcome, Outcome::NoResult);
  EXPECT_EQ(stop_of(x, *six, "japanese").ply, 12U);
  for (const char* superko :
       {"positional-superko", "situational-superko", "natural-situational-superko", "spight"}) {
    EXPECT_EQ(stop_of(x, *six, superko).ply, 6U) << superko;
  }
  EXPECT_EQ(stop_of(x, *six, "cycle-sets").ply, 8U);
}

TEST(EXPLORE_Cycles, SuperkoStateGraphsHaveNoCycles) {
  // Under positional superko no configuration repeats, so the states (which hold every
  // configuration seen) never repeat either: no cycle.
  for (const char* file :
       {"simple-ko.sgf", "sending-two-returning-one.sgf", "two-kos-one-liberty.sgf"}) {
    const Explored x = explore_file(file, "positional-superko");
    EXPECT_TRUE(x.cycles.empty()) << file;
    EXPECT_TRUE(x.graph.complete) << file;
  }
}

TEST(EXPLORE_Graph, ForbiddenMovesAreEdgesWithoutTargetNamingTheRule) {
  const Explored x = explore_file("simple-ko.sgf", "simple-ko");
  bool ko_edge = false;
  for (const StateEdge& e : x.graph.edges) ko_edge = ko_edge || (!e.to && e.rule == RuleId::KO);
  EXPECT_TRUE(ko_edge);
  const std::string dot = write_dot(x.graph, x.game.setup.graph, x.cycles, 300, "t");
  EXPECT_EQ(dot, write_dot(x.graph, x.game.setup.graph, x.cycles, 300, "t"));  // same bytes
  EXPECT_NE(dot.find("style=dashed, color=red"), std::string::npos);
  EXPECT_NE(dot.find("\\nKO\""), std::string::npos);
  EXPECT_NE(dot.find("rank=same"), std::string::npos);
}

TEST(EXPLORE_Graph, LimitsStopAndSaySo) {
  const Explored x = explore_file("triple-ko.sgf", "no-ko", ExploreLimits{5, 64, false, {}});
  EXPECT_FALSE(x.graph.complete);
  EXPECT_EQ(x.graph.nodes.size(), 5U);
  EXPECT_NE(x.graph.stopped_by.find("max-states"), std::string::npos);
}

TEST(EXPLORE_Graph, BigGraphsDrawOnlyTheCycles) {
  const Explored x = explore_file("triple-ko.sgf", "no-ko");
  const std::string dot = write_dot(x.graph, x.game.setup.graph, x.cycles, 10, "t");
  EXPECT_NE(dot.find("states left out"), std::string::npos);
}

TEST(EXPLORE_Region, ParsesListsRectanglesAndRejectsOffBoardPoints) {
  const Graph g = Graph::grid(5, 5);
  EXPECT_EQ(parse_region(g, "A1:B2", {}).size(), 4U);
  EXPECT_EQ(parse_region(g, "A1,C3,A1", {}).size(), 2U);
  EXPECT_EQ(parse_region(g, "all", {}).size(), 25U);
  EXPECT_THROW(parse_region(g, "Z9", {}), InputError);
  EXPECT_THROW(parse_region(g, "moves", {}), InputError);
}

TEST(EXPLORE_Render, SvgAndPngThroughTheGraphvizLibrary) {
  const std::string dot = "digraph { a -> b; }";
  const std::string svg = render_dot(dot, "svg");
  EXPECT_NE(svg.find("<svg"), std::string::npos);
  const std::string png = render_dot(dot, "png");
  ASSERT_GT(png.size(), 8U);
  EXPECT_EQ(png.substr(1, 3), "PNG");  // the PNG signature: \x89 P N G
  EXPECT_THROW(render_dot("not dot at all {", "svg"), InputError);
}

}  // namespace
}  // namespace kospec::explore
