// kospec solve, each ruleset's default method: nodes to solve and nodes per second on the
// published small positions (2x2 under each superko, Spight and japanese, 1x5, 1x6, 1x7, 2x3, 3x3:
// the native search), self-capture allowed, a 256 MiB table (the command's default); and 2x2 under
// the cycle-set rules by the loop search, self-capture forbidden. Figures in the README.
#include <benchmark/benchmark.h>

#include "spec/diagram.h"
#include "tools/solve/solve.h"

namespace {

using namespace kospec;

Game game_of(const char* diagram, const char* ruleset, SelfCapture self_capture) {
  Diagram d = parse_diagram(diagram);
  return Game(GameSetup{d.graph, d.config, Player::Black}, parse_ruleset(ruleset, self_capture));
}

void solve_with(benchmark::State& state, const char* diagram, const char* ruleset,
                std::uint64_t max_nodes, SelfCapture self_capture) {
  const Game start = game_of(diagram, ruleset, self_capture);
  solve::SolveLimits limits;
  limits.max_nodes = max_nodes;
  limits.table_bytes = std::size_t{256} << 20;
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

void solve_bench(benchmark::State& state, const char* diagram, const char* ruleset,
                 std::uint64_t max_nodes) {
  solve_with(state, diagram, ruleset, max_nodes, SelfCapture::All);
}

void solve_forbidden(benchmark::State& state, const char* diagram, const char* ruleset) {
  solve_with(state, diagram, ruleset, 1u << 30, SelfCapture::Forbidden);
}

BENCHMARK_CAPTURE(solve_bench, 2x2Positional, "..\n..", "positional-superko", 1u << 30)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(solve_bench, 2x2Situational, "..\n..", "situational-superko", 1u << 30)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(solve_bench, 2x2Natural, "..\n..", "natural-situational-superko", 1u << 30)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(solve_bench, 2x2Spight, "..\n..", "spight", 1u << 30)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_CAPTURE(solve_bench, 2x2Japanese, "..\n..", "japanese", 1u << 30)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_CAPTURE(solve_forbidden, 2x2CycleSets, "..\n..", "cycle-sets")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(solve_forbidden, 2x2CycleSetsA1, "..\n..", "cycle-sets+A1")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(solve_bench, 1x5PositionalO, "O....", "positional-superko", 1u << 30)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(solve_bench, 1x5PositionalXO, "X.O..", "positional-superko", 1u << 30)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(solve_bench, 1x6Positional, "......", "positional-superko", 1u << 30)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(solve_bench, 1x7Positional, ".......", "positional-superko", 1u << 30)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
BENCHMARK_CAPTURE(solve_bench, 2x3Positional, "...\n...", "positional-superko", 1u << 30)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(solve_bench, 2x3Situational, "...\n...", "situational-superko", 1u << 30)
    ->Unit(benchmark::kMillisecond);
// The 3x3 board takes seconds: `--benchmark_filter=-3x3` leaves it out (see the README).
BENCHMARK_CAPTURE(solve_bench, 3x3Positional, "...\n...\n...", "positional-superko",
                  std::uint64_t{1} << 34)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
