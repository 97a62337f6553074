#include "tools/cli/cmd_legal.h"

#include <algorithm>
#include <memory>

#include "rules/game.h"
#include "sgf/sgf_file.h"
#include "spec/error.h"
#include "tools/cli/cmd_common.h"
#include "tools/cli/json_output.h"
#include "tools/cli/text_output.h"

namespace kospec::cli {

namespace {

struct IllegalPoint {
  Point point;
  Verdict verdict;
};

// Every empty point and the pass judged for the player to move.
struct Judged {
  std::vector<std::string> legal;     ///< legal board plays that leave the game going, sorted
  std::vector<IllegalPoint> illegal;  ///< in point order
  /// Moves that may be played but end the game (no result, end of play), with the rule.
  std::vector<std::pair<std::string, Verdict>> ending;
  Verdict pass;  ///< the pass's verdict
};

Judged judge_position(const Game& game) {
  const Graph& graph = game.record().graph();
  const Player to_move = game.record().to_move();
  Judged j;
  for (Point p : graph.points()) {
    if (game.record().current().at(p) != Color::Empty) continue;
    Judgement judged = game.judge(Move::play(to_move, p));
    if (judged.verdict.outcome == Outcome::Legal)
      j.legal.push_back(graph.name(p));
    else if (judged.verdict.legal())
      j.ending.emplace_back(graph.name(p), std::move(judged.verdict));
    else
      j.illegal.push_back({p, std::move(judged.verdict)});
  }
  j.pass = game.judge(Move::pass(to_move)).verdict;
  if (j.pass.legal() && j.pass.outcome != Outcome::Legal) j.ending.emplace_back("pass", j.pass);
  std::sort(j.legal.begin(), j.legal.end());
  return j;
}

// A verdict with a first key (`point` or `move`), its trace only when asked for.
Json verdict_item(const Graph& graph, const char* key, const std::string& name, const Verdict& v,
                  bool trace) {
  Json item{{key, name}};
  item.update(verdict_json(graph, v));
  if (!trace) item.erase("trace");
  return item;
}

Json legal_json(const LegalOptions& options, std::size_t at, const Game& game, const Judged& j) {
  const Graph& graph = game.record().graph();
  Json illegal = Json::array();
  for (const IllegalPoint& ip : j.illegal)
    illegal.push_back(
        verdict_item(graph, "point", graph.name(ip.point), ip.verdict, options.trace));
  Json ending = Json::array();
  for (const auto& [move, verdict] : j.ending)
    ending.push_back(verdict_item(graph, "move", move, verdict, options.trace));
  Json out = command_json("legal");
  out.update(Json{{"file", options.file},
                  {"status", "complete"},
                  {"at", at},
                  {"to_move", player_letter(game.record().to_move())},
                  {"ruleset", game.ruleset().name},
                  {"suicide", self_capture_name(game.ruleset().self_capture)},
                  {"over", game.over()},
                  {"legal", j.legal},
                  {"pass", j.pass.legal()},
                  {"ending", std::move(ending)},
                  {"illegal", std::move(illegal)}});
  return out;
}

void print_legal(const LegalOptions& options, std::size_t at, const Game& game, const Judged& j,
                 std::ostream& out) {
  out << options.file << " after ply " << at << ": " << player_name(game.record().to_move())
      << " to play; " << ruleset_text(game.ruleset()) << (game.over() ? "; the game is over" : "")
      << "\n";
  out << "legal (" << j.legal.size() << (j.pass.outcome == Outcome::Legal ? " and pass" : "")
      << "):";
  for (const std::string& name : j.legal) out << " " << name;
  out << "\n";
  for (const auto& [move, verdict] : j.ending) {
    out << "ends the game " << move << ": " << outcome_name(verdict.outcome) << " by "
        << rule_code(verdict.deciding) << " " << verdict.decisive_finding().statement << "\n";
    if (options.trace) print_trace(out, verdict.trace, "        ");
  }
  const Graph& graph = game.record().graph();
  for (const IllegalPoint& ip : j.illegal) {
    out << "illegal " << graph.name(ip.point) << ": " << rule_code(ip.verdict.deciding) << " "
        << ip.verdict.decisive_finding().statement << "\n";
    if (options.trace) print_trace(out, ip.verdict.trace, "        ");
  }
}

// The position after `at` plies cannot be reached: a ply before it is illegal or ends the game.
int unreachable(const LegalOptions& options, std::size_t at, const Game& game,
                const sgf::SgfGame& sgf_game, const Refusal& refusal, std::ostream& out) {
  const Verdict& v = refusal.judgement.verdict;
  const std::string message = "ply " + std::to_string(refusal.index + 1) + ", " +
                              move_text(game.record().graph(), sgf_game.moves[refusal.index]) +
                              (v.legal() ? ", ends the game by " : ", is illegal by ") +
                              std::string(rule_code(v.deciding)) + ": " +
                              v.decisive_finding().statement;
  if (options.json) {
    Json j = command_json("legal");
    j.update(Json{{"file", options.file},
                  {"status", "illegal"},
                  {"at", at},
                  {"stopped_at", refusal.index + 1},
                  {"error", message}});
    out << j.dump() << "\n";
  } else {
    out << options.file << ": cannot reach ply " << at << ": " << message << "\n";
  }
  return 1;
}

}  // namespace

void add_legal_command(CLI::App& app, int& status) {
  auto options = std::make_shared<LegalOptions>();
  CLI::App* cmd = app.add_subcommand(
      "legal",
      "List the legal board plays for the player to move after ply N (default: the end "
      "of the main line), and for each illegal empty point the rule id that forbids it.");
  cmd->add_option("file", options->file, "SGF file")->required()->check(CLI::ExistingFile);
  cmd->add_option("--at", options->at, "after this many plies of the main line (0 = the setup)");
  add_ruleset_options(*cmd, options->ruleset);
  cmd->add_flag("--json", options->json, "one JSON object (schema in README)");
  cmd->add_flag("--trace", options->trace, "print every rule's finding for each illegal point");
  cmd->callback([options, &status] { status = run_legal(*options, std::cout); });
}

int run_legal(const LegalOptions& options, std::ostream& out) {
  sgf::SgfGame sgf_game = sgf::read_game_file(options.file);
  const std::size_t at = options.at.value_or(sgf_game.moves.size());
  sgf::cut_main_line(sgf_game, at, options.file + ": --at");
  Game game(sgf_game.setup, options.ruleset.build());
  const auto refusal = replay(game, sgf_game.moves, at);
  if (refusal && (!refusal->judgement.verdict.legal() || refusal->index + 1 < at))
    return unreachable(options, at, game, sgf_game, *refusal, out);
  const Judged judged = judge_position(game);
  if (options.json)
    out << legal_json(options, at, game, judged).dump() << "\n";
  else
    print_legal(options, at, game, judged, out);
  return 0;
}

}  // namespace kospec::cli
