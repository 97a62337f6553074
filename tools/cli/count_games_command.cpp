// kospec count games: the number of games under positional superko on a small board.
#include <chrono>
#include <thread>

#include <nlohmann/json.hpp>

#include "rules/ruleset.h"
#include "spec/error.h"
#include "tools/cli/count_command.h"
#include "tools/cli/json_output.h"
#include "tools/count/game_graph.h"
#include "tools/count/games.h"
#include "tools/run/number_text.h"

namespace kospec::cli {

namespace {

using Json = nlohmann::ordered_json;

// Games are simple paths only under positional superko, with self-capture as a move of the graph.
void require_supported_rules(const CountOptions& options) {
  const Ruleset ruleset =
      parse_ruleset(options.ruleset, options.self_capture);  // InputError if unknown
  if (ruleset.clauses != std::vector<RuleId>{RuleId::PSK} || ruleset.a1) {
    throw InputError(
        "count games: --ruleset " + options.ruleset +
        " is not supported; only positional-superko (PSK) is: under it, and only under it, "
        "a game is a simple path from the empty position in the game graph (Tromp & Farnebäck)");
  }
  if (options.self_capture == SelfCapture::Forbidden) {
    throw InputError(
        "count games: --suicide forbidden is not supported; use all (the game graph of Tromp & "
        "Farnebäck has self-capture moves) or multi (the same graph: a one-stone self-capture "
        "repeats the position, which positional superko forbids anyway)");
  }
}

// Boards of at most 4 points are those whose game graph fits a 64-bit visited mask.
constexpr int kMaxGamePoints = 4;

Json games_json(const CountOptions& options, const smallboard::BitBoard& board,
                const count::GameCount& count, const std::string& stopped) {
  Json j = command_json("count games");
  j.update(
      Json{{"board", {{"columns", board.columns()}, {"rows", board.rows()}, {"plain_grid", true}}},
           {"ruleset", options.ruleset},
           {"suicide", self_capture_name(options.self_capture)},
           {"nodes", count.nodes},
           {"edges", count.edges},
           {"symmetries", count.symmetries},
           {"first_moves", count.first_moves},
           {"first_move_classes", count.first_move_classes},
           {"split_depth", count.split_depth},
           {"subtrees", count.subtrees},
           {"subtrees_done", count.subtrees_done},
           {"complete", count.complete},
           {"games", count.games}});
  if (count.complete) j["paths_walked"] = count.paths_walked;
  if (!count.complete) j["interrupted"] = stopped;
  return j;
}

void print_games(const CountOptions& options, const smallboard::BitBoard& board,
                 const count::GameCount& count, std::ostream& out) {
  out << "count games " << board.size_name() << ": ruleset " << options.ruleset << ", self-capture "
      << self_capture_name(options.self_capture)
      << "; a game is a simple path from the empty position in the game graph (Tromp & "
         "Farnebäck), the empty game included\n";
  out << "game graph: " << count.nodes << " positions, " << count.edges
      << " edges (self-loops left out)\n";
  out << "symmetries: " << count.symmetries
      << " (board symmetries, with and without exchanging colours); "
      << "first moves: " << count.first_moves << " in " << count.first_move_classes
      << (count.first_move_classes == 1 ? " class\n" : " classes\n");
  out << "subtrees: " << run::grouped(count.subtrees) << " classes of games of "
      << count.split_depth << " moves up to symmetry, " << run::grouped(count.subtrees_done)
      << " counted\n";
  if (count.complete) out << "paths walked: " << run::grouped(count.paths_walked) << "\n";
  out << (count.complete ? "" : ">= ") << count.games << (count.complete ? "" : " (interrupted)")
      << "\n";
}

}  // namespace

int run_count_games(const CountOptions& options, std::ostream& out, std::ostream& err,
                    const run::RunControl& control) {
  const BoardSize size = parse_board_size(options.board);
  require_supported_rules(options);
  if (size.columns * size.rows > kMaxGamePoints) {
    throw InputError(
        "count games: --board " + options.board +
        " is not supported: games are counted on boards "
        "of at most 4 points, whose game graph has at most 64 positions (1x1, 1x2, 1x3, 1x4, 2x2 "
        "and their transposes); 1x5 already has 113");
  }
  const smallboard::BitBoard board(size.columns, size.rows);
  const count::GameGraph graph = count::build_game_graph(board, options.self_capture, 64);
  count::GameCountOptions count_options;
  count_options.threads =
      options.threads == 0 ? std::max(1U, std::thread::hardware_concurrency()) : options.threads;
  const auto start = std::chrono::steady_clock::now();
  const count::GameCount count = count::count_games(graph, count_options, control);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  const std::string stopped = "interrupted: " + run::grouped(count.subtrees_done) + " of " +
                              run::grouped(count.subtrees) + " subtrees done, " +
                              run::grouped(count.games) + " games counted so far (a lower bound)";
  if (options.json)
    out << games_json(options, board, count, stopped).dump() << "\n";
  else
    print_games(options, board, count, out);
  if (!count.complete) {
    err << "count games " << board.size_name() << ": " << stopped << "\n";
    return 1;
  }
  if (control.reports_progress()) {
    err << "count games " << board.size_name() << ": done in " << run::seconds_text(seconds) << ", "
        << run::rate(static_cast<double>(count.paths_walked), seconds) << " paths/s walked with "
        << count_options.threads << (count_options.threads == 1 ? " thread\n" : " threads\n");
  }
  return 0;
}

}  // namespace kospec::cli
