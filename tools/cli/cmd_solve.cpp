#include "tools/cli/cmd_solve.h"

#include <algorithm>
#include <cstdio>
#include <future>
#include <iostream>
#include <memory>
#include <mutex>

#include "rules/ruleset.h"
#include "spec/error.h"
#include "tools/cli/cmd_common.h"
#include "tools/cli/json_output.h"
#include "tools/cli/text_output.h"
#include "tools/run/stop_signals.h"
#include "tools/sgf/sgf_file.h"
#include "tools/solve/solve.h"

namespace kospec::cli {

namespace {

struct Solved {
  Ruleset ruleset;
  solve::SolveResult result;
};

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

std::string line_text(const Graph& g, const solve::SolveResult& r) {
  std::string out;
  for (const Move& m : r.pv) out += (out.empty() ? "" : ", ") + move_text(g, m);
  return out.empty() ? "(none)" : out;
}

Json result_json(const Graph& g, const Solved& s) {
  const solve::SolveResult& r = s.result;
  Json pv = Json::array();
  for (const Move& m : r.pv) pv.push_back(move_text(g, m));
  auto opt = [](const std::optional<int>& v) { return v ? Json(*v) : Json(nullptr); };
  return Json{{"ruleset", s.ruleset.name},
              {"method", solve::solve_method_name(r.method)},
              {"status", r.stopped ? "stopped" : "solved"},
              {"value", opt(r.value())},
              {"black_forces", opt(r.black_forces)},
              {"white_forces", opt(r.white_forces)},
              {"black_avoids_end", r.black_avoids_end},
              {"white_avoids_end", r.white_avoids_end},
              {"every_game_ends", r.every_game_ends},
              {"summary", solve::summary(r)},
              {"description", solve::describe(r)},
              {"pv", pv},
              {"pv_repeats", r.pv_repeats},
              {"nodes", r.nodes},
              {"checked_states", r.checked_states},
              {"unchecked_by", r.unchecked_by},
              {"proven_lower", opt(r.proven_lower)},
              {"proven_upper", opt(r.proven_upper)},
              {"seconds", r.seconds},
              {"stopped_by", r.stopped_by}};
}

std::optional<solve::SolveMethod> method_of(const std::string& m) {
  if (m == "native") return solve::SolveMethod::Native;
  if (m == "search") return solve::SolveMethod::Search;
  if (m == "retrograde") return solve::SolveMethod::Retrograde;
  if (m == "loop") return solve::SolveMethod::Loop;
  if (m == "dfpn") return solve::SolveMethod::ProofNumber;
  return std::nullopt;
}

/// The default node (or state) limit of a method: alone, the native and loop searches have none a
/// user would meet; in a table of several rulesets they get 100 million nodes a row (Spight's 2x2
/// row needs 4 million); the two others are slow enough that no row should wait on them for long.
std::uint64_t default_max_nodes(solve::SolveMethod m, bool all) {
  switch (m) {
    case solve::SolveMethod::Native:
    case solve::SolveMethod::ProofNumber:
      return all ? 100'000'000 : std::uint64_t{1} << 40;
    case solve::SolveMethod::Search:
      return 1'000'000;
    case solve::SolveMethod::Loop:
      return all ? 100'000'000 : std::uint64_t{1} << 40;
    case solve::SolveMethod::Retrograde:
      break;
  }
  return 100'000;
}

std::string pad(std::string s, std::size_t width) {
  return s.size() < width ? s + std::string(width - s.size(), ' ') : s + " ";
}

std::string table_header() {
  return pad("ruleset", 30) + pad("method", 12) + pad("result", 16) + pad("pv", 6) +
         pad("nodes", 14) + "seconds\n";
}

std::string table_row(const Solved& s) {
  const auto& r = s.result;
  return pad(s.ruleset.name, 30) + pad(std::string(solve::solve_method_name(r.method)), 12) +
         pad(solve::summary(r), 16) + pad(std::to_string(r.pv.size()), 6) +
         pad(std::to_string(r.nodes), 14) + precise_seconds(r.seconds) + "\n";
}

std::string single_text(const Graph& board, const Solved& s) {
  const auto& r = s.result;
  const bool retrograde = r.method == solve::SolveMethod::Retrograde;
  const std::string counted =
      std::to_string(r.nodes) + (retrograde ? " states in the graph" : " nodes searched");
  std::string text = "ruleset " + s.ruleset.name + ", solved by " +
                     std::string(solve::solve_method_name(r.method)) + "\n";
  if (r.stopped)
    return text + solve::describe(r) + "\n" + counted + " in " + precise_seconds(r.seconds) +
           " s\n";
  text += solve::describe(r) + " (Black's score minus White's)\n";
  if (r.value() || !r.pv.empty())
    text += std::string(r.value()      ? "principal variation"
                        : r.pv_repeats ? "witness line, up to a repeated state"
                                       : "witness line") +
            " (" + std::to_string(r.pv.size()) + " plies): " + line_text(board, r) + "\n";
  if (r.checked_states > 0)
    text += "both sides' forcing strategies replayed on the rules layer: they hold (" +
            std::to_string(r.checked_states) + " states)\n";
  if (!r.unchecked_by.empty())
    text +=
        "the strategies were not replayed on the rules layer (stopped by " + r.unchecked_by + ")\n";
  return text + counted + " in " + precise_seconds(r.seconds) + " s" + rate_text(r) + "\n";
}

}  // namespace

void add_solve_command(CLI::App& app, int& status) {
  auto o = std::make_shared<SolveOptions>();
  CLI::App* cmd = app.add_subcommand(
      "solve",
      "The exact minimax value (area scoring, komi 0, Black's score minus White's) and a principal "
      "variation of a small position (the SGF's setup, player to move PL) under a ruleset: every empty "
      "point may be played; two consecutive passes end the game (Spight: its own end). The superkos, "
      "Spight's rule and japanese are solved by proof-number search (df-pn threshold searches, the "
      "value's strategies replayed on the rules layer), other rulesets whose games always end by "
      "alpha-beta search; the cycle-set rules by the loop search (each "
      "side's forcing, endless play included, the value's strategies replayed on the rules layer); "
      "the others on their whole state graph, which may show an endless game. Exit 0 solved, 1 "
      "stopped by a limit or Ctrl-C, 2 bad input, 3 internal error.\n\nExamples:\n  kospec solve "
      "corpus/solve/2x2-empty.sgf -r positional-superko --suicide all\n  kospec solve "
      "corpus/solve/2x2-empty.sgf -r all -r cycle-sets+A1\n  kospec solve POSITION.sgf -r "
      "simple-ko --json");
  cmd->add_option("file", o->file, "SGF position")->required()->check(CLI::ExistingFile);
  cmd->add_option("--ruleset,-r", o->rulesets,
                  "ruleset name or composition, or `all` (every named ruleset); repeatable: more "
                  "than one makes a table, one row a ruleset")
      ->required();
  add_suicide_option(*cmd, o->self_capture);
  cmd->add_option("--scoring", o->scoring, "scoring: area (Tromp-Taylor, the only one)")
      ->check(CLI::IsMember({"area"}));
  cmd->add_option(
         "--method", o->method,
         "auto (default: dfpn for PSK, SSK, NSSK on grids of at most 31 points and for SPB+SPE "
         "and KO+NR+RPE on at most 24; search for other rulesets whose games always end; loop for "
         "the cycle-set rules; retrograde otherwise), dfpn, native (MTD(f) on the same states), "
         "search, retrograde or loop")
      ->check(CLI::IsMember({"auto", "native", "dfpn", "search", "retrograde", "loop"}));
  cmd->add_option("--at", o->at,
                  "start after this many plies of the main line (default 0: the setup)");
  cmd->add_option(
         "--max-nodes", o->max_nodes,
         "stop after this many search nodes (or graph states); default: 2^40 native and loop "
         "(100,000,000 in a table of several rulesets), 1,000,000 search, 100,000 retrograde")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
  cmd->add_option("--table-mb", o->table_mb,
                  "the native and dfpn searches' transposition tables, in MiB (default 256)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 16));
  cmd->add_option("--max-memory", o->max_memory_mb,
                  "memory budget in MiB: the retrograde method's state graph, the loop search's "
                  "table and histories, and a ceiling on --table-mb (default 4096)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 22));
  cmd->add_flag("--whole-history", o->whole_history,
                "native search: key the table by the whole history set even where the footprint "
                "table applies (boards of up to 9 points); for cross-checks and benchmarks");
  cmd->add_flag("--no-static-bounds", o->no_static_bounds,
                "native and dfpn: no static bounds from unconditional life and territory; for "
                "cross-checks");
  cmd->add_option("--check-states", o->check_states,
                  "replay an exact value's two strategies on the rules layer up to this many "
                  "states a side (loop and dfpn; default 1,000,000; 0: no check)");
  cmd->add_flag("--no-symmetry", o->no_symmetry,
                "native search: no board symmetry in the whole-history keys; for cross-checks");
  cmd->add_option("--threads", o->threads,
                  "solve this many rulesets of a table at once, each within --max-memory "
                  "(default 1)")
      ->check(CLI::Range(std::size_t{1}, std::size_t{64}));
  cmd->add_flag("--quiet,-q", o->quiet, "no progress lines on stderr");
  cmd->add_flag("--json", o->json, "one JSON object");
  cmd->callback([o, &status] {
    status =
        run_solve(*o, std::cout, &run::install_stop_signals(), o->quiet ? nullptr : &std::cerr);
  });
}

int run_solve(const SolveOptions& options, std::ostream& out, const std::atomic<bool>* stop,
              std::ostream* progress) {
  if (options.scoring != "area")
    throw InputError("--scoring " + options.scoring + ": only area scoring is supported");
  sgf::SgfGame sgf_game = sgf::read_game_file(options.file);
  if (options.at > sgf_game.moves.size()) {
    throw InputError(options.file + ": --at " + std::to_string(options.at) +
                     " is beyond the main line (" + std::to_string(sgf_game.moves.size()) +
                     " plies)");
  }
  sgf_game.moves.resize(options.at);
  const std::vector<Ruleset> rulesets = ruleset_list(options.rulesets, options.self_capture);
  const bool all =
      rulesets.size() > 1 ||
      std::find(options.rulesets.begin(), options.rulesets.end(), "all") != options.rulesets.end();
  // Every start is built (and its main line checked) before any solve, so bad input costs nothing.
  std::vector<Game> starts;
  for (const Ruleset& ruleset : rulesets) {
    Game& start = starts.emplace_back(sgf_game.setup, ruleset);
    if (auto refused = replay(start, sgf_game.moves, sgf_game.moves.size());
        refused && refused->judgement.verdict.outcome != Outcome::Legal) {
      throw InputError(options.file + ": move " + std::to_string(refused->index + 1) +
                       " of the main line is not a legal "
                       "continuing move under " +
                       ruleset.name + " (" +
                       std::string(rule_code(refused->judgement.verdict.deciding)) + ")");
    }
  }
  const Graph& board = sgf_game.setup.graph;
  if (!options.json) {
    out << options.file << ": " << board.size_name() << ", " << player_name(sgf_game.setup.to_move)
        << " to move" << (options.at ? " after " + std::to_string(options.at) + " plies" : "")
        << ", area scoring, komi 0, self-capture " << self_capture_name(options.self_capture)
        << "\n";
    if (all) out << table_header() << std::flush;
  }
  std::mutex progress_lock;  // rows solved at once share the progress stream
  const auto solve_row = [&](std::size_t i) {
    const Game& start = starts[i];
    // "all" picks each ruleset's own method; an explicit method that does not apply is bad input.
    std::optional<solve::SolveMethod> method = method_of(options.method);
    if (all && method && !solve::method_applies(*method, start)) method.reset();
    const solve::SolveMethod m = method.value_or(solve::default_method(start));
    solve::SolveLimits limits;
    limits.max_nodes = options.max_nodes != 0 ? options.max_nodes : default_max_nodes(m, all);
    if (m == solve::SolveMethod::Loop && options.loop_max_nodes != 0)
      limits.max_nodes = options.loop_max_nodes;
    limits.table_bytes = std::min(options.table_mb, options.max_memory_mb) << 20;
    limits.max_bytes = options.max_memory_mb << 20;
    limits.footprints = !options.whole_history;
    limits.symmetry = !options.no_symmetry;
    limits.static_bounds = !options.no_static_bounds;
    limits.check_states = options.check_states;
    limits.control.stop = stop;
    if (progress != nullptr) {
      limits.control.progress_every = std::chrono::seconds(2);
      limits.control.progress = [progress, &progress_lock,
                                 name = start.ruleset().name](const std::string& line) {
        const std::lock_guard<std::mutex> hold(progress_lock);
        *progress << name << ": " << line << std::endl;
      };
    }
    return Solved{start.ruleset(), solve::solve(start, limits, m)};
  };
  // Up to --threads rows at once, printed in order as each is done; after a stop request the
  // rulesets not yet started are not run.
  std::vector<Solved> solved;
  std::vector<std::future<Solved>> running(starts.size());
  std::size_t launched = 0;
  const auto stopping = [&] { return stop != nullptr && stop->load(); };
  for (std::size_t i = 0; i < starts.size(); ++i) {
    while (launched < starts.size() && launched < i + std::max<std::size_t>(1, options.threads) &&
           !stopping()) {
      running[launched] = std::async(std::launch::async, solve_row, launched);
      ++launched;
    }
    if (i >= launched) break;
    solved.push_back(running[i].get());
    if (all && !options.json) out << table_row(solved.back()) << std::flush;
  }
  for (std::size_t i = solved.size(); i < launched; ++i) running[i].wait();
  const bool any_stopped =
      solved.size() < starts.size() ||
      std::any_of(solved.begin(), solved.end(), [](const Solved& s) { return s.result.stopped; });
  if (options.json) {
    Json j{{"file", options.file},
           {"board", board.size_name()},
           {"at", options.at},
           {"to_move", player_letter(sgf_game.setup.to_move)},
           {"scoring", "area"},
           {"komi", 0},
           {"suicide", self_capture_name(options.self_capture)}};
    if (all) {
      Json rows = Json::array();
      for (const Solved& s : solved) rows.push_back(result_json(board, s));
      j["rulesets"] = rows;
      Json skipped = Json::array();
      for (std::size_t i = solved.size(); i < rulesets.size(); ++i)
        skipped.push_back(rulesets[i].name);
      j["not_run"] = skipped;
    } else if (!solved.empty()) {
      const Json row = result_json(board, solved.front());
      for (auto it = row.begin(); it != row.end(); ++it) j[it.key()] = it.value();
    }
    out << j.dump() << "\n";
    return any_stopped ? 1 : 0;
  }
  if (all) {
    for (const Solved& s : solved) {
      if (s.result.stopped) out << s.ruleset.name << ": " << solve::describe(s.result) << "\n";
    }
    for (std::size_t i = solved.size(); i < rulesets.size(); ++i)
      out << rulesets[i].name << ": not run (stopped)\n";
    return any_stopped ? 1 : 0;
  }
  if (solved.empty()) return 1;
  out << single_text(board, solved.front());
  return solved.front().result.stopped ? 1 : 0;
}

}  // namespace kospec::cli
