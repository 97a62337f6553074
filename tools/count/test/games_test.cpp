// The number of games under positional superko: simple paths from the empty position in the game
// graph, the empty path included. Expected numbers from J. Tromp and G. Farnebäck, "Combinatorics of
// Go" (via /work/shared/reference/ground-truth.md): 1x1 1, 1x2 9, 1x3 907, 1x4 2,098,407,841 (about
// 4 s in Release, 15 s under the sanitizers, on two threads); 2x2 is in count_long_test.cpp.
#include <gtest/gtest.h>

#include <bit>
#include <thread>

#include "spec/error.h"
#include "tools/count/games.h"
#include "tools/count/paths.h"
#include "tools/count/split.h"
#include "tools/count/symmetry.h"

namespace kospec::count {
namespace {

GameGraph graph_of(int columns, int rows) {
  return build_game_graph(smallboard::BitBoard(columns, rows), SelfCapture::All, 64);
}

std::vector<std::uint64_t> masks(const GameGraph& g) {
  std::vector<std::uint64_t> m;
  for (const auto& s : g.successors) {
    std::uint64_t mask = 0;
    for (std::uint32_t t : s) mask |= std::uint64_t{1} << t;
    m.push_back(mask);
  }
  return m;
}

// The definition, recursively: 1 for the path itself, plus the paths through each unvisited successor.
std::uint64_t simple_paths(const GameGraph& g, std::uint32_t at, std::uint64_t visited) {
  std::uint64_t n = 1;
  for (std::uint32_t next : g.successors[at]) {
    if (!((visited >> next) & 1U)) n += simple_paths(g, next, visited | (std::uint64_t{1} << next));
  }
  return n;
}

std::uint64_t games(int columns, int rows, GameCountOptions options = {}) {
  const GameCount c = count_games(graph_of(columns, rows), options, {});
  EXPECT_TRUE(c.complete);
  return c.games;
}

TEST(COUNT_Games, GamesOfTheSmallestBoardsMatchTrompFarneback) {
  EXPECT_EQ(games(1, 1), 1U);  // the empty game only: a stone on 1x1 captures itself
  EXPECT_EQ(games(1, 2), 9U);
  EXPECT_EQ(games(1, 3), 907U);
  EXPECT_EQ(games(3, 1), 907U);  // the transposed strip
}

TEST(COUNT_Games, GamesOn1x4MatchTrompFarneback) {
  GameCountOptions options;
  options.threads = 2;
  EXPECT_EQ(games(1, 4, options), 2098407841U);
}

TEST(COUNT_Games, TheRecursiveDefinitionGivesTheSameNumbers) {
  EXPECT_EQ(simple_paths(graph_of(1, 2), 0, 1), 9U);
  EXPECT_EQ(simple_paths(graph_of(1, 3), 0, 1), 907U);
}

// The split (symmetry, merging paths with the same end and node set) and threads change the work,
// never the count: checked against the plain walk of every path on 1x3 and on a 1x4 subtree.
TEST(COUNT_Games, SplitSymmetryAndThreadsDoNotChangeTheCount) {
  GameCountOptions plain;
  plain.use_symmetry = false;
  plain.min_subtrees = 1;  // one subtree: the root, every path walked
  EXPECT_EQ(games(1, 3, plain), 907U);
  for (std::size_t min : {1U, 2U, 10U, 100U, 100000U}) {
    for (unsigned threads : {1U, 2U, 3U}) {
      GameCountOptions o;
      o.min_subtrees = min;
      o.threads = threads;
      EXPECT_EQ(games(1, 3, o), 907U) << min << " " << threads;
      o.use_symmetry = false;
      EXPECT_EQ(games(1, 3, o), 907U) << min << " " << threads << " without symmetry";
    }
  }
}

TEST(COUNT_Games, SplitWeightsAddUpToThePathsOfTheirLength) {
  const GameGraph g = graph_of(1, 4);
  const auto adjacency = masks(g);
  const auto perms = node_permutations(g, board_symmetries(g.board));
  // Paths of each length from the empty position, by brute force to depth 6.
  std::vector<std::uint64_t> by_length(7, 0);
  auto walk = [&](auto&& self, std::uint32_t at, std::uint64_t visited,
                  std::size_t length) -> void {
    ++by_length[length];
    if (length == 6) return;
    for (std::uint32_t next : g.successors[at]) {
      if (!((visited >> next) & 1U))
        self(self, next, visited | (std::uint64_t{1} << next), length + 1);
    }
  };
  walk(walk, 0, 1, 0);
  for (std::size_t min : {2U, 20U, 200U}) {
    const Split split = split_paths(adjacency, 0, perms, min);
    ASSERT_LE(split.depth, 6U);
    std::uint64_t weights = 0;
    for (const Subtree& s : split.subtrees) weights += s.weight;
    EXPECT_EQ(weights, by_length[split.depth]) << "depth " << split.depth;
    std::uint64_t shorter = 0;
    for (std::size_t l = 0; l < split.depth; ++l) shorter += by_length[l];
    EXPECT_EQ(split.shorter, shorter);
  }
}

TEST(COUNT_Games, SymmetriesAreAutomorphismsOfTheGameGraph) {
  for (auto [c, r] : {std::pair{1, 4}, std::pair{2, 2}, std::pair{2, 3}, std::pair{3, 3}}) {
    const GameGraph g = build_game_graph(smallboard::BitBoard(c, r), SelfCapture::All, 100000);
    const auto symmetries = board_symmetries(g.board);
    EXPECT_EQ(symmetries.size(), c == r ? 16U : (c == 1 || r == 1 ? 4U : 8U)) << c << "x" << r;
    for (const auto& perm : node_permutations(g, symmetries)) {
      EXPECT_EQ(perm[0], 0U) << "the empty position is fixed";
      for (std::uint32_t from = 0; from < g.nodes.size(); ++from) {
        for (std::uint32_t to : g.successors[from]) {
          const auto& image = g.successors[perm[from]];
          ASSERT_TRUE(std::binary_search(image.begin(), image.end(), perm[to])) << c << "x" << r;
        }
      }
    }
  }
}

TEST(COUNT_Games, TheEightFirstMovesOf2x2AreOneClass) {
  const GameCount c = [] {
    const std::atomic<bool> stop{true};  // only the set-up is wanted
    run::RunControl control;
    control.stop = &stop;
    return count_games(graph_of(2, 2), {}, control);
  }();
  EXPECT_EQ(c.nodes, 57U);
  EXPECT_EQ(c.edges, 192U);
  EXPECT_EQ(c.symmetries, 16U);
  EXPECT_EQ(c.first_moves, 8U);
  EXPECT_EQ(c.first_move_classes, 1U);
  EXPECT_FALSE(c.complete);
  EXPECT_EQ(c.subtrees_done, 0U);
}

TEST(COUNT_Games, AStopFromAnotherThreadEndsTheCountWithALowerBound) {
  std::atomic<bool> stop{false};
  run::RunControl control;
  control.stop = &stop;
  GameCountOptions options;
  options.threads = 2;
  std::thread stopper([&stop] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    stop = true;
  });
  const GameCount c =
      count_games(graph_of(2, 2), options, control);  // half a minute or more if not stopped
  stopper.join();
  EXPECT_FALSE(c.complete);
  EXPECT_LT(c.subtrees_done, c.subtrees);
  EXPECT_GT(c.games, 1000U);
  EXPECT_LT(c.games, 386356909593U);
}

TEST(COUNT_Games, TheWalkerStopsAndResumesWithoutLosingPaths) {
  const GameGraph g = graph_of(1, 3);
  const auto adjacency = masks(g);
  for (std::uint64_t budget : {1U, 2U, 7U, 100U}) {
    SimplePathWalker walker(adjacency, 0, 1);
    int slices = 0;
    while (!walker.walk(budget)) ++slices;
    EXPECT_EQ(walker.paths(), 907U) << budget;
    if (budget == 1) {
      EXPECT_GT(slices, 100);
    }
  }
}

TEST(COUNT_Games, RefusesGraphsOfMoreThan64Nodes) {
  const GameGraph g = build_game_graph(smallboard::BitBoard(1, 5), SelfCapture::All, 1000);
  EXPECT_EQ(g.nodes.size(), 113U);  // L(1,5)
  EXPECT_THROW((void)count_games(g, {}, {}), PreconditionError);
  EXPECT_THROW((void)build_game_graph(smallboard::BitBoard(1, 5), SelfCapture::All, 64),
               InputError);
}

}  // namespace
}  // namespace kospec::count
