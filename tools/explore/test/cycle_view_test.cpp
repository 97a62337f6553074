// The drawn cycle: the main line's lasso found in the state graph, every ruleset's verdict on the
// walk (checked against the corpus manifest's hand-worked expectations), and the picture's content.
#include <gtest/gtest.h>

#include "sgf/sgf_file.h"
#include "tools/explore/cycle_view.h"
#include "tools/explore/region.h"
#include "tools/explore/render.h"
#include "tools/explore/state_picture.h"

namespace kospec::explore {
namespace {

struct Case {
  sgf::SgfGame game;
  StateGraph graph;
  std::vector<Cycle> cycles;
};

Case explore_case(const std::string& name) {
  Case c{sgf::read_game_file("corpus/cycles/" + name + ".sgf"), {}, {}};
  const PointSet region = parse_region(c.game.setup.graph, "moves", c.game.moves);
  Game start(c.game.setup, parse_ruleset("no-ko", SelfCapture::Forbidden));
  c.graph = explore_states(start, region, {});
  std::size_t total = 0;
  c.cycles = elementary_cycles(c.graph, 12, total);
  return c;
}

std::vector<Ruleset> rulesets(std::initializer_list<const char*> names) {
  std::vector<Ruleset> out;
  for (const char* n : names) out.push_back(parse_ruleset(n, SelfCapture::Forbidden));
  return out;
}

TEST(EXPLORE_MainLine, TripleKoMainLineIsASixStateCycleFromTheStart) {
  // triple-ko.sgf: ply 6 restores the setup with Black to move (the SGF's hand analysis), so the
  // main line is a cycle through the start state S0 with no lead, and its moves are plies 1-6.
  const Case c = explore_case("triple-ko");
  const auto lasso = main_line_lasso(c.graph, c.game.moves);
  ASSERT_TRUE(lasso.has_value());
  EXPECT_TRUE(lasso->lead.empty());
  ASSERT_EQ(lasso->cycle.states.size(), 6u);
  EXPECT_EQ(lasso->cycle.states.front(), 0u);
  for (std::size_t i = 0; i < 6; ++i)
    EXPECT_EQ(c.graph.edges[lasso->cycle.edges[i]].move, c.game.moves[i]);
}

TEST(EXPLORE_MainLine, VerdictsOnTheWalkMatchTheManifest) {
  // corpus/cycles/manifest.json, triple ko: PSK ply 6, NR (japanese) ply 12, R9 (cycle-sets)
  // ply 8, simple-ko complete; plies count from the setup.
  const Case c = explore_case("triple-ko");
  const auto lasso = *main_line_lasso(c.graph, c.game.moves);
  const CycleWalk plan = plan_walk(c.graph, lasso, {});
  const auto judged =
      judge_walk(c.game.setup, plan.walk, plan.sides,
                 rulesets({"simple-ko", "japanese", "positional-superko", "cycle-sets"}));
  ASSERT_EQ(judged.stops.size(), 4u);
  EXPECT_FALSE(judged.stops[0].step.has_value());
  EXPECT_EQ(judged.stops[1].ply, 12u);
  EXPECT_EQ(judged.stops[1].verdict.deciding, RuleId::NR);
  EXPECT_EQ(judged.stops[2].ply, 6u);
  EXPECT_EQ(judged.stops[2].verdict.deciding, RuleId::PSK);
  EXPECT_EQ(judged.stops[3].ply, 8u);
  EXPECT_EQ(judged.stops[3].verdict.deciding, RuleId::R9);
  // The immediate retake W B3 after ply 1 (B B2 captured B3 with a one-stone string in atari) is
  // the basic ko: simple-ko forbids it by KO at the first state after the start.
  bool retake_forbidden = false;
  for (const SideVerdict& v : judged.sides) {
    if (v.step == 1 && v.ruleset == 0 && !v.move.is_pass() &&
        c.game.setup.graph.name(*v.move.point) == "B3")
      retake_forbidden = v.verdict.outcome == Outcome::Illegal && v.verdict.deciding == RuleId::KO;
  }
  EXPECT_TRUE(retake_forbidden);
}

TEST(EXPLORE_MainLine, WhenTheMainLineLeavesTheGraphItsPathLeadsToTheClosestCycle) {
  // ssk-vs-nssk.sgf: 1 B C1, 2 W pass, 3 B D5 x C5, 4 W C5 x D5 (the SGF's main line). The states
  // after plies 2 and 4 differ (one follows a pass), and plies 5-6 are two passes (the end), so the
  // main line repeats no state; the ko D5/C5 is the cycle it shares two states with, entered by
  // the main line's own plies 1-3; simple-ko forbids ply 4 (manifest: KO at ply 4).
  const Case c = explore_case("ssk-vs-nssk");
  EXPECT_FALSE(main_line_lasso(c.graph, c.game.moves).has_value());
  const auto chosen = choose_lasso(c.graph, c.cycles, c.game.moves, std::nullopt);
  ASSERT_TRUE(chosen.has_value());
  ASSERT_EQ(chosen->lasso.lead.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i)
    EXPECT_EQ(c.graph.edges[chosen->lasso.lead[i]].move, c.game.moves[i]);
  EXPECT_EQ(chosen->lasso.cycle.states.size(), 2u);
  const CycleWalk plan = plan_walk(c.graph, chosen->lasso, {});
  const auto judged = judge_walk(c.game.setup, plan.walk, {}, rulesets({"simple-ko"}));
  EXPECT_EQ(judged.stops[0].ply, 4u);
  EXPECT_EQ(judged.stops[0].verdict.deciding, RuleId::KO);
}

TEST(EXPLORE_Picture, EveryStateOfTheCycleIsABoardPictureAndEveryRulesetIsInTheLegend) {
  const Case c = explore_case("triple-ko");
  const auto lasso = *main_line_lasso(c.graph, c.game.moves);
  const CycleWalk plan = plan_walk(c.graph, lasso, {});
  const auto rs = rulesets({"simple-ko", "positional-superko", "cycle-sets"});
  const auto judged = judge_walk(c.game.setup, plan.walk, plan.sides, rs);
  const Drawing d = draw_cycle(c.graph, c.game.setup.graph, lasso, plan, judged,
                               {"simple-ko", "positional-superko", "cycle-sets"}, "t");
  EXPECT_EQ(d.pictures.size(), 6u);
  for (const char* s : {"simple-ko", "positional-superko", "cycle-sets", "6 PSK", "8 R9"})
    EXPECT_NE(d.dot.find(s), std::string::npos) << s;
  const std::string svg = render_with_pictures(d.dot, d.engine, d.pictures, "svg");
  EXPECT_EQ(svg, render_with_pictures(d.dot, d.engine, d.pictures, "svg"));  // same bytes
  std::size_t nested = 0;
  for (std::size_t at = svg.find("<svg x="); at != std::string::npos;
       at = svg.find("<svg x=", at + 1))
    ++nested;
  EXPECT_EQ(nested, 6u);
  EXPECT_NE(svg.find("S0 \u00b7 Black to move"), std::string::npos);
}

}  // namespace
}  // namespace kospec::explore
