#pragma once
// One game played in lockstep by a GTP engine and kospec, and the comparison of their verdicts
// after every ply through the probes the engine's profile lists.

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "rules/game.h"
#include "tools/fuzz/engine_profile.h"
#include "tools/gtp_client/engine_process.h"

namespace kospec::fuzz {

/// One way the engine and kospec disagreed (or the engine failed).
struct Finding {
  std::string kind;                ///< "engine-allows", "engine-forbids", "play-accepts",
                                   ///< "play-rejected", "genmove-illegal", "garbage", or how an
                                   ///< exchange failed ("crashed", "timed-out", "desync"...)
  std::optional<Move> move;        ///< the move judged differently (absent for engine failures)
  std::string engine_answer;       ///< what the engine said, raw bytes (escaped when written)
  std::optional<Verdict> verdict;  ///< kospec's verdict on the move
  std::vector<Move> moves;         ///< the game before the move
  std::string command;             ///< the GTP command whose answer disagreed
  bool self_capture = false;       ///< whether the disputed move is a self-capture
  std::optional<Probe> probe;      ///< the probe that found it (absent for engine failures)
  /// After minimizing: the first setup_moves of `moves` place stones (the position a prefix of
  /// the game reached, GTP having no setup command), and `setup` holds those stones when kospec
  /// judges the move the same with them set up as AB/AW (empty: the SGF plays them too).
  std::size_t setup_moves = 0;
  std::vector<Move> setup;  ///< the setup stones, as black and white moves

  /// A short class of the finding: kind, kospec's deciding rule, and "+self-capture" when the
  /// move is one, e.g. "engine-allows/PSK+self-capture".
  std::string signature() const;
  /// Whether the engine failed (crashed, hung, garbage...) rather than disagreed about a move.
  bool engine_failed() const { return !move.has_value(); }
};

/// A GTP engine and a kospec game kept in the same position. A stop request while waiting for
/// the engine throws run::Stopped.
class EngineSession {
 public:
  /// A session on an engine process, under `ruleset`, asking what `probes` allow.
  EngineSession(gtp::EngineProcess& engine, Ruleset ruleset, std::set<Probe> probes);
  /// Starts a new game on a size x size board (engine: boardsize, clear_board). A finding if the
  /// engine fails.
  std::optional<Finding> new_game(int size);
  /// Plays `move` on both (kospec judged it legal). A finding if the engine refuses or fails.
  std::optional<Finding> play(const Move& move);
  /// Asks the engine to generate a move for the player to move and plays it on kospec's side;
  /// a finding if the engine fails or kospec forbids the move. Sets `played` to the move, or
  /// leaves it empty if the engine resigned.
  std::optional<Finding> genmove(std::optional<Move>& played);
  /// Runs the position probes of the profile (all_legal, is_legal, play) for the player to move;
  /// the first disagreement.
  std::optional<Finding> probe_position();
  /// Runs one probe about one move (the minimizer's check); the finding if they disagree.
  std::optional<Finding> probe_move(Probe probe, const Move& move);
  /// Whether `move` continues kospec's game: it is legal, so in particular the game has not ended
  /// (two passes, PASS.end). A replayed list with a move that does not is no game under kospec's
  /// rules.
  bool continues(const Move& move) const;
  /// Replays `moves` from an empty board of `size` and probes at the end; the first finding.
  std::optional<Finding> replay_and_compare(int size, const std::vector<Move>& moves);
  /// The kospec side of the game.
  const Game& game() const { return *game_; }
  /// The probes in use.
  const std::set<Probe>& probes() const { return probes_; }
  /// From now on a position probe that finds a disagreement with this signature counts it and
  /// goes on probing (a known case already recorded once), instead of returning it.
  void tolerate(const std::string& signature) { tolerated_.insert(signature); }
  /// How many tolerated disagreements the probes have passed over.
  std::size_t tolerated() const { return tolerated_count_; }

 private:
  gtp::Response send(const std::string& command);
  std::optional<Finding> failure(const gtp::Response& r, const std::string& command) const;
  std::optional<Finding> compare_all_legal(const std::optional<Point>& only);
  std::optional<Finding> compare_is_legal(const std::optional<Point>& only);
  std::optional<Finding> compare_play(const std::optional<Point>& only);
  Finding disagreement(std::string kind, const Move& move, std::string answer,
                       const std::string& command, Probe probe) const;
  std::string play_command(const Move& move) const;
  bool passes_over(const Finding& finding);
  std::vector<Move> moves() const;

  gtp::EngineProcess& engine_;
  Ruleset ruleset_;
  std::set<Probe> probes_;
  std::optional<Game> game_;
  std::set<std::string> tolerated_;
  std::size_t tolerated_count_ = 0;
};

}  // namespace kospec::fuzz
