// kospec explore on exact states: distinct states per second and bytes per state on the
// corpus cycles (region: the points their main lines play on), per ruleset, one core. Each run
// stops at 300,000 states or when the graph is complete. PSK and the cycle-set rules written as
// rule files (corpus/rules/PSK.kor, cycle-sets.kor) run beside the built-ins. Figures in the
// README and docs/speed.md.
#include <benchmark/benchmark.h>

#include <string>
#include <utility>

#include "sgf/sgf_file.h"
#include "tools/explore/exact_graph.h"
#include "tools/explore/region.h"

namespace {

using namespace kospec;

// A ruleset of the runs: a name, or a rule file of corpus/rules ("PSK.kor").
std::string ruleset_path(const std::string& ruleset) {
  return ruleset.ends_with(".kor") ? std::string(KOSPEC_SOURCE_DIR) + "/corpus/rules/" + ruleset
                                   : ruleset;
}

void explore_bench(benchmark::State& state, const char* name, const char* ruleset) {
  const sgf::SgfGame game =
      sgf::read_game_file(std::string(KOSPEC_SOURCE_DIR) + "/corpus/cycles/" + name + ".sgf");
  const Game start(game.setup, parse_ruleset(ruleset_path(ruleset), SelfCapture::Forbidden));
  const PointSet region = explore::parse_region(game.setup.graph, "moves", game.moves);
  explore::ExactLimits limits;
  limits.max_states = 300'000;
  double states = 0, seconds = 0, state_bytes = 0, edge_bytes = 0, history_bytes = 0;
  for (auto _ : state) {
    const explore::ExactGraph g = explore::explore_exact(start, region, limits);
    benchmark::DoNotOptimize(g.states.data());
    states += static_cast<double>(g.size());
    seconds += g.seconds;
    const double history = static_cast<double>(g.rules->history_bytes());
    const double edges = static_cast<double>(g.edges.capacity() * sizeof(explore::ExactEdge));
    history_bytes += history;
    edge_bytes += edges;
    state_bytes += static_cast<double>(g.bytes()) - history - edges;
  }
  state.counters["states"] = benchmark::Counter(states / static_cast<double>(state.iterations()));
  state.counters["states/s"] = benchmark::Counter(states / seconds);
  state.counters["B/state"] = benchmark::Counter(state_bytes / states);
  state.counters["edgeB/state"] = benchmark::Counter(edge_bytes / states);
  state.counters["historyB/state"] = benchmark::Counter(history_bytes / states);
}

}  // namespace

int main(int argc, char** argv) {
  const std::pair<const char*, const char*> runs[] = {{"triple-ko", "no-ko"},
                                                      {"quadruple-ko", "no-ko"},
                                                      {"superko-surprise", "no-ko"},
                                                      {"round-robin-ko", "no-ko"},
                                                      {"triple-ko", "simple-ko"},
                                                      {"quadruple-ko", "simple-ko"},
                                                      {"superko-surprise", "simple-ko"},
                                                      {"round-robin-ko", "simple-ko"},
                                                      {"triple-ko", "japanese"},
                                                      {"quadruple-ko", "japanese"},
                                                      {"superko-surprise", "japanese"},
                                                      {"triple-ko", "positional-superko"},
                                                      {"quadruple-ko", "positional-superko"},
                                                      {"superko-surprise", "positional-superko"},
                                                      // PSK written as a rule file, beside the
                                                      // built-in in the same run (issue 35)
                                                      {"triple-ko", "PSK.kor"},
                                                      {"quadruple-ko", "PSK.kor"},
                                                      {"superko-surprise", "PSK.kor"},
                                                      {"triple-ko", "cycle-sets"},
                                                      {"quadruple-ko", "cycle-sets"},
                                                      {"superko-surprise", "cycle-sets"},
                                                      {"triple-ko", "cycle-sets.kor"},
                                                      {"quadruple-ko", "cycle-sets.kor"}};
  for (const auto& [position, ruleset] : runs) {
    benchmark::RegisterBenchmark((std::string("explore/") + position + "/" + ruleset).c_str(),
                                 explore_bench, position, ruleset)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
