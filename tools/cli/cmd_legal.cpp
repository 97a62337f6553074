#include "tools/cli/cmd_legal.h"

#include <algorithm>
#include <memory>

#include "rules/game.h"
#include "spec/error.h"
#include "tools/cli/cmd_common.h"
#include "tools/cli/json_output.h"
#include "tools/cli/text_output.h"
#include "tools/sgf/sgf_file.h"

namespace kospec::cli {

namespace {

struct IllegalPoint {
  Point point;
  Verdict verdict;
};

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
  const sgf::SgfGame sgf_game = sgf::read_game_file(options.file);
  const std::size_t at = options.at.value_or(sgf_game.moves.size());
  if (at > sgf_game.moves.size()) {
    throw InputError(options.file + ": --at " + std::to_string(at) +
                     " is beyond the main line, which has " +
                     std::to_string(sgf_game.moves.size()) + " plies");
  }
  const Ruleset ruleset = options.ruleset.build();
  Game game(sgf_game.setup, ruleset);
  auto refusal = replay(game, sgf_game.moves, at);
  if (refusal && (!refusal->judgement.verdict.legal() || refusal->index + 1 < at)) {
    const Verdict& v = refusal->judgement.verdict;
    const std::string message = "ply " + std::to_string(refusal->index + 1) + ", " +
                                move_text(game.record().graph(), sgf_game.moves[refusal->index]) +
                                (v.legal() ? ", ends the game by " : ", is illegal by ") +
                                std::string(rule_code(v.deciding)) + ": " +
                                v.decisive_finding().statement;
    if (options.json) {
      out << Json{{"file", options.file},
                  {"status", "illegal"},
                  {"at", at},
                  {"stopped_at", refusal->index + 1},
                  {"error", message}}
                 .dump()
          << "\n";
    } else {
      out << options.file << ": cannot reach ply " << at << ": " << message << "\n";
    }
    return 1;
  }
  const Graph& graph = game.record().graph();
  const Player to_play = game.record().to_move();
  std::vector<Point> legal;
  std::vector<IllegalPoint> illegal;
  // Moves that may be played but end the game (no result, end of play): named apart, with the rule.
  std::vector<std::pair<std::string, Verdict>> ending;
  for (Point p : graph.points()) {
    if (game.record().current().at(p) != Color::Empty) continue;
    Judgement j = game.judge(Move::play(to_play, p));
    if (j.verdict.outcome == Outcome::Legal) {
      legal.push_back(p);
    } else if (j.verdict.legal()) {
      ending.emplace_back(graph.name(p), std::move(j.verdict));
    } else {
      illegal.push_back({p, std::move(j.verdict)});
    }
  }
  const Verdict pass = game.judge(Move::pass(to_play)).verdict;
  if (pass.legal() && pass.outcome != Outcome::Legal) ending.emplace_back("pass", pass);
  const bool plain_pass = pass.outcome == Outcome::Legal;
  std::vector<std::string> legal_names;
  for (Point p : legal) legal_names.push_back(graph.name(p));
  std::sort(legal_names.begin(), legal_names.end());
  if (options.json) {
    Json illegal_json = Json::array();
    for (const IllegalPoint& ip : illegal) {
      Json item{{"point", graph.name(ip.point)}};
      item.update(verdict_json(graph, ip.verdict));
      if (!options.trace) item.erase("trace");
      illegal_json.push_back(std::move(item));
    }
    Json ending_json = Json::array();
    for (const auto& [move, verdict] : ending) {
      Json item{{"move", move}};
      item.update(verdict_json(graph, verdict));
      if (!options.trace) item.erase("trace");
      ending_json.push_back(std::move(item));
    }
    out << Json{{"file", options.file},
                {"at", at},
                {"to_play", player_letter(to_play)},
                {"ruleset", ruleset.name},
                {"suicide", self_capture_name(ruleset.self_capture)},
                {"over", game.over()},
                {"legal", legal_names},
                {"pass", pass.legal()},
                {"ending", std::move(ending_json)},
                {"illegal", std::move(illegal_json)}}
               .dump()
        << "\n";
    return 0;
  }
  out << options.file << " after ply " << at << ": " << player_name(to_play) << " to play; "
      << ruleset_text(ruleset) << (game.over() ? "; the game is over" : "") << "\n";
  out << "legal (" << legal_names.size() << (plain_pass ? " and pass" : "") << "):";
  for (const std::string& name : legal_names) out << " " << name;
  out << "\n";
  for (const auto& [move, verdict] : ending) {
    out << "ends the game " << move << ": " << outcome_name(verdict.outcome) << " by "
        << rule_code(verdict.deciding) << " " << verdict.decisive_finding().statement << "\n";
    if (options.trace) print_trace(out, verdict.trace, "        ");
  }
  for (const IllegalPoint& ip : illegal) {
    out << "illegal " << graph.name(ip.point) << ": " << rule_code(ip.verdict.deciding) << " "
        << ip.verdict.decisive_finding().statement << "\n";
    if (options.trace) print_trace(out, ip.verdict.trace, "        ");
  }
  return 0;
}

}  // namespace kospec::cli
