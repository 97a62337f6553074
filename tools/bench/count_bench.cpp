// Whole-small-board enumeration speed (tools/explore): distinct positions per second and bytes per
// stored position for the 4x4 game graph; legal colourings checked per second; simple paths
// (games) walked per second for the 1x4 game count and for one 2x2 subtree.
//   build-release/tools/bench/count_bench [--benchmark_filter=Enumerate]
#include <benchmark/benchmark.h>

#include "tools/count/games.h"
#include "tools/count/legal.h"
#include "tools/count/paths.h"
#include "tools/count/reachable.h"
#include "tools/count/split.h"
#include "tools/count/symmetry.h"

namespace kospec::count {
namespace {

// The positions of the game graph reached from the empty board: 24,318,165 on 4x4.
void BM_Enumerate4x4(benchmark::State& state) {
  const smallboard::BitBoard board(4, 4);
  Reachable last(1);
  for (auto _ : state) {
    Reachable r = enumerate_reachable(board, {});
    benchmark::DoNotOptimize(r.positions);
    last = std::move(r);
  }
  state.counters["positions"] = static_cast<double>(last.positions);
  state.counters["edges"] = static_cast<double>(last.edges);
  state.counters["positions/s"] = benchmark::Counter(static_cast<double>(last.positions),
                                                     benchmark::Counter::kIsIterationInvariantRate);
  state.counters["moves/s"] = benchmark::Counter(static_cast<double>(last.edges),
                                                 benchmark::Counter::kIsIterationInvariantRate);
  // All the storage of the search: the reached and the pending tables, one bit a colouring each.
  state.counters["bytes/position"] =
      static_cast<double>(last.table_bytes) / static_cast<double>(last.positions);
}
BENCHMARK(BM_Enumerate4x4)->Unit(benchmark::kSecond)->Iterations(2);

// The direct count: all 3^16 colourings of 4x4 checked for a string without a liberty.
void BM_LegalColourings4x4(benchmark::State& state) {
  const smallboard::BitBoard board(4, 4);
  std::uint64_t colourings = 0;
  for (auto _ : state) {
    const LegalCount c = count_legal(board, nullptr, {});
    benchmark::DoNotOptimize(c.legal);
    colourings = c.colourings;
  }
  state.counters["colourings/s"] = benchmark::Counter(
      static_cast<double>(colourings), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_LegalColourings4x4)->Unit(benchmark::kSecond)->Iterations(2);

// The whole 1x4 game count (2,098,407,841 games) with 1 and 2 threads: games per second, and the
// paths the walks actually visit per second (fewer, thanks to the symmetric split).
void BM_Games1x4(benchmark::State& state) {
  const GameGraph graph = build_game_graph(smallboard::BitBoard(1, 4), SelfCapture::All, 64);
  GameCountOptions options;
  options.threads = static_cast<unsigned>(state.range(0));
  GameCount last;
  for (auto _ : state) {
    last = count_games(graph, options, {});
    benchmark::DoNotOptimize(last.games);
  }
  state.counters["games/s"] = benchmark::Counter(static_cast<double>(last.games),
                                                 benchmark::Counter::kIsIterationInvariantRate);
  state.counters["paths_walked/s"] = benchmark::Counter(
      static_cast<double>(last.paths_walked), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_Games1x4)->Arg(1)->Arg(2)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

// The inner loop alone: 2^28 paths of the first 2x2 subtree of the split (one thread).
void BM_Walk2x2Subtree(benchmark::State& state) {
  const GameGraph graph = build_game_graph(smallboard::BitBoard(2, 2), SelfCapture::All, 64);
  std::vector<std::uint64_t> adjacency;
  for (const auto& successors : graph.successors) {
    std::uint64_t mask = 0;
    for (std::uint32_t s : successors) mask |= std::uint64_t{1} << s;
    adjacency.push_back(mask);
  }
  const Split split =
      split_paths(adjacency, 0, node_permutations(graph, board_symmetries(graph.board)), 64);
  const Subtree& first = split.subtrees.front();
  constexpr std::uint64_t kPaths = std::uint64_t{1} << 28;
  std::uint64_t walked = 0;
  for (auto _ : state) {
    SimplePathWalker walker(adjacency, first.end, first.visited);
    walker.walk(kPaths);
    walked = walker.paths();
    benchmark::DoNotOptimize(walked);
  }
  state.counters["paths/s"] = benchmark::Counter(static_cast<double>(walked),
                                                 benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_Walk2x2Subtree)->Unit(benchmark::kSecond)->Iterations(2);

}  // namespace
}  // namespace kospec::count

BENCHMARK_MAIN();
