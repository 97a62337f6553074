// Moves judged per second under each ruleset, on random games of 9x9 and 19x19 at ply 100 and at
// ply 10,000: the cost of a verdict must not grow with the history (issue: flat per-move cost).
//   build/tools/bench/rules_bench --benchmark_filter=Judge
#include <benchmark/benchmark.h>

#include <map>
#include <random>
#include <string>

#include "rules/game.h"

namespace kospec {
namespace {

const char* const kRulesets[] = {"no-ko",
                                 "simple-ko",
                                 "japanese",
                                 "positional-superko",
                                 "situational-superko",
                                 "natural-situational-superko",
                                 "spight",
                                 "cycle-sets",
                                 "cycle-sets+A1+A2+A3"};

// One random history per board size, legal under every ruleset benchmarked: uniformly random
// board plays legal under the strictest combination of their clauses (no configuration ever
// repeats, so no ruleset forbids a ply or ends the game), a pass only when no board play is
// legal. Fixed seed: every run judges the same positions.
const std::vector<Move>& shared_history(int side) {
  static std::map<int, std::vector<Move>> histories;
  auto it = histories.find(side);
  if (it != histories.end()) return it->second;
  Graph g = Graph::grid(side, side);
  Game game({g, Configuration(g.size()), Player::Black},
            parse_ruleset("PSK+SSK+NSSK+SPB+KO+R9+R15+A2+A3", SelfCapture::Forbidden));
  std::mt19937_64 rng(20261121);
  std::vector<Point> points = g.points();
  while (game.record().ply_count() < 10000) {
    std::shuffle(points.begin(), points.end(), rng);
    bool played = false;
    for (Point p : points) {
      if (game.record().current().at(p) != Color::Empty) continue;
      const Move m = Move::play(game.record().to_move(), p);
      if (game.judge(m).verdict.outcome == Outcome::Legal) {
        game.play(m);
        played = true;
        break;
      }
    }
    if (!played) game.play(Move::pass(game.record().to_move()));
  }
  std::vector<Move> moves;
  for (const Ply& ply : game.record().plies()) moves.push_back(ply.move);
  return histories.emplace(side, std::move(moves)).first->second;
}

// The shared history replayed under one ruleset up to `plies`, built once per benchmark.
const Game& cached_game(int ruleset, int side, std::size_t plies) {
  static std::map<std::tuple<int, int, std::size_t>, Game> games;
  auto key = std::make_tuple(ruleset, side, plies);
  auto it = games.find(key);
  if (it == games.end()) {
    Graph g = Graph::grid(side, side);
    Game game({g, Configuration(g.size()), Player::Black},
              parse_ruleset(kRulesets[ruleset], SelfCapture::Forbidden));
    replay(game, shared_history(side), plies);
    it = games.emplace(key, std::move(game)).first;
  }
  return it->second;
}

void BM_Judge(benchmark::State& state) {
  const int ruleset = static_cast<int>(state.range(0));
  const int side = static_cast<int>(state.range(1));
  const auto plies = static_cast<std::size_t>(state.range(2));
  const Game& game = cached_game(ruleset, side, plies);
  const Player p = game.record().to_move();
  std::size_t judged = 0;
  for (auto _ : state) {
    for (Point point : game.record().graph().points()) {
      if (game.record().current().at(point) != Color::Empty) continue;
      benchmark::DoNotOptimize(game.judge(Move::play(p, point)));
      ++judged;
    }
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(judged));
  state.SetLabel(std::string(kRulesets[ruleset]) + " " + std::to_string(side) + "x" +
                 std::to_string(side) + " at ply " + std::to_string(game.record().ply_count()));
}

void JudgeArguments(benchmark::internal::Benchmark* b) {
  for (int r = 0; r < static_cast<int>(std::size(kRulesets)); ++r) {
    for (int side : {9, 19}) {
      for (int plies : {100, 10000}) b->Args({r, side, plies});
    }
  }
}

BENCHMARK(BM_Judge)->Apply(JudgeArguments)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace kospec

BENCHMARK_MAIN();
