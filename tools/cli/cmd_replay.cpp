#include "tools/cli/cmd_replay.h"

#include <algorithm>
#include <memory>

#include "rules/game.h"
#include "sgf/sgf_file.h"
#include "spec/error.h"
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

std::string ply_number(std::size_t n) {
  std::string number = std::to_string(n);
  return std::string(number.size() < 4 ? 4 - number.size() : 0, ' ') + number;
}

Json ply_json(const Graph& graph, std::size_t number, const Ply& ply) {
  return Json{{"ply", number},
              {"player", player_letter(ply.move.player)},
              {"move", vertex_text(graph, ply.move)},
              {"captured", points_json(graph, ply.captured)},
              {"self_captured", points_json(graph, ply.self_captured)}};
}

// The first keys of a game's JSON object.
Json replay_head(const std::string& file) {
  Json j = command_json("replay");
  j["file"] = file;
  return j;
}

// Where move `index` is in the file, as " (file:line:column)", or "" for moves built in memory.
std::string place(const std::string& file, const sgf::SgfGame& game, std::size_t index) {
  if (index >= game.move_positions.size()) return "";
  return " (" + file + ":" + std::to_string(game.move_positions[index].line) + ":" +
         std::to_string(game.move_positions[index].column) + ")";
}

// A file read and its game set up under the ruleset.
struct Loaded {
  sgf::SgfGame sgf;
  std::unique_ptr<Game> game;
};

// The file read and set up, or nullopt after the error is reported (on `err`, and as JSON on
// `out`): an unreadable file, or a setup the rules refuse (SETUP).
std::optional<Loaded> load(const std::string& file, const ReplayOptions& options,
                           const Ruleset& ruleset, std::ostream& out, std::ostream& err) {
  try {
    sgf::SgfGame game = sgf::read_game_file(file);
    for (const std::string& warning : game.warnings) err << "kospec replay: " << warning << "\n";
    auto judged = std::make_unique<Game>(game.setup, ruleset);
    return Loaded{std::move(game), std::move(judged)};
  } catch (const InputError& e) {
    err << "kospec replay: error: " << e.what() << "\n";
    if (options.json) {
      Json j = replay_head(file);
      j["status"] = "error";
      j["error"] = e.what();
      out << j.dump() << "\n";
    }
    return std::nullopt;
  }
}

void print_ply(const Graph& graph, std::size_t number, const Ply& ply,
               const std::vector<Finding>& trace, const ReplayOptions& options, std::ostream& out) {
  out << ply_number(number) << "  " << move_text(graph, ply.move);
  if (!ply.captured.empty()) out << "  captures " << point_list(graph, ply.captured);
  if (!ply.self_captured.empty()) out << "  self-captures " << point_list(graph, ply.self_captured);
  out << "\n";
  if (options.trace) print_trace(out, trace, "        ");
}

// Plays the main line up to the first ply that is refused or ends the game; each ply played is
// printed (text) or added to `plies` (JSON).
std::optional<Refusal> play_line(Game& game, const sgf::SgfGame& sgf_game,
                                 const ReplayOptions& options, Json& plies, std::ostream& out) {
  const Graph& graph = game.record().graph();
  std::optional<Refusal> stop;
  for (std::size_t i = 0; i < sgf_game.moves.size() && !stop; ++i) {
    Judgement j = game.play(sgf_game.moves[i]);
    if (j.verdict.outcome != Outcome::Legal) {
      stop = Refusal{i, std::move(j)};
      if (!stop->judgement.verdict.legal()) break;
    }
    const Ply& ply = game.record().plies().back();
    const std::vector<Finding>& trace = stop ? stop->judgement.verdict.trace : j.verdict.trace;
    if (options.json) {
      Json item = ply_json(graph, i + 1, ply);
      if (options.trace) item["trace"] = trace_json(graph, trace);
      plies.push_back(std::move(item));
    } else if (!options.quiet) {
      print_ply(graph, i + 1, ply, trace, options, out);
    }
  }
  return stop;
}

Json stopped_json(const Graph& graph, const sgf::SgfGame& sgf_game, const Refusal& stop) {
  const Move& m = sgf_game.moves[stop.index];
  Json at{{"ply", stop.index + 1},
          {"player", player_letter(m.player)},
          {"move", vertex_text(graph, m)}};
  if (stop.index < sgf_game.move_positions.size()) {
    at["line"] = sgf_game.move_positions[stop.index].line;
    at["column"] = sgf_game.move_positions[stop.index].column;
  }
  at.update(verdict_json(graph, stop.judgement.verdict));
  return at;
}

Json game_json(const std::string& file, const Ruleset& ruleset, const sgf::SgfGame& sgf_game,
               const std::optional<Refusal>& stop, Json plies) {
  const Graph& graph = sgf_game.setup.graph;
  Json result = replay_head(file);
  result.update(Json{{"board", board_json(graph)},
                     {"ruleset", ruleset.name},
                     {"suicide", self_capture_name(ruleset.self_capture)},
                     {"to_move", player_letter(sgf_game.setup.to_move)},
                     {"moves", sgf_game.moves.size()},
                     {"plies", std::move(plies)}});
  result["status"] = stop ? outcome_name(stop->judgement.verdict.outcome) : "complete";
  if (stop) result["stopped"] = stopped_json(graph, sgf_game, *stop);
  return result;
}

