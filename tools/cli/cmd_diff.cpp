#include "tools/cli/cmd_diff.h"

#include <chrono>
#include <iostream>
#include <memory>

#include "spec/error.h"
#include "tools/cli/cmd_common.h"
#include "tools/cli/command_limits.h"
#include "tools/cli/json_output.h"
#include "tools/cli/progress_line.h"
#include "tools/cli/text_output.h"
#include "tools/exploration/position_start.h"
#include "tools/explore/diff.h"
#include "tools/run/stop_signals.h"

namespace kospec::cli {

namespace {

// The rulesets compared with the first: the others given, "all" standing for every named one.
std::vector<Ruleset> rulesets_of(const DiffOptions& o) {
  std::vector<Ruleset> out = ruleset_list(o.rulesets, o.self_capture);
  if (out.size() < 2)
    throw InputError("diff: give two rulesets (-r A -r B), or a ruleset and -r all");
  return out;
}

std::string verdict_words(const Verdict& v) {
  if (v.outcome == Outcome::Legal) return "legal";
  return std::string(outcome_name(v.outcome)) + " by " + std::string(rule_code(v.deciding)) + ": " +
         v.decisive_finding().statement;
}

// One comparison: its JSON, its text, and whether it is a finding (a difference, or undecided).
struct Compared {
  Json json;
  std::string text;
  bool finding = false;
};

// The game that shows a difference: the position, the line, and the move judged differently.
std::string difference_sgf(const sgf::SgfGame& position, const explore::Difference& diff,
                           const std::string& a, const std::string& b) {
  sgf::SgfGame game = position;
  game.move_comments.clear();
  game.move_positions.clear();
  game.moves.insert(game.moves.end(), diff.line.begin(), diff.line.end());
  game.moves.push_back(diff.move);
  game.root_comment = "kospec diff: " + a + " and " + b + " judge the last move differently.";
  return sgf::write_game(game);
}

void describe_difference(Compared& c, const exploration::PositionStart& position, const Game& first,
                         const Game& other, const explore::Difference& diff, std::size_t at) {
  const Graph& board = position.game.setup.graph;
  const std::string& a = first.ruleset().name;
  const std::string& b = other.ruleset().name;
  const Verdict va = exploration::verdict_after(first, diff.line, diff.move);
  const Verdict vb = exploration::verdict_after(other, diff.line, diff.move);
  const std::size_t ply = at + diff.line.size() + 1;
  std::vector<std::string> line;
  for (const Move& m : diff.line) line.push_back(move_text(board, m));
  c.json["differ"] = true;
  c.json["line"] = line;
  c.json["ply"] = ply;
  c.json["move"] = move_text(board, diff.move);
  c.json["verdicts"] = {{a, verdict_json(board, va)}, {b, verdict_json(board, vb)}};
  c.json["sgf"] = difference_sgf(position.game, diff, a, b);
  c.text += "differ at ply " + std::to_string(ply) + ", " + move_text(board, diff.move) +
            " after " +
            (line.empty() ? std::string("the start")
                          : std::to_string(line.size()) + (line.size() == 1 ? " ply" : " plies"));
  if (!line.empty()) c.text += " (" + joined(line) + ")";
  c.text += "\n  " + a + ": " + verdict_words(va) + "\n  " + b + ": " + verdict_words(vb);
  c.finding = true;
}

Compared compare(const exploration::PositionStart& position, const Game& first, const Game& other,
                 const PointSet& region, const explore::ExactLimits& limits, std::size_t at) {
  const explore::DiffResult d = explore::find_difference(first, other, region, limits);
  Compared c;
  c.json = Json{{"a", first.ruleset().name},  {"b", other.ruleset().name}, {"complete", d.complete},
                {"stopped_by", d.stopped_by}, {"pairs", d.pairs},          {"seconds", d.seconds}};
  c.text = first.ruleset().name + " vs " + other.ruleset().name + ": ";
  if (d.difference) {
    describe_difference(c, position, first, other, *d.difference, at);
  } else if (d.complete) {
    c.json["differ"] = false;
    c.text += "no difference in the whole space (" + std::to_string(d.pairs) + " state pairs)";
  } else {
    c.finding = true;
    c.json["differ"] = nullptr;
    c.text += "no difference in " + std::to_string(d.pairs) + " state pairs before " +
              d.stopped_by + " stopped the search: undecided";
  }
  return c;
}

}  // namespace

void add_diff_command(CLI::App& app, int& status) {
  auto o = std::make_shared<DiffOptions>();
  CLI::App* cmd = app.add_subcommand(
      "diff",
      "Find the shortest game from a position after which two rulesets judge a move differently "
      "(one allows it and the other forbids it, or one ends the game, or ends it otherwise), "
      "by a breadth-first search of both rulesets' exact states at once. The first -r is "
      "compared with each other one; -r all stands for every named ruleset. Exit 0 when every "
      "comparison searched the whole space and found no difference, 1 when a difference was "
      "found or a limit left a comparison undecided, 2 bad input.\n"
      "Example: kospec diff corpus/cycles/psk-vs-ssk.sgf -r positional-superko -r situational-superko");
  cmd->add_option("file", o->file, "SGF position")->required()->check(CLI::ExistingFile);
  cmd->add_option("--at", o->at, "start after this many plies of the main line (default 0)");
  cmd->add_option("--ruleset,-r", o->rulesets,
                  "a ruleset name or composition (repeat: the first is compared with the others; "
                  "'all' for every named ruleset)")
      ->required();
  add_suicide_option(*cmd, o->self_capture);
  cmd->add_option("--region", o->region,
                  "points to play on: all, moves, A1,B2 or A1:C3 (default: the ko shapes)");
  cmd->add_option("--max-states", o->max_states, "state pairs at most (default 10,000,000)")
      ->check(CLI::Range(1, 2000000000));
  cmd->add_option("--max-depth", o->max_depth, "plies at most (default 1,000,000)")
      ->check(CLI::Range(1, 1000000000));
  cmd->add_option("--max-memory", o->max_memory_mb, "memory budget in MiB (default 4096)")
      ->check(CLI::Range(1, 1 << 22));
  cmd->add_option("--progress", o->progress_seconds,
                  "seconds between progress lines on stderr (default 2; 0 = none)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_flag("--json", o->json, "one JSON object (keys in README)");
  cmd->callback([o, &status] { status = run_diff(*o, std::cout); });
}

int run_diff(const DiffOptions& options, std::ostream& out) {
  const std::vector<Ruleset> rulesets = rulesets_of(options);
  const exploration::PositionStart position = exploration::read_position(options.file, options.at);
  const Graph& board = position.game.setup.graph;
  const Game first = exploration::start_game(position, rulesets[0], options.file);
  const PointSet region = exploration::start_region(position, first, options.region);
  auto work = std::make_shared<WorkName>();
  const explore::ExactLimits limits =
      command_limits(options.max_states, options.max_depth, options.max_memory_mb,
                     options.progress_seconds, nullptr, progress_sink("diff", work));
  int status = 0;
  Json comparisons = Json::array();
  if (!options.json) {
    out << options.file << ": " << rulesets[0].name << " compared, region "
        << point_list(board, region) << "; plies count from the setup (ply 0)\n";
  }
  for (std::size_t i = 1; i < rulesets.size(); ++i) {
    if (rulesets[i].name == rulesets[0].name && rulesets.size() > 2 &&
        options.rulesets.back() == "all")
      continue;  // -r all: the first with itself says nothing
    work->text = options.file + ": " + rulesets[0].name + " vs " + rulesets[i].name;
    const Game other = exploration::start_game(position, rulesets[i], options.file);
    const Compared c = compare(position, first, other, region, limits, options.at);
    status = c.finding ? 1 : status;
    comparisons.push_back(c.json);
    if (!options.json) out << c.text << "\n";
  }
  if (options.json) {
    Json j = command_json("diff");
    j["file"] = options.file;
    j["at"] = options.at;
    j["region"] = points_json(board, region);
    j["comparisons"] = comparisons;
    out << j.dump() << "\n";
  }
  return status;
}

}  // namespace kospec::cli
