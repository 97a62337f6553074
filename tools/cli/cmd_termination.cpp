#include "tools/cli/cmd_termination.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <memory>

#include "spec/error.h"
#include "tools/cli/cmd_common.h"
#include "tools/cli/command_limits.h"
#include "tools/cli/command_stop.h"
#include "tools/cli/explore_output.h"
#include "tools/cli/json_output.h"
#include "tools/cli/progress_line.h"
#include "tools/corpus/corpus_files.h"
#include "tools/exploration/position_start.h"
#include "tools/run/stop_name.h"
#include "tools/run/stop_signals.h"

namespace kospec::cli {

namespace {

// The table cell: "ends", "ends (thm)", "ends (R9)", "loops 1+6", "unknown (--max-states 100)"
// (the limit that stopped it).
std::string cell(const explore::Termination& t, const std::string& stopped_by) {
  if (!t.terminates) return "unknown" + (stopped_by.empty() ? "" : " (" + stopped_by + ")");
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

// The widths of the table: the case names' and the columns'.
struct Table {
  std::size_t name_width = 6;
  std::size_t column = 12;
};

Table table_layout(const std::vector<std::string>& files, const std::vector<Ruleset>& rulesets) {
  Table t;
  for (const std::string& f : files)
    t.name_width = std::max(t.name_width, std::filesystem::path(f).stem().string().size() + 2);
  for (const Ruleset& r : rulesets) t.column = std::max(t.column, label(r).size() + 2);
  return t;
}

std::string table_head(const TerminationOptions& options, const std::vector<Ruleset>& rulesets,
                       const Table& table) {
  std::string head = "termination, region " + options.region + ", self-capture " +
                     std::string(self_capture_name(options.self_capture)) + "; columns:";
  for (const Ruleset& r : rulesets)
    head += (label(r) == r.name ? " " + r.name : " " + label(r) + " = " + r.name) +
            (&r == &rulesets.back() ? "\n" : ",");
  head += fitted("case", table.name_width);
  for (const Ruleset& r : rulesets) head += fitted(label(r), table.column);
  return head + "\n";
}

// One case under one ruleset: its JSON (explore's termination keys) and its table cell.
struct Decision {
  Json json;
  std::string cell;
};

// What set the command's stop flag (`stop`), if anything did, is named in place of the search's
// "a stop request".
Decision decide(const exploration::PositionStart& position, const std::string& file,
                const Ruleset& ruleset, const std::string& region_name,
                const explore::ExactLimits& limits, const CommandStop& stop) {
  const Game start = exploration::start_game(position, ruleset, file);
  const PointSet region =
      exploration::start_region(position, start, region_name == "kos" ? "" : region_name);
  const explore::Decided d = explore::explore_and_decide(start, region, limits, 20000, false);
  exploration::ExploreResults r;
  r.native = &d.graph;
  r.termination = &d.termination;
  r.setup = &position.game.setup;
  r.board = &position.game.setup.graph;
  r.start_moves = position.game.moves;
  r.title = file + " under " + ruleset.name;
  Json j = explore_json(r, file, ruleset.name, region);
  std::string stopped_by = j["stopped_by"].get<std::string>();
  if (const std::string stop_why = stop.why(); !stop_why.empty()) {
    stopped_by = run::named_stop(stopped_by, stop_why);
    j["termination"]["argument"] =
        run::named_stop(j["termination"]["argument"].get<std::string>(), stop_why);
  }
  return {Json{{"terminates", j["terminates"]},
               {"termination", j["termination"]},
               {"lasso", j["lasso"]},
               {"state_count", j["state_count"]},
               {"complete", j["complete"]},
               {"stopped_by", stopped_by},
               {"seconds", j["seconds"]}},
          cell(d.termination, stopped_by)};
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
      "'unknown (LIMIT)' when a limit stopped it, naming the limit. Exit 0 all decided, 1 one undecided or a stop (Ctrl-C, "
      "SIGTERM, --time-limit), 2 bad input (before the table starts).\n"
      "Example: kospec termination corpus/cycles -r all --region moves");
  cmd->add_option("inputs", o->inputs, "SGF files or directories of them")->required();
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
  cmd->add_option("--time-limit", o->time_limit_seconds,
                  "stop after this many seconds with the cases decided so far (exit 1)")
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
  const std::vector<std::string> files = corpus::sgf_inputs(options.inputs);
  const std::vector<Ruleset> rulesets = ruleset_list(options.rulesets, options.self_capture);
  // Every file is read (and every ruleset's start checked) before the table starts: bad input
  // costs nothing and prints nothing.
  std::vector<exploration::PositionStart> positions;
  for (const std::string& file : files) {
    positions.push_back(exploration::read_position(file, 0));
    for (const Ruleset& r : rulesets) exploration::start_game(positions.back(), r, file);
  }
  const CommandStop stop(options.time_limit_seconds);
  auto work = std::make_shared<WorkName>();
  explore::ExactLimits limits =
      command_limits(options.max_states, 1'000'000, options.max_memory_mb, options.progress_seconds,
                     stop.flag(), progress_sink("termination", work));
  limits.builder = options.builder;
  limits.symmetry = options.symmetry;
  const Table table = table_layout(files, rulesets);
  if (!options.json) out << table_head(options, rulesets, table);
  bool undecided = false;
  Json cases = Json::array();
  for (std::size_t f = 0; f < files.size() && !stop.requested(); ++f) {
    Json verdicts = Json::object();
    std::string row = fitted(std::filesystem::path(files[f]).stem().string(), table.name_width);
    for (const Ruleset& ruleset : rulesets) {
      if (stop.requested()) break;
      work->text = "case " + files[f] + " (" + std::to_string(f + 1) + " of " +
                   std::to_string(files.size()) + ") under " + ruleset.name;
      const Decision d = decide(positions[f], files[f], ruleset, options.region, limits, stop);
      undecided = undecided || d.json["terminates"].is_null();
      verdicts[ruleset.name] = d.json;
      row += fitted(d.cell, table.column);
    }
    cases.push_back(Json{{"file", files[f]}, {"rulesets", verdicts}});
    if (!options.json) out << row << "\n" << std::flush;
  }
  if (stop.requested())
    std::cerr << "kospec termination: stopped by " << stop.why() << " after " << cases.size()
              << " of " << files.size() << " files\n";
  if (options.json) {
    Json j = command_json("termination");
    j["region"] = options.region;
    j["suicide"] = self_capture_name(options.self_capture);
    j["stopped"] = stop.requested();
    j["cases"] = cases;
    out << j.dump() << "\n";
  } else {
    out << "ends (thm): a theorem of the ruleset; ends (R9): the cycle-set argument; ends (N): the "
           "complete state graph, longest game N plies; loops L+C: a lasso of L plies to a C-ply "
           "cycle\n";
  }
  return undecided || stop.requested() ? 1 : 0;
}

}  // namespace kospec::cli
