// The positions of small boards against the published numbers: J. Tromp and G. Farnebäck,
// "Combinatorics of Go" (2006, revised 2016), via /work/shared/reference/ground-truth.md:
//   legal positions L(m,n) (OEIS A102620 for 1xn, A094777 for nxn): 1x1 1, 1x2 5, 1x3 15, 1x4 41,
//   1x5 113, 1x6 313, 1x7 867, 2x2 57, 3x3 12,675;
//   the game graph G(1,2) has 5 nodes and 12 edges, G(1,3) 15 nodes and 42 edges;
//   average out-degrees (Table 8): 1x2 2.4, 1x3 2.8, 1x4 3.512, 2x2 3.368, 2x3 4.728, 3x3 6.801.
#include <gtest/gtest.h>

#include <cmath>

#include "spec/error.h"
#include "tools/count/game_graph.h"
#include "tools/count/legal.h"
#include "tools/count/reachable.h"

namespace kospec::count {
namespace {

struct Counted {
  Reachable reachable;
  LegalCount legal;
};

Counted count(int columns, int rows) {
  const smallboard::BitBoard board(columns, rows);
  Reachable reachable = enumerate_reachable(board, {});
  const LegalCount legal = count_legal(board, &reachable.reached, {});
  return {std::move(reachable), legal};
}

// L(m,n) both ways: counted directly over all colourings, and reached from the empty board; the
// two sets are the same (every legal position reached, no illegal one).
void expect_legal_positions(int columns, int rows, std::uint64_t expected) {
  const Counted c = count(columns, rows);
  ASSERT_TRUE(c.reachable.complete && c.legal.complete);
  EXPECT_EQ(c.legal.legal, expected) << columns << "x" << rows << " legal colourings";
  EXPECT_EQ(c.reachable.positions, expected)
      << columns << "x" << rows << " reached from the empty board";
  EXPECT_EQ(c.legal.legal_and_reached, expected) << columns << "x" << rows << " legal and reached";
  EXPECT_EQ(c.legal.reached_illegal, 0U) << columns << "x" << rows;
  EXPECT_EQ(c.reachable.expanded, c.reachable.positions);
}

TEST(COUNT_Positions, LegalPositionsOfStripsMatchTrompFarneback) {
  expect_legal_positions(1, 1, 1);
  expect_legal_positions(1, 2, 5);
  expect_legal_positions(1, 3, 15);
  expect_legal_positions(1, 4, 41);
  expect_legal_positions(1, 5, 113);
  expect_legal_positions(1, 6, 313);
  expect_legal_positions(1, 7, 867);
}

TEST(COUNT_Positions, LegalPositionsOfSquaresMatchTrompFarneback) {
  expect_legal_positions(2, 2, 57);  // = 3^4 - 16 - 8, the paper's sanity check
  expect_legal_positions(3, 3, 12675);
}

TEST(COUNT_Positions, TransposedBoardsHaveTheSameCounts) {
  expect_legal_positions(7, 1, 867);
  expect_legal_positions(3, 1, 15);
  const Counted a = count(2, 3);
  const Counted b = count(3, 2);
  EXPECT_EQ(a.reachable.positions, b.reachable.positions);
  EXPECT_EQ(a.reachable.edges, b.reachable.edges);
}

TEST(COUNT_Positions, GameGraphsOf1x2And1x3HaveThePapersNodesAndEdges) {
  const Counted g12 = count(1, 2);
  EXPECT_EQ(g12.reachable.positions, 5U);
  EXPECT_EQ(g12.reachable.edges, 12U);
  const Counted g13 = count(1, 3);
  EXPECT_EQ(g13.reachable.positions, 15U);
  EXPECT_EQ(g13.reachable.edges, 42U);
}

// Table 8 gives three decimals.
TEST(COUNT_Positions, AverageOutDegreesMatchTable8) {
  const struct {
    int columns, rows;
    double degree;
  } table8[] = {{1, 2, 2.4},   {1, 3, 2.8},   {1, 4, 3.512},
                {2, 2, 3.368}, {2, 3, 4.728}, {3, 3, 6.801}};
  for (const auto& row : table8) {
    const Counted c = count(row.columns, row.rows);
    const double degree =
        static_cast<double>(c.reachable.edges) / static_cast<double>(c.reachable.positions);
    EXPECT_NEAR(degree, row.degree, 0.0005) << row.columns << "x" << row.rows;
  }
}

// The fast enumeration counts moves that change the position as edges, claiming that no two moves
// from one position lead to the same one: the explicit graph (successors merged) checks it.
TEST(COUNT_Positions, EdgesAreTheExplicitGraphsDistinctSuccessors) {
  for (auto [c, r] :
       {std::pair{1, 4}, std::pair{2, 2}, std::pair{2, 3}, std::pair{3, 3}, std::pair{1, 7}}) {
    const smallboard::BitBoard board(c, r);
    const GameGraph graph = build_game_graph(board, SelfCapture::All, 100000);
    const Counted counted = count(c, r);
    EXPECT_EQ(graph.nodes.size(), counted.reachable.positions) << board.size_name();
    EXPECT_EQ(graph.moves, graph.edge_count())
        << board.size_name() << ": two moves reach the same position";
    EXPECT_EQ(graph.edge_count(), counted.reachable.edges) << board.size_name();
  }
}

TEST(COUNT_Positions, OneStoneSelfCaptureIsTheOnlyDifferenceBetweenAllAndMulti) {
  for (auto [c, r] : {std::pair{1, 4}, std::pair{2, 2}, std::pair{3, 3}}) {
    const smallboard::BitBoard board(c, r);
    const GameGraph all = build_game_graph(board, SelfCapture::All, 100000);
    const GameGraph multi = build_game_graph(board, SelfCapture::MultiStone, 100000);
    EXPECT_EQ(all.indices, multi.indices) << board.size_name();
    EXPECT_EQ(all.successors, multi.successors) << board.size_name();
  }
}

TEST(COUNT_Positions, AStopRequestedBeforeTheStartLeavesTheSearchIncomplete) {
  const std::atomic<bool> stop{true};
  run::RunControl control;
  control.stop = &stop;
  const Reachable stopped = enumerate_reachable(smallboard::BitBoard(3, 4), control);
  const Reachable whole = enumerate_reachable(smallboard::BitBoard(3, 4), {});
  EXPECT_FALSE(stopped.complete);
  EXPECT_TRUE(whole.complete);
  EXPECT_GT(stopped.positions, 1U);
  EXPECT_LT(stopped.expanded, whole.expanded);
}

TEST(COUNT_Positions, ProgressLinesArriveWhenAsked) {
  run::RunControl control;
  control.progress_every = std::chrono::milliseconds(1);
  int lines = 0;
  control.progress = [&lines](const std::string& line) {
    ++lines;
    EXPECT_NE(line.find("count positions 3x4: sweep 1"), std::string::npos) << line;
  };
  (void)enumerate_reachable(smallboard::BitBoard(3, 4), control);
  EXPECT_GT(lines, 0);
}

TEST(COUNT_Positions, RejectsBoardsBeyondTheVisitedTable) {
  EXPECT_THROW((void)enumerate_reachable(smallboard::BitBoard(3, 7), {}), InputError);
  EXPECT_THROW((void)count_legal(smallboard::BitBoard(3, 7), nullptr, {}), InputError);
}

}  // namespace
}  // namespace kospec::count
