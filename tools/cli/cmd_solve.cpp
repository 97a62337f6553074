#include "tools/cli/cmd_solve.h"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>

#include "rules/ruleset.h"
#include "sgf/sgf_file.h"
#include "spec/error.h"
#include "tools/cli/cmd_common.h"
#include "tools/cli/count_command.h"
#include "tools/cli/json_output.h"
#include "tools/cli/progress_line.h"
#include "tools/cli/solve_each_move.h"
#include "tools/cli/solve_strategy.h"
#include "tools/cli/solve_table.h"
#include "tools/cli/text_output.h"
#include "tools/run/stop_name.h"
#include "tools/solve/method_policy.h"
#include "tools/solve/search.h"
#include "tools/values/each_move.h"
#include "tools/values/values.h"

namespace kospec::cli {

namespace {

using values::Row;

std::string precise_seconds(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", s);
  return buf;
}

std::string rate_text(const solve::SolveResult& r) {
  if (r.seconds <= 0) return "";
  return ", " + std::to_string(static_cast<long long>(static_cast<double>(r.nodes) / r.seconds)) +
         (r.method == solve::SolveMethod::Retrograde ? " states/s" : " nodes/s");
}

// A row the command's own stop ended names it: "--time-limit 10.00 s" or "a stop signal" (the
// search sees only a stop request).
void name_the_stop(Row& row, const CommandStop* stop) {
  if (stop == nullptr || stop->why().empty()) return;
  for (std::string* by : {&row.result.stopped_by, &row.result.unchecked_by})
    *by = run::named_stop(*by, stop->why());
}

std::string counted_text(const solve::SolveResult& r) {
  return std::to_string(r.nodes) +
         (r.method == solve::SolveMethod::Retrograde ? " states in the graph" : " nodes searched") +
         " in " + precise_seconds(r.seconds) + " s";
}

// What to try when the retrograde analysis's graph did not close within its budget (empty
// otherwise): it needs every reachable state, the loop search only the forcing strategies.
std::string graph_hint(const solve::SolveResult& r) {
  if (r.method != solve::SolveMethod::Retrograde ||
      (r.stopped_by.rfind("--max-nodes", 0) != 0 && r.stopped_by.rfind("--max-memory", 0) != 0))
    return "";
  return "the retrograde analysis builds every reachable state and the graph did not close: a "
         "larger --max-nodes or --max-memory, or --method loop-dfpn (which searches only the "
         "forcing strategies), may decide it\n";
}

std::string single_text(const Graph& board, const Row& row) {
  const auto& r = row.result;
  std::string text = "ruleset " + row.ruleset.name + ", solved by " +
                     std::string(solve::solve_method_name(r.method)) + "\n";
  if (r.stopped) return text + solve::describe(r) + "\n" + graph_hint(r) + counted_text(r) + "\n";
  text += solve::describe(r) + " (Black's score minus White's)\n";
  if (r.value() || !r.pv.empty())
    text += std::string(r.value()      ? "principal variation"
                        : r.pv_repeats ? "witness line, up to a repeated state"
                                       : "witness line") +
            " (" + std::to_string(r.pv.size()) + " plies): " + moves_text(board, r.pv) + "\n";
  if (!r.theorem.empty())
    text += "decided by a theorem, no search: " + std::string(r.theorem) + "\n";
  if (r.checked_states > 0)
    text += "both sides' forcing strategies replayed on the rules layer: they hold (" +
            std::to_string(r.checked_states) + " states" +
            (r.settled_states > 0 ? ", " + std::to_string(r.settled_states) +
                                        " of them settled by the static bounds, not played on"
                                  : std::string()) +
            ")\n";
  if (!r.unchecked_by.empty())
    text +=
        "the strategies were not replayed on the rules layer (stopped by " + r.unchecked_by + ")\n";
  return text + counted_text(r) + rate_text(r) + "\n";
}

// The position: the file's setup and --at plies of its main line, or the empty --board.
sgf::SgfGame solve_position(const SolveOptions& o) {
  if (o.file.empty() == o.board.empty())
    throw InputError("solve: give an SGF file or --board COLUMNSxROWS (one of them)");
  if (!o.board.empty()) {
    const BoardSize size = parse_board_size(o.board);
    return values::empty_board(size.columns, size.rows);
  }
  sgf::SgfGame game = sgf::read_game_file(o.file);
  sgf::cut_main_line(game, o.at, o.file + ": --at");
  return game;
}

std::string position_name(const SolveOptions& o) {
  return o.file.empty() ? "--board " + o.board : o.file;
}

values::ValuesOptions values_options(const SolveOptions& o, bool table, const CommandStop* stop,
                                     std::ostream* progress) {
  values::ValuesOptions v;
  v.method = o.method;
  v.max_nodes = o.max_nodes;
  v.loop_max_nodes = o.loop_max_nodes;
  v.table_mb = o.table_mb;
  v.max_memory_mb = o.max_memory_mb;
  v.whole_history = o.whole_history;
  v.no_symmetry = o.no_symmetry;
  v.no_static_bounds = o.no_static_bounds;
  v.check_states = o.check_states;
  v.threads = o.threads;
  v.table = table;
  v.stop = stop != nullptr ? stop->flag() : nullptr;
  if (progress != nullptr && !o.quiet && o.progress_seconds > 0) {
    v.progress_every = std::chrono::milliseconds(static_cast<long>(o.progress_seconds * 1000));
    v.progress = [progress, name = position_name(o)](const std::string& ruleset,
                                                     const std::string& line) {
      *progress << "kospec solve: " << name << " under " << ruleset << ": " << line << "; "
                << mebibytes(resident_bytes()) << " resident" << std::endl;
    };
  }
  return v;
}

}  // namespace

namespace {

Json solve_json(const SolveOptions& o, const sgf::SgfGame& position,
                const std::vector<Ruleset>& rulesets, const std::vector<Row>& rows) {
  const Graph& board = position.setup.graph;
  Json j = command_json("solve");
  j["file"] = o.file.empty() ? Json(nullptr) : Json(o.file);
  j["board"] = board_json(board);
  j["at"] = o.at;
  j["to_move"] = player_letter(position.setup.to_move);
  j["scoring"] = "area";
  j["komi"] = 0;
  j["suicide"] = self_capture_name(o.self_capture);
  Json solved = Json::array();
  for (const Row& r : rows) solved.push_back(solve_row_json(board, r));
  j["rulesets"] = solved;
  Json skipped = Json::array();
  for (std::size_t i = rows.size(); i < rulesets.size(); ++i) skipped.push_back(rulesets[i].name);
  j["not_run"] = skipped;
  return j;
}

// The lines after a table: each stopped row's description and the rulesets not run.
std::string table_footer(const std::vector<Ruleset>& rulesets, const std::vector<Row>& rows) {
  std::string text;
  for (const Row& r : rows)
    if (r.result.stopped) text += r.ruleset.name + ": " + solve::describe(r.result) + "\n";
  for (std::size_t i = rows.size(); i < rulesets.size(); ++i)
    text += rulesets[i].name + ": not run (stopped)\n";
  return text;
}

std::string heading(const SolveOptions& o, const sgf::SgfGame& position) {
  return position_name(o) + ": " + position.setup.graph.size_name() + ", " +
         std::string(player_name(position.setup.to_move)) + " to move" +
         (o.at ? " after " + std::to_string(o.at) + " plies" : "") +
         ", area scoring, komi 0, self-capture " + std::string(self_capture_name(o.self_capture)) +
         "\n";
}

// --each-move: the value after each legal move, a ruleset at a time (text: each ruleset's board
// and table as it is solved; JSON: the rows in "moves", a ruleset's moves together).
int run_each_move(const SolveOptions& o, const sgf::SgfGame& position,
                  const std::vector<Ruleset>& rulesets, const std::vector<Game>& starts,
                  const values::ValuesOptions& v, std::ostream& out, const CommandStop* stop) {
  const Graph& board = position.setup.graph;
  Json moves = Json::array();
  Json not_run = Json::array();
  bool any_stopped = false;
  for (const Game& start : starts) {
    std::vector<values::MoveRow> rows;
    if (v.stop == nullptr || !v.stop->load()) rows = values::solve_each_move(start, v);
    if (rows.size() < values::legal_move_classes(start).size()) {
      any_stopped = true;
      not_run.push_back(start.ruleset().name);
    }
    for (values::MoveRow& r : rows) {
      name_the_stop(r.row, stop);
      any_stopped = any_stopped || r.row.result.stopped;
      moves.push_back(each_move_json(board, r));
    }
    if (!o.json && !rows.empty()) out << each_move_text(start, rows) << std::flush;
  }
  if (o.json) {
    Json j = solve_json(o, position, rulesets, {});
    j["not_run"] = not_run;
    j["moves"] = moves;
    out << j.dump() << "\n";
  } else {
    for (const Json& name : not_run)
      out << name.get<std::string>() << ": not every move solved (stopped)\n";
  }
  return any_stopped ? 1 : 0;
}

void add_solve_limit_options(CLI::App& cmd, SolveOptions& o) {
  cmd.add_option("--max-nodes", o.max_nodes,
                 "stop after this many search nodes (or graph states); default: 2^40 dfpn, native "
                 "and loop (100,000,000 in a table of several rulesets), 1,000,000 search, 100,000 "
                 "retrograde")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
  cmd.add_option("--table-mb", o.table_mb,
                 "the native and dfpn searches' transposition tables, in MiB (default 256)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 16));
  cmd.add_option("--max-memory", o.max_memory_mb,
                 "memory budget in MiB: the retrograde method's state graph, the loop search's "
                 "table and histories, a ceiling on --table-mb, and what the search leaves "
                 "to the replay of its strategies (default 4096)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 22));
  cmd.add_flag("--whole-history", o.whole_history,
               "native search: key the table by the whole history set even where the footprint "
               "table applies (boards of up to 9 points); for cross-checks and benchmarks");
  cmd.add_flag(
      "--no-symmetry", o.no_symmetry,
      "native search and loop-dfpn: no board symmetry in the table keys; for cross-checks");
  cmd.add_flag("--no-static-bounds", o.no_static_bounds,
               "native and dfpn: no static bounds from unconditional life and territory; for "
               "cross-checks");
  cmd.add_option(
      "--check-states", o.check_states,
      "replay an exact value's two strategies on the rules layer up to this many "
      "states a side (loop and dfpn; default 5,000,000, within --max-memory; 0: no check)");
  cmd.add_option("--threads", o.threads,
                 "solve this many rulesets of a table at once, each within --max-memory "
                 "(default 1)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{64}));
  cmd.add_option("--progress", o.progress_seconds,
                 "seconds between progress lines on stderr (default 2; 0 = none)")
      ->check(CLI::NonNegativeNumber);
  cmd.add_option("--time-limit", o.time_limit_seconds,
                 "stop after this many seconds with what was proven (exit 1)")
      ->check(CLI::NonNegativeNumber);
}

// --each-move and --strategy.
void add_output_options(CLI::App& cmd, SolveOptions& o) {
  cmd.add_flag(
      "--each-move", o.each_move,
      "instead of the position's value, the value (or the bounds proven) after each legal "
      "move of the player to move and after the pass, under each ruleset: text, the "
      "board with each legal point's value (a letter the table names where there is "
      "none) and a table; --json, a `moves` array of objects with `move` (\"B2\", "
      "\"pass\"), `same_as` and the solve row of the position after it (`value`, or "
      "`proven_lower`/`proven_upper`). Moves that a symmetry of the position (history "
      "included) maps onto each other are solved once (`same_as`: the move solved). Off by "
      "default. Example: kospec solve --board 2x2 -r PSK --each-move");
  cmd.add_option("--strategy", o.strategy,
                 "write each side's forcing strategy, the one the replay on the rules layer "
                 "certified, to this SGF file (FF[4]): one game tree a side, Black's first, each "
                 "root the position; the forcer's one move at its turns, every reply the rules "
                 "allow as variations, each leaf commented with its end and score (or the static "
                 "bounds that settled it: --no-static-bounds plays every line to its end). One "
                 "ruleset, methods dfpn, loop and loop-dfpn; none by default. Example: kospec "
                 "solve --board 2x2 -r PSK --strategy 2x2.sgf, then kospec replay 2x2.sgf -r PSK "
                 "--every-line");
  cmd.add_option("--strategy-nodes", o.strategy_nodes,
                 "--strategy's node budget: transpositions are written out in full while the file "
                 "has fewer nodes, past it as a leaf naming the line whose state it is (default "
                 "1,000,000)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 32));
}

}  // namespace

void add_solve_command(CLI::App& app, int& status) {
  auto o = std::make_shared<SolveOptions>();
  CLI::App* cmd = app.add_subcommand(
      "solve",
      "The exact minimax value (area scoring, komi 0, Black's score minus White's) and a "
      "principal variation of a small position (the SGF's setup, player to move PL, or the empty "
      "--board) under a ruleset: every empty point may be played; two consecutive passes end the "
      "game (Spight: its own end). Each ruleset gets the method that solves its kind of history "
      "(--method auto: the policy is listed there). Exit 0 solved, 1 stopped by a "
      "limit, --time-limit, Ctrl-C or SIGTERM, 2 bad input.\n\nExamples:\n  kospec solve "
      "corpus/solve/2x2-empty.sgf -r positional-superko --suicide all\n  kospec solve --board "
      "2x2 -r all -r cycle-sets+A1\n  kospec solve POSITION.sgf -r simple-ko --json\n  kospec solve --board "
      "2x3 -r all --csv > values.csv");
  cmd->add_option("file", o->file, "SGF position (or --board)");
  cmd->add_option("--board,-b", o->board,
                  "solve the empty board COLUMNSxROWS instead of a file (e.g. 2x2, 1x5; N: NxN)");
  cmd->add_option("--ruleset,-r", o->rulesets,
                  "ruleset name or composition, or `all` (every named ruleset); repeatable: more "
                  "than one makes a table, one row a ruleset")
      ->required();
  add_suicide_option(*cmd, o->self_capture);
  cmd->add_option("--scoring", o->scoring, "scoring: area (Tromp-Taylor, the only one)")
      ->check(CLI::IsMember({"area"}));
  cmd->add_option(
         "--method", o->method,
         solve::method_policy_text() +
             ". Or: dfpn, native (MTD(f) on the same states), search (alpha-beta over the rules "
             "layer, rulesets whose games always end), retrograde, loop (depth-first search of "
             "exact states, endless play included), loop-dfpn (the same game by proof-number "
             "searches) or theorem (no search: the ruleset's theorem decides, where one applies)")
      ->check(CLI::IsMember(
          {"auto", "dfpn", "native", "search", "retrograde", "loop", "loop-dfpn", "theorem"}));
  cmd->add_option("--at", o->at,
                  "start after this many plies of the main line (default 0: the setup)");
  add_solve_limit_options(*cmd, *o);
  cmd->add_flag("--quiet,-q", o->quiet, "no progress lines on stderr");
  CLI::Option* json = cmd->add_flag("--json", o->json, "one JSON object (docs/kospec.schema.json)");
  cmd->add_flag("--csv", o->csv,
                "a CSV table instead (RFC 4180): a header row, then one row a ruleset asked, in "
                "the order given; columns position, board, at, to_move, ruleset, suicide, method, "
                "status (solved, endless, no-result, stopped, not-run), value, black_forces, "
                "white_forces, proven_lower, proven_upper, summary, nodes, seconds, stopped_by, "
                "pv (docs/using.md)")
      ->excludes(json);
  add_output_options(*cmd, *o);
  cmd->callback([o, &status] {
    const CommandStop stop(o->time_limit_seconds);
    status = run_solve(*o, std::cout, &stop, &std::cerr);
    if (!stop.why().empty()) std::cerr << "kospec solve: stopped by " << stop.why() << "\n";
  });
}

int run_solve(const SolveOptions& options, std::ostream& out, const CommandStop* stop,
              std::ostream* progress) {
  if (options.scoring != "area")
    throw InputError("--scoring " + options.scoring + ": only area scoring is supported");
  if (options.each_move && options.csv)
    throw InputError("solve: --each-move writes text or --json, not --csv");
  const sgf::SgfGame position = solve_position(options);
  const std::vector<Ruleset> rulesets = ruleset_list(options.rulesets, options.self_capture);
  const bool table =
      rulesets.size() > 1 ||
      std::find(options.rulesets.begin(), options.rulesets.end(), "all") != options.rulesets.end();
  // Every start is built (and its main line checked) before any solve, so bad input costs nothing.
  const std::vector<Game> starts = values::start_games(position, rulesets, position_name(options));
  require_strategy_replay(options, starts);
  const Graph& board = position.setup.graph;
  const CsvPosition csv{position_name(options), board.size_name(), options.at,
                        player_letter(position.setup.to_move)[0],
                        std::string(self_capture_name(options.self_capture))};
  if (options.csv)
    out << csv_header() << std::flush;
  else if (!options.json)
    out << heading(options, position) << (table && !options.each_move ? text_table_header() : "")
        << std::flush;
  if (options.each_move)
    return run_each_move(options, position, rulesets, starts,
                         values_options(options, table, stop, progress), out, stop);
  std::vector<solve::StrategyTree> strategies;
  values::ValuesOptions v = values_options(options, table, stop, progress);
  if (!options.strategy.empty()) v.strategies = &strategies;
  std::vector<Row> rows = values::solve_rows(starts, v, [&](Row r) {
    name_the_stop(r, stop);
    if (options.csv)
      out << csv_row(csv, board, r) << std::flush;
    else if (table && !options.json)
      out << text_table_row(board, r) << std::flush;
  });
  for (Row& r : rows) name_the_stop(r, stop);
  const bool any_stopped =
      rows.size() < starts.size() ||
      std::any_of(rows.begin(), rows.end(), [](const Row& r) { return r.result.stopped; });
  if (options.csv) {
    for (std::size_t i = rows.size(); i < rulesets.size(); ++i)
      out << csv_not_run(csv, rulesets[i].name);
  } else if (options.json) {
    out << solve_json(options, position, rulesets, rows).dump() << "\n";
  } else if (table) {
    out << table_footer(rulesets, rows);
  } else if (!rows.empty()) {
    out << single_text(board, rows.front());
  }
  bool unwritten = false;  // --strategy asked for and not written
  if (!options.strategy.empty() && !rows.empty()) {
    std::string line;
    unwritten = !write_strategies(options, starts.front(), rows.front(), strategies, line);
    if (!options.json && !options.csv)
      out << line;
    else if (progress != nullptr)
      *progress << "kospec solve: " << line;
  }
  return any_stopped || unwritten ? 1 : 0;
}

}  // namespace kospec::cli
