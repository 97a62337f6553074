#include "tools/exploration/explore_run.h"

#include <algorithm>

#include "tools/exploration/position_start.h"

namespace kospec::exploration {

namespace {

// The judges, the explored ruleset added when it is not among them, each once.
std::vector<Ruleset> judging_rulesets(const std::vector<Ruleset>& asked, const Ruleset& explored) {
  std::vector<Ruleset> judges;
  for (const Ruleset& r : asked) {
    if (std::none_of(judges.begin(), judges.end(),
                     [&](const Ruleset& j) { return j.name == r.name; }))
      judges.push_back(r);
  }
  if (std::none_of(judges.begin(), judges.end(),
                   [&](const Ruleset& j) { return j.name == explored.name; }))
    judges.push_back(explored);
  return judges;
}

// The listing's cycles, each judged by every judge when played twice, and the cycle to draw.
void judge_cycles(ExploreRun& run, const ExploreRequest& request, const Game& start) {
  run.graph = explore::listing_graph(run.native, start);
  const explore::StateGraph& graph = run.graph;
  const sgf::SgfGame& sgf_game = run.game;
  ExploreResults& r = run.results;
  const std::vector<Ruleset> judges = judging_rulesets(request.judges, request.ruleset);
  r.graph = &graph;
  r.component = explore::components(graph);
  r.cycles = explore::elementary_cycles(graph, request.max_cycles, r.total_cycles);
  r.max_cycles = request.max_cycles;
  for (const Ruleset& j : judges) r.judges.push_back(j.name);
  for (const explore::Cycle& c : r.cycles) {
    r.cycle_walks.push_back(explore::plan_walk(graph, explore::lasso_of(graph, c), sgf_game.moves));
    r.cycle_verdicts.push_back(
        explore::judge_walk(sgf_game.setup, r.cycle_walks.back().walk, {}, judges));
  }
  const std::vector<Move> after_start(
      run.main_line.begin() + static_cast<std::ptrdiff_t>(request.at), run.main_line.end());
  r.drawn = explore::choose_lasso(graph, r.cycles, after_start, request.cycle);
  if (r.drawn) {
    r.drawn_walk = explore::plan_walk(graph, r.drawn->lasso, sgf_game.moves);
    r.drawn_verdicts =
        explore::judge_walk(sgf_game.setup, r.drawn_walk.walk, r.drawn_walk.sides, judges);
  }
}

}  // namespace

std::unique_ptr<ExploreRun> explore_run(const ExploreRequest& request) {
  PositionStart position = read_position(request.file, request.at);
  const Game start = start_game(position, request.ruleset, request.file);
  const PointSet region = start_region(position, start, request.region);
  auto run = std::make_unique<ExploreRun>(ExploreRun{std::move(position.game),
                                                     std::move(position.main_line),
                                                     region,
                                                     request.ruleset.name,
                                                     {},
                                                     {},
                                                     {},
                                                     false,
                                                     {}});
  explore::Decided decided = explore::explore_and_decide(
      start, run->region, request.limits, std::max<std::size_t>(request.max_listed, 20000),
      request.complete);
  if (!decided.graph.complete && decided.termination.terminates.has_value() && !request.complete)
    decided.graph.stopped_by += "; --complete explores on to --max-states";
  run->native = std::move(decided.graph);
  run->termination = std::move(decided.termination);
  ExploreResults& r = run->results;
  const Graph& board = run->game.setup.graph;
  r.native = &run->native;
  r.termination = &run->termination;
  r.board = &board;
  r.setup = &run->game.setup;
  r.start_moves = run->game.moves;
  r.title = request.file + " under " + request.ruleset.name + ", region " +
            point_list(board, run->region);
  run->listed = run->native.size() <= request.max_listed && !run->native.symmetry;
  r.max_listed = request.max_listed;
  if (run->listed) judge_cycles(*run, request, start);
  return run;
}

explore::Drawing explore_drawing(const ExploreRun& run, bool whole_graph, std::size_t max_drawn) {
  const ExploreResults& r = run.results;
  if (whole_graph || !r.drawn)
    return explore::draw_graph(run.graph, *r.board, r.cycles, max_drawn, r.title);
  return explore::draw_cycle(run.graph, *r.board, r.drawn->lasso, r.drawn_walk, r.drawn_verdicts,
                             r.judges, r.title + ": " + r.drawn->why);
}

}  // namespace kospec::exploration
