#include "tools/cli/cmd_termination.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <memory>

#include "spec/error.h"
#include "tools/cli/cmd_common.h"
#include "tools/cli/explore_output.h"
#include "tools/cli/position_start.h"
#include "tools/run/stop_signals.h"

namespace kospec::cli {

namespace {

// The SGF files of the inputs: files as given, directories' *.sgf files in name order.
std::vector<std::string> sgf_files(const std::vector<std::string>& inputs) {
  std::vector<std::string> files;
  for (const std::string& in : inputs) {
    if (!std::filesystem::is_directory(in)) {
      files.push_back(in);
      continue;
    }
    std::vector<std::string> found;
    for (const auto& e : std::filesystem::directory_iterator(in)) {
      if (e.path().extension() == ".sgf") found.push_back(e.path().string());
    }
    std::sort(found.begin(), found.end());
    if (found.empty()) throw InputError(in + ": no .sgf file in this directory");
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

// The table cell: "ends", "ends (thm)", "ends (R9)", "loops 1+6", "unknown".
std::string cell(const explore::Termination& t) {
  if (!t.terminates) return "unknown";
  if (!*t.terminates)
    return "loops " + std::to_string(t.lasso->lead.size()) + "+" +
           std::to_string(t.lasso->cycle.size());
  if (t.argument.rfind("theorem", 0) == 0) return "ends (thm)";
  if (t.argument.rfind("argument", 0) == 0) return "ends (R9)";
  return "ends (" + std::to_string(t.longest_game.value_or(0)) + ")";
}

// A column's label: a named ruleset's composition ("PSK", "KO+NR"), else the name itself.
std::string label(const Ruleset& r) {
  for (const NamedRuleset& n : named_rulesets()) {
    if (n.name == r.name)
      return n.composition.empty() ? std::string(n.name) : std::string(n.composition);
  }
  return r.name;
}

std::string fitted(const std::string& text, std::size_t width) {
  return text.size() >= width ? text + " " : text + std::string(width - text.size(), ' ');
}

}  // namespace

void add_termination_command(CLI::App& app, int& status, const ScaleOut& scale) {
  auto o = std::make_shared<TerminationOptions>();
  o->builder = scale.explore;
  CLI::App* cmd = app.add_subcommand(
      "termination",
      "Decide, for each position and each ruleset, whether play can go on for ever (a reachable "
      "cycle of legal moves that never ends the game) or every play ends, and print one table: "
      "'ends (thm)' by the ruleset's theorem (superkos, Spight), 'ends (R9)' by the cycle-set "
      "argument, 'ends (N)' by the complete state graph (its longest game, N plies), 'loops L+C' "
      "with the shortest lasso found (L plies to a C-ply cycle; `kospec explore` shows it), "
      "'unknown' when a limit stopped it. Exit 0 all decided, 1 one undecided or a stop (Ctrl-C, "
      "SIGTERM), 2 bad input.\n"
      "Example: kospec termination corpus/cycles -r all --region moves");
  cmd->add_option("inputs", o->inputs, "SGF files or directories of them")
      ->required()
      ->check(CLI::ExistingPath);
  cmd->add_option("--ruleset,-r", o->rulesets,
                  "a ruleset name or composition (repeatable; default 'all': every named ruleset)");
  add_suicide_option(*cmd, o->self_capture);
  cmd->add_option("--region", o->region,
                  "points to play on: moves (default: those each main line plays on), all, the "
                  "ko shapes (kos), A1,B2 or A1:C3");
  cmd->add_option("--max-states", o->max_states,
                  "states per exploration at most (default 2,000,000)")
      ->check(CLI::Range(1, 2000000000));
  cmd->add_option("--max-memory", o->max_memory_mb,
                  "memory budget per exploration in MiB (default 2048)")
      ->check(CLI::Range(1, 1 << 22));
  cmd->add_option("--progress", o->progress_seconds,
                  "seconds between progress lines on stderr (default 2; 0 = none)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_flag("--json", o->json,
                "one JSON object: per file and ruleset, explore's termination keys");
  cmd->add_flag("--symmetry", o->symmetry,
                "explore one state of each class of states equal up to a symmetry of the position "
                "(the board's reflections and rotations that keep the start state and the region); "
                "the verdicts are the same, the lassos lifted to real moves may be longer");
  cmd->callback([o, &status] { status = run_termination(*o, std::cout); });
}

int run_termination(const TerminationOptions& options, std::ostream& out) {
  const std::vector<std::string> files = sgf_files(options.inputs);
  const std::vector<Ruleset> rulesets = ruleset_list(options.rulesets, options.self_capture);
  explore::ExactLimits limits = command_limits(options.max_states, 1'000'000,
                                                options.max_memory_mb, options.progress_seconds);
  limits.builder = options.builder;
  limits.symmetry = options.symmetry;
  const std::string region_text = options.region == "kos" ? "" : options.region;

  std::size_t name_width = 6;
  for (const std::string& f : files)
    name_width = std::max(name_width, std::filesystem::path(f).stem().string().size() + 2);
  std::size_t column = 12;
  for (const Ruleset& r : rulesets) column = std::max(column, label(r).size() + 2);
  if (!options.json) {
    out << "termination, region " << options.region << ", self-capture "
        << self_capture_name(options.self_capture) << "; columns:";
    for (const Ruleset& r : rulesets)
      out << (label(r) == r.name ? " " + r.name : " " + label(r) + " = " + r.name)
          << (&r == &rulesets.back() ? "\n" : ",");
    out << fitted("case", name_width);
    for (const Ruleset& r : rulesets) out << fitted(label(r), column);
    out << "\n";
  }
  int status = 0;
  bool stopped = false;
  Json cases = Json::array();
  for (const std::string& file : files) {
    if (stopped) break;
    const PositionStart position = read_position(file, 0);
    Json verdicts = Json::object();
    std::string row = fitted(std::filesystem::path(file).stem().string(), name_width);
    for (const Ruleset& ruleset : rulesets) {
      if (limits.control.stop_requested()) {
        stopped = true;
        break;
      }
      const Game start = start_game(position, ruleset, file);
      const PointSet region = start_region(position, start, region_text);
      const explore::Decided d = explore::explore_and_decide(start, region, limits, 20000, false);
      if (!d.termination.terminates) status = 1;
      ExploreResults r;
      r.native = &d.graph;
      r.termination = &d.termination;
      r.setup = &position.game.setup;
      r.board = &position.game.setup.graph;
      r.start_moves = position.game.moves;
      r.title = file + " under " + ruleset.name;
      Json j = explore_json(r, file, ruleset.name, region);
      verdicts[ruleset.name] =
          Json{{"terminates", j["terminates"]}, {"termination", j["termination"]},
               {"lasso", j["lasso"]},           {"state_count", j["state_count"]},
               {"complete", j["complete"]},     {"stopped_by", j["stopped_by"]},
               {"seconds", j["seconds"]}};
      row += fitted(cell(d.termination), column);
    }
    cases.push_back(Json{{"file", file}, {"rulesets", verdicts}});
    if (!options.json) out << row << "\n" << std::flush;
  }
  if (stopped) {
    status = 1;
    std::cerr << "kospec termination: stopped by a signal after " << cases.size() << " of "
              << files.size() << " files\n";
  }
  if (options.json) {
    out << Json{{"region", options.region},
                {"self_capture", self_capture_name(options.self_capture)},
                {"stopped", stopped},
                {"cases", cases}}
               .dump()
        << "\n";
  } else {
    out << "ends (thm): a theorem of the ruleset; ends (R9): the cycle-set argument; ends (N): the "
           "complete state graph, longest game N plies; loops L+C: a lasso of L plies to a C-ply "
           "cycle\n";
  }
  return status;
}

}  // namespace kospec::cli
