#pragma once
// A game under a ruleset: the record of what was played, the indexes its clauses read, and the
// judging of the next move: TURN, the base rules (OCC, R5, SUI, PASS), then each clause in order.

#include <memory>
#include <optional>
#include <vector>

#include "rules/cycle_set_tracker.h"
#include "rules/position_index.h"
#include "rules/ruleset.h"
#include "spec/move_facts.h"
#include "spec/record.h"

namespace kospec {

/// The judgement of a move: the verdict with its trace, and what the move does to the board.
struct Judgement {
  Verdict verdict;    ///< legal / illegal / no result / ends, the deciding rule and the trace
  PlayResult effect;  ///< the base-rules effect of the move (configuration, captures)
  MoveFacts facts;    ///< the facts its clauses read (none when TURN or the base rules forbid it)
};

/// The largest board (in points) A1.base(depth=4) is allowed on: its search of the whole board
/// costs points^3 plays (A1.local's costs its region's size^3, on any board).
inline constexpr std::size_t kA1DeepMaxPoints = 81;

/// A game in progress under a ruleset.
class Game {
 public:
  /// A game from a setup. Throws InputError on an impossible setup (SETUP), or for
  /// A1.base(depth=4) on a board of more than kA1DeepMaxPoints points.
  Game(GameSetup setup, Ruleset ruleset);

  /// The ruleset.
  const Ruleset& ruleset() const { return ruleset_; }
  /// What has been played.
  const GameRecord& record() const { return record_; }
  /// Every configuration so far, indexed (superko clauses read it). Precondition: the ruleset
  /// needs it (Ruleset::needs_positions); other rulesets do not keep it.
  const PositionIndex& positions() const;
  /// The cycle-set state (R8-R15), present when the ruleset needs it.
  const CycleSetTracker* cycle_sets() const { return cycle_sets_ ? &*cycle_sets_ : nullptr; }
  /// A2: the double ko stones the next move may not capture, when the ruleset has A2.
  const std::optional<PointSet>& eternal_life_stones() const { return eternal_life_stones_; }
  /// Whether the game has ended (a no-result or an end of play was played).
  bool over() const { return ending_.has_value(); }
  /// How the game ended: Outcome::NoResult or Outcome::Ends; nullopt while it goes on.
  std::optional<Outcome> ending() const { return ending_; }

  /// Judges a move in the current position without playing it.
  Judgement judge(const Move& move) const;
  /// Judges a move and plays it unless it is illegal; returns the judgement either way.
  Judgement play(const Move& move);
  /// Takes back the last ply (the position index takes it out; the cycle-set state is rebuilt).
  /// Precondition: there is one.
  void undo();
  /// Plays a pass of the player to move that never ends the game (nor gives a no result): a GTP
  /// referee's stand-in for a player who did not move before the opponent's out-of-turn move.
  /// Precondition: the game is not over.
  void hand_over_turn();

 private:
  void index_last_ply();

  Ruleset ruleset_;
  FactMask reads_;  // the facts its clauses read
  GameRecord record_;
  std::optional<PositionIndex> positions_;
  std::optional<CycleSetTracker> cycle_sets_;
  std::optional<PointSet> eternal_life_stones_;
  std::optional<Outcome> ending_;
};

/// The first move of a replay that was not legal, with its judgement.
struct Refusal {
  std::size_t index;    ///< 0-based index of the refused move in the list
  Judgement judgement;  ///< why it was refused
};

/// Plays `moves[0..limit)` in order; stops at the first move that is illegal and returns it.
/// A move that ends the game (no result, end of play) is played and stops the replay too.
std::optional<Refusal> replay(Game& game, const std::vector<Move>& moves, std::size_t limit);

}  // namespace kospec
