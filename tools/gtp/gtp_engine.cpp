#include "tools/gtp/gtp_engine.h"

#include <algorithm>
#include <charconv>
#include <sstream>

#include "reading/position_setup.h"
#include "reading/reader.h"
#include "rules/area_score.h"
#include "spec/diagram.h"
#include "spec/error.h"
#include "tools/sgf/sgf_file.h"

namespace kospec::gtp {

namespace {

// A command failure: its message becomes the "? message" response.
struct CommandFailure {
  std::string message;
};

int parse_int(const std::string& text, const char* what) {
  int value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size())
    throw CommandFailure{std::string("syntax error: ") + what};
  return value;
}

void require_args(const std::vector<std::string>& args, std::size_t n, const char* usage) {
  if (args.size() != n) throw CommandFailure{std::string("syntax error: usage: ") + usage};
}

Player parse_color(const std::string& text) {
  const auto p = parse_player(text);
  if (!p)
    throw CommandFailure{"syntax error: expected a color (black, white, b, w), got '" + text + "'"};
  return *p;
}

std::string verdict_text(const Verdict& v) {
  return std::string(rule_code(v.deciding)) + ": " + v.decisive_finding().statement;
}

}  // namespace

Engine::Engine(Ruleset ruleset) : ruleset_(std::move(ruleset)) { new_game(Graph::grid(19, 19)); }

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
  game_.emplace(GameSetup{graph, Configuration(graph.size()), Player::Black}, ruleset_);
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
  if (!(in >> value) || !in.eof()) throw CommandFailure{"syntax error: komi must be a number"};
  komi_ = value;
  return "";
}

std::string Engine::play(const Args& args) {
  require_args(args, 2, "play COLOR VERTEX");
  const Move move = parse_move(args, 0);
  if (game_->over()) throw CommandFailure{"illegal move: the game is over"};
  if (move.player != game_->record().to_move()) {
    // GTP lets a controller play either colour: an out-of-turn move is recorded as a pass of the
    // player to move first, so that the game stays alternating (TURN).
    game_->play(Move::pass(game_->record().to_move()));
  }
  const Judgement j = game_->play(move);
  if (!j.verdict.legal()) throw CommandFailure{"illegal move: " + verdict_text(j.verdict)};
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
    loaded = sgf::read_game_file(args[0]);
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
  return std::string(player_name(game_->record().to_move()));
}

std::string Engine::is_legal(const Args& args) {
  require_args(args, 2, "is_legal COLOR VERTEX");
  const Move move = parse_move(args, 0);
  if (game_->over()) return "0";
  if (move.player != game_->record().to_move()) {
    Game other = *game_;  // as after a pass of the player to move (see `play`)
    other.play(Move::pass(other.record().to_move()));
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
    // The other colour: as after a pass of the player to move (see `play`).
    Game other = *game_;
    other.play(Move::pass(other.record().to_move()));
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
  std::vector<Move> moves;
  for (const Ply& ply : game_->record().plies()) moves.push_back(ply.move);
  reading::FastBoard board = reading::board_at_ply(game_->record().setup(), moves, moves.size());
  reading::Reader reader(board);
  const reading::ReadResult r = attack ? reader.attack(*point) : reader.find_defense(*point);
  if (r.code == reading::ReadCode::Lose || !r.move) return "0";
  return std::to_string(static_cast<int>(r.code)) + " " + g.name(*r.move);
}

std::string Engine::set_ruleset(const Args& args) {
  if (args.empty()) return ruleset_.name;
  std::string expression;
  for (const std::string& a : args) expression += a;
  try {
    ruleset_ = parse_ruleset(expression, ruleset_.self_capture);
  } catch (const InputError& e) {
    throw CommandFailure{e.what()};
  }
  new_game(game_->record().graph());
  return "";
}

std::string Engine::rules_game_id(const Args&) { return "Go"; }

std::string Engine::rules_board_size(const Args&) {
  const Graph& g = game_->record().graph();
  return g.columns() == g.rows() ? std::to_string(g.columns())
                                 : std::to_string(g.columns()) + " " + std::to_string(g.rows());
}

std::string Engine::rules_board(const Args&) {
  const Graph& g = game_->record().graph();
  std::string out;
  for (int r = 0; r < g.rows(); ++r) {
    if (r > 0) out += "\n";
    for (int c = 0; c < g.columns(); ++c) {
      const Color color = game_->record().current().at(g.at(c, r));
      out += std::string(c > 0 ? " " : "") + (color == Color::Black   ? "X"
                                              : color == Color::White ? "O"
                                                                      : ".");
    }
  }
  return out;
}

std::string Engine::rules_side_to_move(const Args&) {
  return std::string(player_name(game_->record().to_move()));
}

std::string Engine::rules_legal_moves(const Args&) {
  if (finished()) return "";
  const Graph& g = game_->record().graph();
  std::string out;
  for (Point p : legal_points(*game_, game_->record().to_move())) out += g.name(p) + " ";
  return out + "pass";
}

std::string Engine::rules_captured_count(const Args&) {
  // Stones each player has removed from the board: captures, and the opponent's self-captures.
  std::size_t by_black = 0, by_white = 0;
  for (const Ply& ply : game_->record().plies()) {
    const bool black = ply.move.player == Player::Black;
    (black ? by_black : by_white) += ply.captured.size();
    (black ? by_white : by_black) += ply.self_captured.size();
  }
  return std::to_string(by_black) + " " + std::to_string(by_white);
}

std::string Engine::rules_final_result(const Args&) {
  // A game that ended with no result (NR) has no winner: "unknown", as for a game not over.
  if (!finished() || game_->ending() == Outcome::NoResult) return "unknown";
  const AreaScore score = area_score(game_->record().graph(), game_->record().current());
  const double margin = score.margin() - komi_;
  return margin > 0 ? "black" : margin < 0 ? "white" : "draw";
}

}  // namespace kospec::gtp
