#pragma once
// kospec as a GTP engine: a referee that keeps a game under a ruleset and answers GTP 2 commands
// (final_score and the handicap commands included), GNU Go's is_legal / all_legal / loadsgf /
// attack / defend / trymove / popgo, and GoGui's rules-arbiter and analyze commands.

#include <optional>
#include <string>
#include <vector>

#include "rules/game.h"
#include "sgf/sgf_game.h"
#include "tools/gtp/gtp_protocol.h"

namespace kospec::gtp {

/// The referee engine. Every command gets a response; nothing it is sent can make it throw.
class Engine {
 public:
  /// A 19x19 empty board under `ruleset` (its self-capture option included); loadsgf reads files
  /// as `sgf_options` says (lenient by default).
  explicit Engine(Ruleset ruleset, sgf::ReadOptions sgf_options = {});

  /// Executes one command and returns the full response ("= ...\n\n" or "? ...\n\n").
  std::string execute(const Command& command);
  /// The warnings of the last loadsgf (lenient SGF reading), each "file:line:column: warning: ...".
  const std::vector<std::string>& sgf_warnings() const { return sgf_warnings_; }
  /// Whether `quit` was received.
  bool quit_requested() const { return quit_; }
  /// The game as it stands.
  const Game& game() const { return *game_; }
  /// The names of every command, in the order list_commands prints them.
  static std::vector<std::string> command_names();

 private:
  using Args = std::vector<std::string>;
  using Handler = std::string (Engine::*)(const Args&);
  struct Entry {
    std::string_view name;
    Handler handler;
  };
  static const std::vector<Entry>& table();

  std::string protocol_version(const Args&);
  std::string name(const Args&);
  std::string version(const Args&);
  std::string known_command(const Args&);
  std::string list_commands(const Args&);
  std::string quit(const Args&);
  std::string boardsize(const Args&);
  std::string clear_board(const Args&);
  std::string komi(const Args&);
  std::string play(const Args&);
  std::string undo(const Args&);
  std::string loadsgf(const Args&);
  std::string is_legal(const Args&);
  std::string all_legal(const Args&);
  std::string showboard(const Args&);
  std::string explain_move(const Args&);
  std::string attack(const Args&);
  std::string defend(const Args&);
  std::string read_string(const Args& args, bool attack);
  std::string set_ruleset(const Args&);
  std::string rules_game_id(const Args&);
  std::string rules_board_size(const Args&);
  std::string rules_board(const Args&);
  std::string rules_side_to_move(const Args&);
  std::string rules_legal_moves(const Args&);
  std::string rules_captured_count(const Args&);
  std::string rules_final_result(const Args&);
  std::string analyze_commands(const Args&);
  std::string final_score(const Args&);
  std::string fixed_handicap(const Args&);
  std::string place_free_handicap(const Args&);
  std::string set_free_handicap(const Args&);
  std::string place_handicap(const std::vector<Point>& points);
  std::string trymove(const Args&);
  std::string popgo(const Args&);
  std::size_t play_move(const Move& move);

  void new_game(const Graph& graph);
  Move parse_move(const Args& args, std::size_t first) const;
  static std::vector<Point> legal_points(const Game& game, Player player);
  bool finished() const;

  Ruleset ruleset_;
  sgf::ReadOptions sgf_options_;
  std::vector<std::string> sgf_warnings_;
  std::optional<Game> game_;
  double komi_ = 7.5;
  std::vector<std::size_t> tried_;  // plies added by each trymove not yet taken back by popgo
  bool quit_ = false;
};

}  // namespace kospec::gtp
