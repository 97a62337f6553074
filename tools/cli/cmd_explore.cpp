#include "tools/cli/cmd_explore.h"

#include <fstream>
#include <iostream>
#include <memory>

#include "spec/error.h"
#include "tools/cli/explore_output.h"
#include "tools/explore/dot_writer.h"
#include "tools/explore/region.h"
#include "tools/explore/render.h"
#include "tools/run/stop_signals.h"
#include "tools/sgf/sgf_file.h"

namespace kospec::cli {

namespace {

void write_file(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out << bytes;
  if (!out) throw InputError(path + ": cannot write");
}

// The rulesets whose verdicts are shown: --judge (a name, a composition, or "all" for every named
// ruleset), by default every named ruleset; the explored ruleset is added when it is not among them.
std::vector<Ruleset> judging_rulesets(const std::vector<std::string>& asked,
                                      const Ruleset& explored) {
  std::vector<Ruleset> judges;
  auto add = [&](const Ruleset& r) {
    if (std::none_of(judges.begin(), judges.end(),
                     [&](const Ruleset& j) { return j.name == r.name; }))
      judges.push_back(r);
  };
  for (const std::string& a : asked.empty() ? std::vector<std::string>{"all"} : asked) {
    if (a == "all") {
      for (const NamedRuleset& n : named_rulesets())
        add(parse_ruleset(n.name, explored.self_capture));
    } else {
      add(parse_ruleset(a, explored.self_capture));
    }
  }
  add(explored);
  return judges;
}

}  // namespace

void add_explore_command(CLI::App& app, int& status) {
  auto o = std::make_shared<ExploreOptions>();
  CLI::App* cmd = app.add_subcommand(
      "explore",
      "Explore the states reachable from a position (after its main line) by board plays "
      "in a region and passes, under a ruleset; states the ruleset treats alike are merged. "
      "Prints states, edges, strongly connected components and elementary cycles, and how "
      "every named ruleset judges each cycle; draws one cycle (the main line's by default) with "
      "every ruleset's verdicts on its moves. Exit 0 complete, 1 stopped by a limit, 2 bad input.");
  cmd->add_option("file", o->file, "SGF position")->required()->check(CLI::ExistingFile);
  cmd->add_option("--at", o->at,
                  "start after this many plies of the main line (default 0: the setup)");
  add_ruleset_options(*cmd, o->ruleset);
  cmd->add_option("--region", o->region,
                  "points to play on: all, moves (those the main line plays on), A1,B2 or A1:C3 "
                  "(default: the ko shapes: one-stone strings in atari and their liberties)");
  cmd->add_option("--max-states", o->max_states, "stop adding states beyond this many")
      ->check(CLI::Range(1, 10000000));
  cmd->add_option("--max-depth", o->max_depth, "do not expand states this deep")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--max-cycles", o->max_cycles, "list at most this many elementary cycles")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--max-drawn", o->max_drawn,
                  "with --whole-graph, above this many states draw only the cycles")
      ->check(CLI::Range(1, 100000));
  cmd->add_option("--cycle", o->cycle,
                  "draw this listed cycle (default: the main line's cycle, else the listed cycle "
                  "closest to it)")
      ->check(CLI::Range(1, 100000));
  cmd->add_flag("--whole-graph", o->whole_graph, "draw the whole state graph instead of one cycle");
  cmd->add_option("--judge", o->judges,
                  "show this ruleset's verdicts (repeatable; a name, a composition or 'all'; "
                  "default: every named ruleset, and the explored one)");
  cmd->add_option("--dot", o->dot, "write the drawing as Graphviz DOT");
  cmd->add_option("--svg", o->svg,
                  "render the drawing as SVG (Graphviz library, board pictures by kospec)");
  cmd->add_option("--png", o->png, "render the drawing as PNG (the SVG through librsvg)");
  cmd->add_flag("--json", o->json,
                "one JSON object (states, edges, components, cycles, the drawn cycle, verdicts)");
  cmd->callback([o, &status] { status = run_explore(*o, std::cout); });
}

