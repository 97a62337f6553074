#pragma once
// One game played in lockstep by a GTP engine and kospec, and the comparison of their verdicts
// on every point after every ply.

#include <optional>
#include <random>
#include <string>
#include <vector>

#include "rules/game.h"
#include "tools/gtp_client/engine_process.h"

namespace kospec::fuzz {

/// One way the engine and kospec disagreed (or the engine failed).
struct Finding {
  std::string kind;                ///< "engine-allows", "engine-forbids", "play-rejected",
                                   ///< "genmove-illegal", or an exchange failure ("crashed"...)
  std::optional<Move> move;        ///< the move judged differently (absent for engine failures)
  std::string engine_answer;       ///< what the engine said
  std::optional<Verdict> verdict;  ///< kospec's verdict on the move
  std::vector<Move> moves;         ///< the game before the move
  std::string command;             ///< the GTP command whose answer disagreed
  bool self_capture = false;       ///< whether the disputed move is a self-capture

  /// A short class of the finding: kind, kospec's deciding rule, and "+self-capture" when the
  /// move is one, e.g. "engine-allows/PSK+self-capture".
  std::string signature() const;
};

/// A GTP engine and a kospec game kept in the same position.
class EngineSession {
 public:
  /// A session on an engine process, under `ruleset`.
  EngineSession(gtp::EngineProcess& engine, Ruleset ruleset);
  /// Starts a new game on a size x size board (engine: boardsize, clear_board). A finding if the
  /// engine fails.
  std::optional<Finding> new_game(int size);
  /// Plays `move` on both (kospec judged it legal). A finding if the engine refuses or fails.
  std::optional<Finding> play(const Move& move);
  /// Asks the engine to generate a move for the player to move and plays it on kospec's side;
  /// a finding if the engine fails or kospec forbids the move. Sets `played` to the move.
  std::optional<Finding> genmove(std::optional<Move>& played);
  /// Compares the engine's legal board plays for the player to move (all_legal) with kospec's.
  std::optional<Finding> compare_legal_moves();
  /// Replays `moves` from an empty board of `size` and compares at the end; the first finding.
  std::optional<Finding> replay_and_compare(int size, const std::vector<Move>& moves);
  /// The kospec side of the game.
  const Game& game() const { return *game_; }

 private:
  std::optional<Finding> failure(const gtp::Response& r, const std::string& command) const;
  std::vector<Move> moves() const;

  gtp::EngineProcess& engine_;
  Ruleset ruleset_;
  std::optional<Game> game_;
};

}  // namespace kospec::fuzz
