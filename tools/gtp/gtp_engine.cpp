#include "tools/gtp/gtp_engine.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

#include "reading/position_setup.h"
#include "reading/reader.h"
#include "rules/area_score.h"
#include "sgf/sgf_file.h"
#include "spec/diagram.h"
#include "spec/error.h"
#include "tools/gtp/command_args.h"

namespace kospec::gtp {

Engine::Engine(Ruleset ruleset, sgf::ReadOptions sgf_options)
    : ruleset_(std::move(ruleset)), sgf_options_(sgf_options) {
  new_game(Graph::grid(19, 19));
}

const std::vector<Engine::Entry>& Engine::table() {
  static const std::vector<Entry> entries{
      {"protocol_version", &Engine::protocol_version},
      {"name", &Engine::name},
      {"version", &Engine::version},
      {"known_command", &Engine::known_command},
      {"list_commands", &Engine::list_commands},
      {"quit", &Engine::quit},
      {"boardsize", &Engine::boardsize},
      {"clear_board", &Engine::clear_board},
      {"komi", &Engine::komi},
      {"play", &Engine::play},
      {"undo", &Engine::undo},
      {"trymove", &Engine::trymove},
      {"popgo", &Engine::popgo},
      {"final_score", &Engine::final_score},
      {"fixed_handicap", &Engine::fixed_handicap},
      {"place_free_handicap", &Engine::place_free_handicap},
      {"set_free_handicap", &Engine::set_free_handicap},
      {"loadsgf", &Engine::loadsgf},
      {"is_legal", &Engine::is_legal},
      {"all_legal", &Engine::all_legal},
      {"showboard", &Engine::showboard},
      {"attack", &Engine::attack},
      {"defend", &Engine::defend},
      {"kospec-explain_move", &Engine::explain_move},
      {"kospec-ruleset", &Engine::set_ruleset},
      {"gogui-rules_game_id", &Engine::rules_game_id},
      {"gogui-rules_board_size", &Engine::rules_board_size},
      {"gogui-rules_board", &Engine::rules_board},
      {"gogui-rules_side_to_move", &Engine::rules_side_to_move},
      {"gogui-rules_legal_moves", &Engine::rules_legal_moves},
      {"gogui-rules_captured_count", &Engine::rules_captured_count},
      {"gogui-rules_final_result", &Engine::rules_final_result},
      {"gogui-analyze_commands", &Engine::analyze_commands},
  };
  return entries;
}

std::vector<std::string> Engine::command_names() {
  std::vector<std::string> names;
  for (const Entry& e : table()) names.emplace_back(e.name);
  return names;
}

std::string Engine::execute(const Command& command) {
  for (const Entry& e : table()) {
    if (e.name != command.name) continue;
    try {
      return success(command, (this->*e.handler)(command.args));
    } catch (const CommandFailure& f) {
      return failure(command, f.message);
    } catch (const std::exception& ex) {
      return failure(command, ex.what());
    }
  }
  return failure(command, "unknown command");
}

void Engine::new_game(const Graph& graph) {
  // Built before it replaces the game: a ruleset the board cannot take leaves the game as it was.
  Game game(GameSetup{graph, Configuration(graph.size()), Player::Black}, ruleset_);
  game_ = std::move(game);
  tried_.clear();
}

Move Engine::parse_move(const Args& args, std::size_t first) const {
  const Player player = parse_color(args[first]);
  std::string vertex = args[first + 1];
  std::transform(vertex.begin(), vertex.end(), vertex.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (vertex == "pass") return Move::pass(player);
  const auto point = game_->record().graph().parse_name(vertex);
  if (!point)
    throw CommandFailure{"syntax error: '" + args[first + 1] + "' is not a vertex of this " +
                         game_->record().graph().size_name() + " board"};
  return Move::play(player, *point);
}

std::vector<Point> Engine::legal_points(const Game& game, Player player) {
  std::vector<Point> legal;
  if (game.over()) return legal;
  for (Point p : game.record().graph().points()) {
    if (game.record().current().at(p) != Color::Empty) continue;
    if (game.judge(Move::play(player, p)).verdict.legal()) legal.push_back(p);
  }
  return legal;
}

bool Engine::finished() const { return game_->over(); }

std::string Engine::protocol_version(const Args&) { return "2"; }
std::string Engine::name(const Args&) { return "kospec"; }
std::string Engine::version(const Args&) {
  return "0.1.0 (ruleset " + ruleset_.name + ", self-capture " +
         std::string(self_capture_name(ruleset_.self_capture)) + ")";
}

std::string Engine::known_command(const Args& args) {
  require_args(args, 1, "known_command COMMAND");
  for (const Entry& e : table()) {
    if (e.name == args[0]) return "true";
  }
  return "false";
}

std::string Engine::list_commands(const Args&) {
  std::string out;
  for (const Entry& e : table()) out += std::string(e.name) + "\n";
  return out;
}

std::string Engine::quit(const Args&) {
  quit_ = true;
  return "";
}

std::string Engine::boardsize(const Args& args) {
  // GTP: boardsize N. Extension for rectangular boards: boardsize COLUMNS ROWS.
  if (args.size() != 1 && args.size() != 2)
    throw CommandFailure{"syntax error: usage: boardsize N | boardsize COLUMNS ROWS"};
  const int columns = parse_int(args[0], "board size");
  const int rows = args.size() == 2 ? parse_int(args[1], "board size") : columns;
  if (columns < 1 || columns > Graph::kMaxSide || rows < 1 || rows > Graph::kMaxSide)
    throw CommandFailure{"unacceptable size"};
  new_game(Graph::grid(columns, rows));
  return "";
}

std::string Engine::clear_board(const Args&) {
  new_game(game_->record().graph());
  return "";
}

std::string Engine::komi(const Args& args) {
  require_args(args, 1, "komi FLOAT");
  std::istringstream in(args[0]);
  double value = 0;
  if (!(in >> value) || !in.eof() || !std::isfinite(value))
    throw CommandFailure{"syntax error: komi must be a number"};
  komi_ = value;
  return "";
}

std::string Engine::play(const Args& args) {
  require_args(args, 2, "play COLOR VERTEX");
  const Move move = parse_move(args, 0);
  if (game_->over()) throw CommandFailure{"illegal move: the game is over"};
  play_move(move);
  return "";
}

std::size_t Engine::play_move(const Move& move) {
  std::size_t added = 0;
  if (move.player != game_->record().to_move()) {
    // GTP lets a controller play either colour: an out-of-turn move is recorded as a pass of the
    // player to move first, so that the game stays alternating (TURN). That pass is no player's:
    // it never ends the game ("play b pass" then "play b A1" is no end by two passes).
    game_->hand_over_turn();
    added = 1;
  }
  const Judgement j = game_->play(move);
  if (!j.verdict.legal()) {
    if (added > 0) game_->undo();  // a refused move changes nothing, the inserted pass included
    throw CommandFailure{"illegal move: " + verdict_text(j.verdict)};
  }
  return added + 1;
}

std::string Engine::trymove(const Args& args) {
  // GNU Go's trymove: plays a legal move that popgo takes back (GNU Go's reading tests set up
  // positions with them).
  require_args(args, 2, "trymove COLOR VERTEX");
  const Move move = parse_move(args, 0);
  if (game_->over()) throw CommandFailure{"illegal move: the game is over"};
  tried_.push_back(play_move(move));
  return "";
}

std::string Engine::popgo(const Args&) {
  if (tried_.empty()) throw CommandFailure{"Stack empty."};
  for (std::size_t i = 0; i < tried_.back(); ++i) game_->undo();
  tried_.pop_back();
  return "";
}

std::string Engine::undo(const Args&) {
  if (game_->record().ply_count() == 0) throw CommandFailure{"cannot undo"};
  game_->undo();
  return "";
}

std::string Engine::loadsgf(const Args& args) {
  if (args.empty() || args.size() > 2)
    throw CommandFailure{"syntax error: usage: loadsgf FILE [MOVE_NUMBER]"};
  std::optional<sgf::SgfGame> loaded;
  try {
    loaded = sgf::read_game_file(args[0], sgf_options_);
    sgf_warnings_ = loaded->warnings;
  } catch (const InputError& e) {
    throw CommandFailure{std::string("cannot load file: ") + e.what()};
  }
  const sgf::SgfGame& sgf_game = *loaded;
  // GNU Go's convention: loadsgf FILE N gives the position before move N.
  std::size_t plies = sgf_game.moves.size();
  if (args.size() == 2) {
    const int n = parse_int(args[1], "move number");
    if (n < 1) throw CommandFailure{"syntax error: the move number must be 1 or more"};
    plies = std::min(plies, static_cast<std::size_t>(n - 1));
  }
  Game game(sgf_game.setup, ruleset_);
  if (auto stop = replay(game, sgf_game.moves, plies); stop && !stop->judgement.verdict.legal()) {
    throw CommandFailure{"cannot load file: move " + std::to_string(stop->index + 1) +
                         " is illegal by " + verdict_text(stop->judgement.verdict)};
  }
  game_ = std::move(game);
  tried_.clear();
  return std::string(player_name(game_->record().to_move()));
}

std::string Engine::is_legal(const Args& args) {
  require_args(args, 2, "is_legal COLOR VERTEX");
  const Move move = parse_move(args, 0);
  if (game_->over()) return "0";
  if (move.player != game_->record().to_move()) {
    Game other = *game_;  // as after the pass `play` would insert
    other.hand_over_turn();
    return other.judge(move).verdict.legal() ? "1" : "0";
  }
  return game_->judge(move).verdict.legal() ? "1" : "0";
}

std::string Engine::all_legal(const Args& args) {
  require_args(args, 1, "all_legal COLOR");
  const Player player = parse_color(args[0]);
  const Graph& g = game_->record().graph();
  std::vector<Point> legal;
  if (player == game_->record().to_move()) {
    legal = legal_points(*game_, player);
  } else if (!game_->over()) {
    // The other colour: as after the pass `play` would insert.
    Game other = *game_;
    other.hand_over_turn();
    legal = legal_points(other, player);
  }
  std::string out;
  for (Point p : legal) out += (out.empty() ? "" : " ") + g.name(p);
  return out;
}

std::string Engine::showboard(const Args&) {
  return "\n" + render_diagram(game_->record().graph(), game_->record().current()) +
         std::string(player_name(game_->record().to_move())) + " to move, ruleset " + ruleset_.name;
}

std::string Engine::explain_move(const Args& args) {
  require_args(args, 2, "kospec-explain_move COLOR VERTEX");
  const Move move = parse_move(args, 0);
  const Verdict v = game_->judge(move).verdict;
  std::string out =
      std::string(outcome_name(v.outcome)) + " by " + std::string(rule_code(v.deciding));
  for (const Finding& f : v.trace) out += "\n" + std::string(rule_code(f.rule)) + " " + f.statement;
  return out;
}

std::string Engine::attack(const Args& args) { return read_string(args, true); }

std::string Engine::defend(const Args& args) { return read_string(args, false); }

std::string Engine::read_string(const Args& args, bool attack) {
  // GNU Go's answer: 0, or the code (1 WIN, 2 KO_A, 3 KO_B) and the move, from its tactical
  // reader with komaster scheme 5 (reading/reader.h), on the current position and ko ban.
  require_args(args, 1, attack ? "attack VERTEX" : "defend VERTEX");
  const Graph& g = game_->record().graph();
  const auto point = g.parse_name(args[0]);
  if (!point) throw CommandFailure{"syntax error: '" + args[0] + "' is not a vertex of this board"};
  if (game_->record().current().at(*point) == Color::Empty)
    throw CommandFailure{"vertex must not be empty"};
  // The reader's board forbids self-capture: start it from the position before the last ply and
  // replay that ply alone (for its ko ban), or from the current position if the last ply was a
  // self-capture (which bans nothing).
  const auto& plies = game_->record().plies();
  GameSetup start{g, game_->record().current(), game_->record().to_move()};
  std::vector<Move> moves;
  if (!plies.empty() && plies.back().self_captured.empty()) {
    start.initial =
        plies.size() >= 2 ? *plies[plies.size() - 2].after : game_->record().setup().initial;
    start.to_move = plies.back().move.player;
    moves.push_back(plies.back().move);
  }
  reading::FastBoard board = reading::board_at_ply(start, moves, moves.size());
  reading::Reader reader(board);
  const reading::ReadResult r = attack ? reader.attack(*point) : reader.find_defense(*point);
  if (r.code == reading::ReadCode::Lose || !r.move) return "0";
  return std::to_string(static_cast<int>(r.code)) + " " + g.name(*r.move);
}

std::string Engine::set_ruleset(const Args& args) {
  if (args.empty()) return ruleset_.name;
  std::string expression;
  for (const std::string& a : args) expression += a;
  const Ruleset before = ruleset_;
  try {
    ruleset_ = parse_ruleset(expression, ruleset_.self_capture);
    new_game(game_->record().graph());
  } catch (const InputError& e) {
    ruleset_ = before;
    throw CommandFailure{e.what()};
  }
  return "";
}

}  // namespace kospec::gtp
