#include "tools/cli/cmd_explore.h"

#include <fstream>
#include <iostream>
#include <memory>

#include "sgf/sgf_file.h"
#include "spec/error.h"
#include "tools/cli/command_limits.h"
#include "tools/cli/explore_output.h"
#include "tools/explore/dot_writer.h"
#include "tools/explore/render.h"
#include "tools/run/stop_signals.h"

namespace kospec::cli {

namespace {

void write_file(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out << bytes;
  if (!out) throw InputError(path + ": cannot write");
}

// The exploration `options` ask for; the judges: --judge (a name, a composition, or "all"), by
// default every named ruleset.
exploration::ExploreRequest request_of(const ExploreOptions& options) {
  exploration::ExploreRequest r;
  r.file = options.file;
  r.at = options.at;
  r.ruleset = options.ruleset.build();
  r.region = options.region;
  r.judges = ruleset_list(options.judges.empty() ? std::vector<std::string>{"all"} : options.judges,
                          r.ruleset.self_capture);
  r.limits = command_limits(options.max_states, options.max_depth, options.max_memory_mb,
                            options.progress_seconds);
  r.limits.builder = options.builder;
  r.limits.symmetry = options.symmetry;
  r.max_listed = options.max_listed;
  r.complete = options.complete;
  r.max_cycles = options.max_cycles;
  r.cycle = options.cycle;
  return r;
}

void add_output_options(CLI::App& cmd, ExploreOptions& o) {
  cmd.add_option("--dot", o.dot, "write the drawing as Graphviz DOT");
  cmd.add_option("--svg", o.svg,
                 "render the drawing as SVG (Graphviz library, board pictures by kospec)");
  cmd.add_option("--png", o.png, "render the drawing as PNG (the SVG through librsvg)");
  cmd.add_flag("--json", o.json,
               "one JSON object (states, edges, components, cycles, the drawn cycle, verdicts)");
}

}  // namespace

void add_explore_command(CLI::App& app, int& status, const ScaleOut& scale) {
  auto o = std::make_shared<ExploreOptions>();
  o->builder = scale.explore;
  CLI::App* cmd = app.add_subcommand(
      "explore",
      "Explore the states reachable from a position (after its main line) by board plays "
      "in a region and passes, under a ruleset, on its exact states (the board and the history "
      "its verdicts depend on). Decides termination: whether play can go on for ever, with the "
      "shortest lasso (the path to a cycle and the cycle) as moves and SGF, or why every play "
      "ends. Lists states, edges, strongly connected components and elementary cycles with every "
      "named ruleset's verdict, and draws one cycle (the main line's by default; with no cycle "
      "nothing is drawn and no --dot/--svg/--png file written: --whole-graph draws the state "
      "graph). Ctrl-C or "
      "SIGTERM stops with what was found. Exit 0 decided, 1 a limit or a stop left termination "
      "undecided, 2 bad input.");
  cmd->add_option("file", o->file, "SGF position")->required()->check(CLI::ExistingFile);
  cmd->add_option("--at", o->at,
                  "start after this many plies of the main line (default 0: the setup)");
  add_ruleset_options(*cmd, o->ruleset);
  cmd->add_option("--region", o->region,
                  "points to play on: all, moves (those the main line plays on), A1,B2 or A1:C3 "
                  "(default: the ko shapes: one-stone strings in atari and their liberties)");
  cmd->add_option("--max-states", o->max_states,
                  "stop adding states beyond this many (default 10,000,000)")
      ->check(CLI::Range(1, 2000000000));
  cmd->add_flag("--complete", o->complete,
                "explore until the graph is complete or a limit stops it, even when termination is "
                "decided sooner (the longest game, the whole state count); default: stop at the "
                "first state budget (20,000 states, or --max-listed, then eight times more each "
                "round) that decides termination");
  cmd->add_option("--max-depth", o->max_depth, "do not expand states this deep (default 1,000,000)")
      ->check(CLI::Range(1, 1000000000));
  cmd->add_option("--max-memory", o->max_memory_mb,
                  "memory budget in MiB for the states, moves and histories (default 4096)")
      ->check(CLI::Range(1, 1 << 22));
  cmd->add_option(
         "--max-listed", o->max_listed,
         "list states, moves and cycles, and draw, only up to this many states (default 20000)")
      ->check(CLI::Range(1, 10000000));
  cmd->add_option("--progress", o->progress_seconds,
                  "seconds between progress lines on stderr (default 2; 0 = none)")
      ->check(CLI::NonNegativeNumber);
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
  cmd->add_flag(
      "--symmetry", o->symmetry,
      "explore one state of each class of states equal up to a symmetry of the position "
      "(the board's reflections and rotations that keep the start state and the region); "
      "the verdicts are the same, the lasso lifted to real moves may be longer; no listing or drawing");
  cmd->add_option("--judge", o->judges,
                  "show this ruleset's verdicts (repeatable; a name, a composition or 'all'; "
                  "default: every named ruleset, and the explored one)");
  add_output_options(*cmd, *o);
  cmd->callback([o, &status] { status = run_explore(*o, std::cout); });
}

int run_explore(const ExploreOptions& options, std::ostream& out) {
  const std::unique_ptr<exploration::ExploreRun> run =
      exploration::explore_run(request_of(options));
  const bool drawing = !options.dot.empty() || !options.svg.empty() || !options.png.empty();
  if (drawing && !run->listed) {
    std::cerr << "kospec explore: " << run->native.size()
              << (run->native.symmetry
                      ? " classes of states up to symmetry are not listed"
                      : " states are more than --max-listed " + std::to_string(options.max_listed))
              << ": nothing drawn\n";
  }
  // No cycle and no --whole-graph: the text says "no cycle to draw", and no picture is written.
  const bool nothing_to_draw = !options.whole_graph && !run->results.drawn;
  if (drawing && run->listed && nothing_to_draw) {
    for (const std::string* file : {&options.dot, &options.svg, &options.png})
      if (!file->empty())
        std::cerr << "kospec explore: no cycle to draw: " << *file
                  << " not written (--whole-graph draws the state graph)\n";
  }
  if (drawing && run->listed && !nothing_to_draw) {
    const explore::Drawing d =
        exploration::explore_drawing(*run, options.whole_graph, options.max_drawn);
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
  return run->termination.terminates.has_value() || run->native.complete ? 0 : 1;
}

}  // namespace kospec::cli