std::unique_ptr<ExploreRun> explore_run(const ExploreOptions& options) {
  auto run = std::make_unique<ExploreRun>(
      ExploreRun{sgf::read_game_file(options.file), {}, {}, {}, {}, {}});
  sgf::SgfGame& sgf_game = run->game;
  run->main_line = sgf_game.moves;
  if (options.at > sgf_game.moves.size()) {
    throw InputError(options.file + ": --at " + std::to_string(options.at) +
                     " is beyond the main line (" + std::to_string(sgf_game.moves.size()) +
                     " plies)");
  }
  sgf_game.moves.resize(options.at);
  const Ruleset ruleset = options.ruleset.build();
  run->ruleset = ruleset.name;
  Game start(sgf_game.setup, ruleset);
  if (auto stop = replay(start, sgf_game.moves, sgf_game.moves.size());
      stop && !stop->judgement.verdict.legal()) {
    throw InputError(options.file + ": move " + std::to_string(stop->index + 1) +
                     " of the main line is illegal under " + ruleset.name + " (" +
                     std::string(rule_code(stop->judgement.verdict.deciding)) + ")");
  }
  const Graph& board = sgf_game.setup.graph;
  run->region = options.region.empty()
                    ? explore::ko_region(board, start.record().current())
                    : explore::parse_region(board, options.region, run->main_line);
  const std::vector<Ruleset> judges = judging_rulesets(options.judges, ruleset);
  explore::ExploreLimits limits{options.max_states, options.max_depth, false, {}};
  limits.control.stop = &run::install_stop_signals();
  run->graph = explore::explore_states(start, run->region, limits);
  const explore::StateGraph& graph = run->graph;

  ExploreResults& r = run->results;
  r.title = options.file + " under " + ruleset.name + ", region " + point_list(board, run->region);
  r.graph = &graph;
  r.board = &board;
  r.component = explore::components(graph);
  r.cycles = explore::elementary_cycles(graph, options.max_cycles, r.total_cycles);
  r.max_cycles = options.max_cycles;
  for (const Ruleset& j : judges) r.judges.push_back(j.name);
  for (const explore::Cycle& c : r.cycles) {
    r.cycle_walks.push_back(explore::plan_walk(graph, explore::lasso_of(graph, c), sgf_game.moves));
    r.cycle_verdicts.push_back(
        explore::judge_walk(sgf_game.setup, r.cycle_walks.back().walk, {}, judges));
  }
  const std::vector<Move> after_start(
      run->main_line.begin() + static_cast<std::ptrdiff_t>(options.at), run->main_line.end());
  r.drawn = explore::choose_lasso(graph, r.cycles, after_start, options.cycle);
  if (r.drawn) {
    r.drawn_walk = explore::plan_walk(graph, r.drawn->lasso, sgf_game.moves);
    r.drawn_verdicts =
        explore::judge_walk(sgf_game.setup, r.drawn_walk.walk, r.drawn_walk.sides, judges);
  }
  return run;
}

explore::Drawing explore_drawing(const ExploreRun& run, bool whole_graph, std::size_t max_drawn) {
  const ExploreResults& r = run.results;
  if (whole_graph || !r.drawn)
    return explore::draw_graph(run.graph, *r.board, r.cycles, max_drawn, r.title);
  return explore::draw_cycle(run.graph, *r.board, r.drawn->lasso, r.drawn_walk, r.drawn_verdicts,
                             r.judges, r.title + ": " + r.drawn->why);
}

int run_explore(const ExploreOptions& options, std::ostream& out) {
  const std::unique_ptr<ExploreRun> run = explore_run(options);
  if (!options.dot.empty() || !options.svg.empty() || !options.png.empty()) {
    const explore::Drawing d = explore_drawing(*run, options.whole_graph, options.max_drawn);
    if (!options.dot.empty()) write_file(options.dot, d.dot);
    if (!options.svg.empty())
      write_file(options.svg, explore::render_with_pictures(d.dot, d.engine, d.pictures, "svg"));
    if (!options.png.empty())
      write_file(options.png, explore::render_with_pictures(d.dot, d.engine, d.pictures, "png"));
  }
  if (options.json) {
    out << explore_json(run->results, options.file, run->ruleset, run->region).dump() << "\n";
  } else {
    print_explore_text(run->results, out);
  }
  return run->graph.complete ? 0 : 1;
}

}  // namespace kospec::cli
