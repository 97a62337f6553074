#include "tools/cli/cmd_solve.h"

#include <cstdio>
#include <iostream>
#include <memory>

#include "rules/ruleset.h"
#include "spec/error.h"
#include "tools/cli/cmd_common.h"
#include "tools/cli/json_output.h"
#include "tools/cli/text_output.h"
#include "tools/explore/solve.h"
#include "tools/explore/solve_search.h"
#include "tools/sgf/sgf_file.h"

namespace kospec::cli {

namespace {

struct Solved {
  Ruleset ruleset;
  explore::SolveResult result;
};

std::string seconds_text(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", s);
  return buf;
}

std::string rate_text(const explore::SolveResult& r) {
  if (r.seconds <= 0) return "";
  return ", " + std::to_string(static_cast<long long>(static_cast<double>(r.nodes) / r.seconds)) +
         (r.method == explore::SolveMethod::Search ? " nodes/s" : " states/s");
}

std::string line_text(const Graph& g, const explore::SolveResult& r) {
  std::string out;
  for (const Move& m : r.pv) out += (out.empty() ? "" : ", ") + move_text(g, m);
  return out.empty() ? "(none)" : out;
}

Json result_json(const Graph& g, const Solved& s) {
  const explore::SolveResult& r = s.result;
  Json pv = Json::array();
  for (const Move& m : r.pv) pv.push_back(move_text(g, m));
  auto opt = [](const std::optional<int>& v) { return v ? Json(*v) : Json(nullptr); };
  return Json{{"ruleset", s.ruleset.name},
              {"method", explore::solve_method_name(r.method)},
              {"status", r.stopped ? "stopped" : "solved"},
              {"value", opt(r.value())},
              {"black_forces", opt(r.black_forces)},
              {"white_forces", opt(r.white_forces)},
              {"black_avoids_end", r.black_avoids_end},
              {"white_avoids_end", r.white_avoids_end},
              {"summary", explore::summary(r)},
              {"description", explore::describe(r)},
              {"pv", pv},
              {"pv_repeats", r.pv_repeats},
              {"nodes", r.nodes},
              {"seconds", r.seconds},
              {"stopped_by", r.stopped_by}};
}

std::optional<explore::SolveMethod> method_of(const std::string& m) {
  if (m == "search") return explore::SolveMethod::Search;
  if (m == "retrograde") return explore::SolveMethod::Retrograde;
  return std::nullopt;
}

}  // namespace

void add_solve_command(CLI::App& app, int& status) {
  auto o = std::make_shared<SolveOptions>();
  CLI::App* cmd = app.add_subcommand(
      "solve", "The exact minimax value (area scoring, komi 0, Black's score minus White's) and a principal "
               "variation of a small position (the SGF's setup, player to move PL) under a ruleset: every empty "
               "point may be played; two consecutive passes end the game (Spight: its own end). Rulesets whose "
               "games always end are searched (alpha-beta); the others are solved on their whole state graph, "
               "which may show an endless game. Exit 0 solved, 1 stopped by --max-nodes, 2 bad input.");
  cmd->add_option("file", o->file, "SGF position")->required()->check(CLI::ExistingFile);
  cmd->add_option("--ruleset,-r", o->ruleset,
                  "ruleset name or composition, or `all` (one row per named ruleset)")->required();
  add_suicide_option(*cmd, o->self_capture);
  cmd->add_option("--scoring", o->scoring, "scoring: area (Tromp-Taylor, the only one)")->check(CLI::IsMember({"area"}));
  cmd->add_option("--method", o->method, "auto (default), search or retrograde")
      ->check(CLI::IsMember({"auto", "search", "retrograde"}));
  cmd->add_option("--at", o->at, "start after this many plies of the main line (default 0: the setup)");
  cmd->add_option("--max-nodes", o->max_nodes, "stop after this many search nodes (or graph states)")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
  cmd->add_flag("--json", o->json, "one JSON object");
  cmd->callback([o, &status] { status = run_solve(*o, std::cout); });
}

int run_solve(const SolveOptions& options, std::ostream& out) {
  if (options.scoring != "area") throw InputError("--scoring " + options.scoring + ": only area scoring is supported");
  sgf::SgfGame sgf_game = sgf::read_game_file(options.file);
  if (options.at > sgf_game.moves.size()) {
    throw InputError(options.file + ": --at " + std::to_string(options.at) + " is beyond the main line (" +
                     std::to_string(sgf_game.moves.size()) + " plies)");
  }
  sgf_game.moves.resize(options.at);
  std::vector<Ruleset> rulesets;
  if (options.ruleset == "all") {
    for (const NamedRuleset& n : named_rulesets()) rulesets.push_back(parse_ruleset(n.name, options.self_capture));
  } else {
    rulesets.push_back(parse_ruleset(options.ruleset, options.self_capture));
  }
  const explore::SolveLimits limits{options.max_nodes};
  std::vector<Solved> solved;
  for (const Ruleset& ruleset : rulesets) {
    Game start(sgf_game.setup, ruleset);
    if (auto stop = replay(start, sgf_game.moves, sgf_game.moves.size()); stop && stop->judgement.verdict.outcome != Outcome::Legal) {
      throw InputError(options.file + ": move " + std::to_string(stop->index + 1) + " of the main line is not a legal "
                       "continuing move under " + ruleset.name + " (" + std::string(rule_code(stop->judgement.verdict.deciding)) + ")");
    }
    // "all" picks each ruleset's own method; an explicit method that does not apply is bad input.
    std::optional<explore::SolveMethod> method = method_of(options.method);
    if (options.ruleset == "all" && method == explore::SolveMethod::Search && !explore::search_applies(ruleset)) method.reset();
    solved.push_back({ruleset, explore::solve(start, limits, method)});
  }
  const Graph& board = sgf_game.setup.graph;
  const bool any_stopped = std::any_of(solved.begin(), solved.end(), [](const Solved& s) { return s.result.stopped; });
  const std::string header = options.file + ": " + board.size_name() + ", " +
                             std::string(player_name(sgf_game.setup.to_move)) + " to move" +
                             (options.at ? " after " + std::to_string(options.at) + " plies" : "") +
                             ", area scoring, komi 0, self-capture " + std::string(self_capture_name(options.self_capture));
  if (options.json) {
    Json j{{"file", options.file}, {"board", board.size_name()}, {"at", options.at},
           {"to_move", player_letter(sgf_game.setup.to_move)}, {"scoring", "area"}, {"komi", 0},
           {"suicide", self_capture_name(options.self_capture)}};
    if (options.ruleset == "all") {
      Json rows = Json::array();
      for (const Solved& s : solved) rows.push_back(result_json(board, s));
      j["rulesets"] = rows;
    } else {
      for (auto& [k, v] : result_json(board, solved.front()).items()) j[k] = v;
    }
    out << j.dump() << "\n";
    return any_stopped ? 1 : 0;
  }
  out << header << "\n";
  if (options.ruleset == "all") {
    auto pad = [](std::string s, std::size_t w) { return s.size() < w ? s + std::string(w - s.size(), ' ') : s + " "; };
    out << pad("ruleset", 30) << pad("method", 12) << pad("result", 12) << pad("pv", 6) << pad("nodes", 12) << "seconds\n";
    for (const Solved& s : solved) {
      const auto& r = s.result;
      out << pad(s.ruleset.name, 30) << pad(std::string(explore::solve_method_name(r.method)), 12)
          << pad(explore::summary(r), 12) << pad(std::to_string(r.pv.size()), 6) << pad(std::to_string(r.nodes), 12)
          << seconds_text(r.seconds) << "\n";
    }
    for (const Solved& s : solved) {
      if (s.result.stopped) out << s.ruleset.name << ": " << explore::describe(s.result) << "\n";
    }
    return any_stopped ? 1 : 0;
  }
  const Solved& s = solved.front();
  const auto& r = s.result;
  out << "ruleset " << s.ruleset.name << ", solved by " << explore::solve_method_name(r.method) << "\n";
  if (r.stopped) {
    out << "stopped by " << r.stopped_by << " after " << r.nodes
        << (r.method == explore::SolveMethod::Search ? " nodes" : " states") << " (" << seconds_text(r.seconds)
        << " s): no value\n";
    return 1;
  }
  out << explore::describe(r) << " (Black's score minus White's)\n"
      << (r.value() ? "principal variation" : r.pv_repeats ? "witness line, up to a repeated state" : "witness line")
      << " (" << r.pv.size() << " plies): " << line_text(board, r) << "\n"
      << r.nodes << (r.method == explore::SolveMethod::Search ? " nodes searched" : " states in the graph") << " in "
      << seconds_text(r.seconds) << " s" << rate_text(r) << "\n";
  return 0;
}

}  // namespace kospec::cli
