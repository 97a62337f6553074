// kospec solve, native search: nodes per second on the published small positions and on a capped
// 1x6 search (raw speed when the table is busy). Figures in the README.
#include <benchmark/benchmark.h>

#include "spec/diagram.h"
#include "tools/solve/solve.h"

namespace {

using namespace kospec;

Game game_of(const char* diagram, const char* ruleset) {
  Diagram d = parse_diagram(diagram);
  return Game(GameSetup{d.graph, d.config, Player::Black},
              parse_ruleset(ruleset, SelfCapture::All));
}

void solve_bench(benchmark::State& state, const char* diagram, const char* ruleset,
                 std::uint64_t max_nodes) {
  const Game start = game_of(diagram, ruleset);
  solve::SolveLimits limits;
  limits.max_nodes = max_nodes;
  limits.table_bytes = std::size_t{16} << 20;
  std::uint64_t nodes = 0;
  double seconds = 0;
  for (auto _ : state) {
    const solve::SolveResult r = solve::solve(start, limits);
    benchmark::DoNotOptimize(r.black_forces);
    nodes += r.nodes;
    seconds += r.seconds;
  }
  state.counters["nodes"] =
      benchmark::Counter(static_cast<double>(nodes) / static_cast<double>(state.iterations()));
  state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(nodes) / seconds);
}

void BM_Solve2x2Positional(benchmark::State& s) {
  solve_bench(s, "..\n..", "positional-superko", 1u << 30);
}
void BM_Solve2x2Situational(benchmark::State& s) {
  solve_bench(s, "..\n..", "situational-superko", 1u << 30);
}
void BM_Solve2x2Natural(benchmark::State& s) {
  solve_bench(s, "..\n..", "natural-situational-superko", 1u << 30);
}
void BM_Solve1x5PositionalO(benchmark::State& s) {
  solve_bench(s, "O....", "positional-superko", 1u << 30);
}
void BM_Solve1x5PositionalXO(benchmark::State& s) {
  solve_bench(s, "X.O..", "positional-superko", 1u << 30);
}
// The empty 1x6 board is not solved in minutes; five million nodes measure the steady rate.
void BM_Search1x6Positional5M(benchmark::State& s) {
  solve_bench(s, "......", "positional-superko", 5'000'000);
}

BENCHMARK(BM_Solve2x2Positional)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Solve2x2Situational)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Solve2x2Natural)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Solve1x5PositionalO)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Solve1x5PositionalXO)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Search1x6Positional5M)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
