#include "tools/cli/cmd_replay.h"

#include <algorithm>
#include <memory>

#include "rules/game.h"
#include "spec/error.h"
#include "tools/cli/cmd_common.h"
#include "tools/cli/game_loading.h"
#include "tools/cli/json_output.h"
#include "tools/cli/text_output.h"

namespace kospec::cli {

namespace {

std::string setup_text(const GameSetup& setup) {
  const std::size_t stones = setup.initial.count(Color::Black) + setup.initial.count(Color::White);
  return setup.graph.size_name() + (setup.graph.is_plain_grid() ? "" : " custom graph") + ", " +
         std::to_string(stones) + " setup stones, " + std::string(player_name(setup.to_move)) +
         " to move first";
}

Json ply_json(const Graph& graph, std::size_t number, const Ply& ply) {
  return Json{{"ply", number},
              {"player", player_letter(ply.move.player)},
              {"move", vertex_text(graph, ply.move)},
              {"captured", points_json(graph, ply.captured)},
              {"self_captured", points_json(graph, ply.self_captured)}};
}

// Replays one file; returns its exit status (0, 1 or 2).
int replay_file(const std::string& file, const ReplayOptions& options, std::ostream& out,
                std::ostream& err) {
  std::optional<sgf::SgfGame> loaded;
  std::unique_ptr<Game> game;
  try {
    loaded = load_game(file);
    game = std::make_unique<Game>(loaded->setup, options.ruleset);
  } catch (const InputError& e) {
    err << "kospec replay: error: " << e.what() << "\n";
    if (options.json) out << Json{{"file", file}, {"status", "error"}, {"error", e.what()}}.dump() << "\n";
    return 2;
  }
  const sgf::SgfGame& sgf_game = *loaded;
  const Graph& graph = game->record().graph();
  Json plies = Json::array();
  if (!options.json && !options.quiet) out << file << ": " << setup_text(sgf_game.setup) << "; " << ruleset_text(options.ruleset) << "\n";
  std::optional<Refusal> refusal;
  for (std::size_t i = 0; i < sgf_game.moves.size() && !refusal; ++i) {
    Judgement j = game->play(sgf_game.moves[i]);
    if (!j.verdict.legal()) {
      refusal = Refusal{i, std::move(j)};
      break;
    }
    const Ply& ply = game->record().plies().back();
    if (options.json) {
      Json item = ply_json(graph, i + 1, ply);
      if (options.trace) item["trace"] = trace_json(graph, j.verdict.trace);
      plies.push_back(std::move(item));
    } else if (!options.quiet) {
      out << std::string(i + 1 < 10 ? 4 : i + 1 < 100 ? 3 : i + 1 < 1000 ? 2 : 1, ' ') << i + 1 << "  "
          << move_text(graph, ply.move);
      if (!ply.captured.empty()) out << "  captures " << point_list(graph, ply.captured);
      if (!ply.self_captured.empty()) out << "  self-captures " << point_list(graph, ply.self_captured);
      out << "\n";
      if (options.trace) print_trace(out, j.verdict.trace, "        ");
    }
  }
  const std::size_t total = sgf_game.moves.size();
  if (options.json) {
    Json result{{"file", file},
                {"board", {{"columns", graph.columns()}, {"rows", graph.rows()}, {"plain_grid", graph.is_plain_grid()}}},
                {"ruleset", options.ruleset.name},
                {"suicide", self_capture_name(options.ruleset.self_capture)},
                {"first_to_move", player_letter(sgf_game.setup.to_move)},
                {"moves", total},
                {"plies", std::move(plies)}};
    if (refusal) {
      const Move& m = sgf_game.moves[refusal->index];
      Json stop{{"ply", refusal->index + 1}, {"player", player_letter(m.player)}, {"move", vertex_text(graph, m)}};
      if (refusal->index < sgf_game.move_positions.size()) {
        stop["line"] = sgf_game.move_positions[refusal->index].line;
        stop["column"] = sgf_game.move_positions[refusal->index].column;
      }
      stop.update(verdict_json(graph, refusal->judgement.verdict));
      result["status"] = "illegal";
      result["illegal"] = std::move(stop);
    } else {
      result["status"] = "complete";
    }
    out << result.dump() << "\n";
    return refusal ? 1 : 0;
  }
  if (refusal) {
    const Move& m = sgf_game.moves[refusal->index];
    const Verdict& v = refusal->judgement.verdict;
    std::string where;
    if (refusal->index < sgf_game.move_positions.size()) {
      where = " (" + file + ":" + std::to_string(sgf_game.move_positions[refusal->index].line) + ":" +
              std::to_string(sgf_game.move_positions[refusal->index].column) + ")";
    }
    out << file << ": ply " << refusal->index + 1 << " of " << total << ", " << move_text(graph, m)
        << where << ", is illegal by " << rule_code(v.deciding) << ": " << v.decisive_finding().statement << "\n";
    if (options.trace) print_trace(out, v.trace, "        ");
    return 1;
  }
  out << file << ": " << total << " plies, every one legal (" << ruleset_text(options.ruleset) << ")\n";
  return 0;
}

}  // namespace

void add_replay_command(CLI::App& app, int& status) {
  auto options = std::make_shared<ReplayOptions>();
  CLI::App* cmd = app.add_subcommand(
      "replay", "Replay the main line of SGF games, one line per ply with its captures; stop at the "
                "first move the rules forbid, naming the rule id. Exit 0 all legal, 1 an illegal "
                "move, 2 unreadable input.");
  cmd->add_option("files", options->files, "SGF files")->required()->check(CLI::ExistingFile);
  add_ruleset_options(*cmd, options->ruleset);
  cmd->add_flag("--json", options->json, "one JSON object per game, one per line (schema in README)");
  cmd->add_flag("--trace", options->trace, "print every rule's finding for every ply");
  cmd->add_flag("--quiet,-q", options->quiet, "one line per game");
  cmd->callback([options, &status] { status = run_replay(*options, std::cout, std::cerr); });
}

int run_replay(const ReplayOptions& options, std::ostream& out, std::ostream& err) {
  int status = 0;
  std::size_t complete = 0, stopped = 0, unreadable = 0;
  for (const std::string& file : options.files) {
    const int s = replay_file(file, options, out, err);
    (s == 0 ? complete : s == 1 ? stopped : unreadable) += 1;
    status = std::max(status, s);
  }
  if (options.files.size() > 1 && !options.json) {
    out << "replayed " << options.files.size() << " games: " << complete << " complete, " << stopped
        << " stopped at an illegal move, " << unreadable << " unreadable\n";
  }
  return status;
}

}  // namespace kospec::cli