void print_outcome(const std::string& file, const Ruleset& ruleset, const sgf::SgfGame& sgf_game,
                   const std::optional<Refusal>& stop, const ReplayOptions& options,
                   std::ostream& out) {
  const std::size_t total = sgf_game.moves.size();
  if (!stop) {
    out << file << ": " << total << " plies, every one legal (" << ruleset_text(ruleset) << ")\n";
    return;
  }
  const Move& m = sgf_game.moves[stop->index];
  const Verdict& v = stop->judgement.verdict;
  const std::string what = v.outcome == Outcome::Illegal    ? "is illegal by "
                           : v.outcome == Outcome::NoResult ? "ends the game with no result by "
                                                            : "ends play by ";
  out << file << ": ply " << stop->index + 1 << " of " << total << ", "
      << move_text(sgf_game.setup.graph, m) << place(file, sgf_game, stop->index) << ", " << what
      << rule_code(v.deciding) << ": " << v.decisive_finding().statement << "\n";
  if (options.trace && !v.legal()) print_trace(out, v.trace, "        ");
}

// Replays one file; returns its exit status (0, 1 or 2).
int replay_file(const std::string& file, const ReplayOptions& options, const Ruleset& ruleset,
                std::ostream& out, std::ostream& err) {
  std::optional<Loaded> loaded = load(file, options, ruleset, out, err);
  if (!loaded) return 2;
  const sgf::SgfGame* sgf_game = &loaded->sgf;
  if (!options.json && !options.quiet)
    out << file << ": " << setup_text(sgf_game->setup) << "; " << ruleset_text(ruleset) << "\n";
  Json plies = Json::array();
  const std::optional<Refusal> stop = play_line(*loaded->game, *sgf_game, options, plies, out);
  if (options.json)
    out << game_json(file, ruleset, *sgf_game, stop, std::move(plies)).dump() << "\n";
  else
    print_outcome(file, ruleset, *sgf_game, stop, options, out);
  // A finding: a move the rules forbid, or moves recorded after the game ended.
  const bool finding =
      stop && (!stop->judgement.verdict.legal() || stop->index + 1 < sgf_game->moves.size());
  return finding ? 1 : 0;
}

// --every-line: each line of the file (each game tree's root to each of its leaves) replayed as a
// game, one outcome a line (--quiet: the findings only), then a total; 0, 1 (a finding) or 2.
int replay_every_line(const std::string& file, const ReplayOptions& options, const Ruleset& ruleset,
                      std::ostream& out, std::ostream& err) {
  std::vector<sgf::SgfGame> lines;
  try {
    lines = sgf::read_every_line_file(file);
  } catch (const InputError& e) {
    err << "kospec replay: error: " << e.what() << "\n";
    return 2;
  }
  ReplayOptions plain = options;
  plain.quiet = true;  // (no ply lines: one outcome a line)
  std::size_t findings = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const sgf::SgfGame& line = lines[i];
    std::optional<Refusal> stop;
    try {
      Game game(line.setup, ruleset);
      Json plies;
      stop = play_line(game, line, plain, plies, out);
    } catch (const InputError& e) {
      err << "kospec replay: error: " << file << " line " << i + 1 << ": " << e.what() << "\n";
      return 2;
    }
    const bool finding =
        stop && (!stop->judgement.verdict.legal() || stop->index + 1 < line.moves.size());
    findings += finding ? 1 : 0;
    if (finding || !options.quiet)
      print_outcome(file + " line " + std::to_string(i + 1), ruleset, line, stop, plain, out);
  }
  out << file << ": " << lines.size() << " lines, " << lines.size() - findings
      << " with every move legal, " << findings << " stopped by a finding ("
      << ruleset_text(ruleset) << ")\n";
  return findings > 0 ? 1 : 0;
}

}  // namespace

void add_replay_command(CLI::App& app, int& status) {
  auto options = std::make_shared<ReplayOptions>();
  CLI::App* cmd = app.add_subcommand(
      "replay",
      "Replay the main line of SGF games (--every-line: every line) under a ruleset, one line "
      "per ply with its captures; stop at the first move the rules forbid, or that ends the game, naming "
      "the rule id. Exit 0 all legal, 1 a finding, 2 unreadable input.");
  // No existence check here: an unreadable file is reported and the others are replayed.
  cmd->add_option("files", options->files, "SGF files")->required();
  add_ruleset_options(*cmd, options->ruleset);
  CLI::Option* json_flag = cmd->add_flag(
      "--json", options->json, "one JSON object per game, one per line (schema in README)");
  CLI::Option* trace_flag =
      cmd->add_flag("--trace", options->trace, "print every rule's finding for every ply");
  cmd->add_flag("--quiet,-q", options->quiet,
                "one line per game (--every-line: the findings only)");
  cmd->add_flag("--every-line", options->every_line,
                "replay every line of each file, each game tree's root to each of its leaves "
                "(every variation), one outcome a line and a total; off by default (the main line "
                "only). Example: kospec replay strategy.sgf -r PSK --every-line (a kospec solve "
                "--strategy file)")
      ->excludes(json_flag)
      ->excludes(trace_flag);
  cmd->callback([options, &status] { status = run_replay(*options, std::cout, std::cerr); });
}

int run_replay(const ReplayOptions& options, std::ostream& out, std::ostream& err) {
  const Ruleset ruleset = options.ruleset.build();
  int status = 0;
  std::size_t complete = 0, stopped = 0, unreadable = 0;
  for (const std::string& file : options.files) {
    const int s = options.every_line ? replay_every_line(file, options, ruleset, out, err)
                                     : replay_file(file, options, ruleset, out, err);
    (s == 0 ? complete : s == 1 ? stopped : unreadable) += 1;
    status = std::max(status, s);
  }
  if (options.files.size() > 1 && !options.json) {
    out << "replayed " << options.files.size() << " games: " << complete << " complete, " << stopped
        << " stopped by a finding, " << unreadable << " unreadable\n";
  }
  return status;
}

}  // namespace kospec::cli
