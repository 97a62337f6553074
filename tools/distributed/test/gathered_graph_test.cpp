// Renumbering a gathered graph (tools/distributed/gathered_graph.h) gives one process's graph: a
// complete graph of a corpus position, its states dealt at random to three "ranks" in a random
// order, renumbered under the state budget and depth limits one process explores with, is the
// graph explore_exact explores with those limits, state for state (by their canonical words)
// and edge for edge.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "sgf/sgf_file.h"
#include "tools/distributed/gathered_graph.h"
#include "tools/explore/region.h"

namespace kospec::distributed {
namespace {

struct Position {
  Game start;
  PointSet region;
};

Position position(const std::string& file, const std::string& ruleset) {
  const sgf::SgfGame game = sgf::read_game_file("corpus/cycles/" + file);
  return {Game(game.setup, parse_ruleset(ruleset, SelfCapture::Forbidden)),
          explore::parse_region(game.setup.graph, "moves", game.moves)};
}

// The complete graph dealt to three ranks in a random order.
GatheredGraph deal(explore::ExactGraph full, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<std::uint32_t> order(full.size());
  for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
  std::shuffle(order.begin(), order.end(), rng);
  GatheredGraph g;
  g.ranks.resize(3);
  std::vector<StateId> id(full.size());
  std::vector<std::vector<std::uint32_t>> dealt(3);  // by rank: the full graph's states, in order
  for (std::uint32_t s : order) {
    const auto r = static_cast<std::size_t>(rng() % 3);
    id[s] = state_id(static_cast<int>(r), static_cast<std::uint32_t>(dealt[r].size()));
    dealt[r].push_back(s);
  }
  for (std::size_t r = 0; r < 3; ++r) {
    GatheredRank& rank = g.ranks[r];
    rank.first_edge.push_back(0);
    for (std::uint32_t s : dealt[r]) {
      rank.states.push_back(full.states[s]);
      const auto [b, e] = full.edge_range(s);
      for (std::size_t i = b; i < e; ++i) {
        const explore::ExactEdge& x = full.edges[i];
        rank.edges.push_back({x.to == explore::ExactEdge::kNone ? GatheredEdge::kNone : id[x.to],
                              x.point, x.outcome, x.rule});
      }
      rank.first_edge.push_back(static_cast<std::uint32_t>(rank.edges.size()));
    }
    rank.expanded = rank.states.size();
  }
  g.start = id[0];
  g.rules = std::move(full.rules);
  return g;
}

void expect_same(const explore::ExactGraph& a, const explore::ExactGraph& b) {
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t s = 0; s < a.size(); ++s)
    ASSERT_EQ(a.rules->encode(a.states[s]), b.rules->encode(b.states[s])) << "state " << s;
  EXPECT_EQ(a.depth, b.depth);
  EXPECT_EQ(a.parent_edge, b.parent_edge);
  EXPECT_EQ(a.first_edge, b.first_edge);
  EXPECT_EQ(a.expanded, b.expanded);
  EXPECT_EQ(a.complete, b.complete);
  EXPECT_EQ(a.stopped_by, b.stopped_by);
  ASSERT_EQ(a.edges.size(), b.edges.size());
  for (std::size_t i = 0; i < a.edges.size(); ++i) {
    EXPECT_EQ(a.edges[i].to, b.edges[i].to) << "edge " << i;
    EXPECT_EQ(a.edges[i].point, b.edges[i].point) << "edge " << i;
    EXPECT_EQ(a.edges[i].outcome, b.edges[i].outcome) << "edge " << i;
    EXPECT_EQ(a.edges[i].rule, b.edges[i].rule) << "edge " << i;
  }
}

void check(const std::string& file, const std::string& ruleset, explore::ExactLimits limits) {
  const Position p = position(file, ruleset);
  const explore::ExactGraph one = explore::explore_exact(p.start, p.region, limits);
  explore::ExactGraph full = explore::explore_exact(p.start, p.region, {});
  ASSERT_TRUE(full.complete) << file;
  for (std::uint64_t seed : {1, 2, 3}) {
    SCOPED_TRACE(file + " under " + ruleset + ", seed " + std::to_string(seed));
    expect_same(
        renumber(deal(explore::explore_exact(p.start, p.region, {}), seed), p.region, limits), one);
  }
}

TEST(MPI_Renumber, CompleteGraphsAreOneProcesssGraphs) {
  check("triple-ko.sgf", "simple-ko", {});
  check("triple-ko.sgf", "positional-superko", {});
  check("double-ko-seki.sgf", "japanese", {});
}

TEST(MPI_Renumber, TheStateBudgetCutsWhereOneProcessCuts) {
  for (std::size_t budget : {1, 2, 7, 100, 500}) {
    explore::ExactLimits limits;
    limits.max_states = budget;
    check("triple-ko.sgf", "simple-ko", limits);
    check("triple-ko.sgf", "positional-superko", limits);
  }
}

TEST(MPI_Renumber, TheDepthLimitCutsWhereOneProcessCuts) {
  for (std::size_t depth : {1, 3, 6}) {
    explore::ExactLimits limits;
    limits.max_depth = depth;
    check("triple-ko.sgf", "positional-superko", limits);
    check("double-ko-seki.sgf", "japanese", limits);
  }
}

}  // namespace
}  // namespace kospec::distributed
