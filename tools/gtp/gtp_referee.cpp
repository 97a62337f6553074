// The referee's commands for tournament tools and GoGui: final_score and the handicap commands
// (GTP 2, sections 6.3.2 and 6.3.3), the gogui-rules_* arbiter commands and the analyze commands
// GoGui's menu shows.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

#include "rules/area_score.h"
#include "tools/gtp/command_args.h"
#include "tools/gtp/gtp_engine.h"

namespace kospec::gtp {

namespace {

// The points of fixed_handicap (GTP 2, 4.1.1): corners, then the sides, with the centre when the
// number is odd; 4 from the edge on boards of 13 and more, 3 below. Empty if not allowed.
std::vector<Point> fixed_handicap_points(const Graph& g, int stones) {
  const int size = g.columns();
  if (g.rows() != size || size < 7 || stones < 2) return {};
  const int max = (size % 2 == 0 || size == 7) ? 4 : 9;
  if (stones > max) return {};
  const int edge = size >= 13 ? 4 : 3;
  const int low = edge, high = size + 1 - edge, mid = (size + 1) / 2;
  // Column and row, both counted from 1 at the lower left, as GTP vertices are.
  auto at = [&](int column, int row) { return g.at(column - 1, size - row); };
  const Point corners[] = {at(low, low), at(high, high), at(low, high), at(high, low)};
  std::vector<Point> out(corners, corners + std::min(stones, 4));
  if (stones >= 6) {
    out.push_back(at(low, mid));
    out.push_back(at(high, mid));
  }
  if (stones >= 8) {
    out.push_back(at(mid, low));
    out.push_back(at(mid, high));
  }
  if (stones % 2 == 1 && stones >= 5) out.push_back(at(mid, mid));
  return out;
}

}  // namespace

std::string Engine::rules_game_id(const Args&) { return "Go"; }

std::string Engine::rules_board_size(const Args&) {
  // GoGui reads one integer (GenericBoard.getBoardSize: Integer.parseInt): a rectangular board is
  // a clear failure, not an answer that makes its parser throw.
  const Graph& g = game_->record().graph();
  if (g.columns() != g.rows()) {
    throw CommandFailure{"rectangular board " + g.size_name() +
                         ": gogui-rules_board_size answers square boards only"};
  }
  return std::to_string(g.columns());
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

std::string Engine::analyze_commands(const Args&) {
  // GoGui's format: TYPE/LABEL/COMMAND, %c the colour to move, %p the selected point.
  return "plist/Legal moves/all_legal %c\n"
         "string/Is legal/is_legal %c %p\n"
         "string/Explain move/kospec-explain_move %c %p\n"
         "string/Attack/attack %p\n"
         "string/Defend/defend %p\n"
         "string/Final score/final_score\n"
         "string/Ruleset/kospec-ruleset";
}

std::string Engine::final_score(const Args&) {
  // Area scoring (Tromp-Taylor) of the position as it stands, komi to White.
  if (game_->ending() == Outcome::NoResult)
    throw CommandFailure{"cannot score: the game ended without result (NR)"};
  const AreaScore score = area_score(game_->record().graph(), game_->record().current());
  const double margin = score.margin() - komi_;
  if (margin == 0) return "0";
  // The shortest decimal that reads back as the margin, never in exponent form: "W+1234542.5".
  char digits[400];
  const auto [end, ec] =
      std::to_chars(digits, digits + sizeof digits, std::abs(margin), std::chars_format::fixed);
  return (margin > 0 ? "B+" : "W+") + std::string(digits, ec == std::errc() ? end : digits);
}

std::string Engine::fixed_handicap(const Args& args) {
  require_args(args, 1, "fixed_handicap NUMBER_OF_STONES");
  const int stones = parse_int(args[0], "number of stones");
  const std::vector<Point> points = fixed_handicap_points(game_->record().graph(), stones);
  if (points.empty()) throw CommandFailure{"invalid number of stones"};
  return place_handicap(points);
}

std::string Engine::place_free_handicap(const Args& args) {
  // The engine's choice: the fixed placement.
  return fixed_handicap(args);
}

std::string Engine::set_free_handicap(const Args& args) {
  const Graph& g = game_->record().graph();
  if (args.size() < 2 || args.size() >= g.size())
    throw CommandFailure{"bad vertex list: expected 2 or more vertices, fewer than the board's"};
  std::vector<Point> points;
  for (const std::string& a : args) {
    std::string vertex = a;
    std::transform(vertex.begin(), vertex.end(), vertex.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    const auto p = g.parse_name(vertex);
    if (!p || std::find(points.begin(), points.end(), *p) != points.end())
      throw CommandFailure{"bad vertex list: '" + a + "' is not a new vertex of this board"};
    points.push_back(*p);
  }
  place_handicap(points);
  return "";
}

std::string Engine::place_handicap(const std::vector<Point>& points) {
  const Graph& g = game_->record().graph();
  const bool empty =
      game_->record().ply_count() == 0 && std::ranges::all_of(g.points(), [&](Point p) {
        return game_->record().current().at(p) == Color::Empty;
      });
  if (!empty) throw CommandFailure{"board not empty"};
  Configuration stones(g.size());
  std::string listed;
  for (Point p : points) {
    stones.set(p, Color::Black);
    listed += (listed.empty() ? "" : " ") + g.name(p);
  }
  // Handicap stones are a setup (SETUP) with White to move.
  Game game(GameSetup{g, stones, Player::White}, ruleset_);
  game_ = std::move(game);
  tried_.clear();
  return listed;
}

}  // namespace kospec::gtp
