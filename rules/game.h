#pragma once
// A game under a ruleset: the record of what was played and the judging of the next move.

#include <optional>
#include <vector>

#include "rules/ruleset.h"
#include "spec/record.h"

namespace kospec {

/// The judgement of a move: the verdict with its trace, and what the move does to the board.
struct Judgement {
  Verdict verdict;     ///< legal / illegal / no result, the deciding rule and the trace
  PlayResult effect;   ///< the base-rules effect of the move (configuration, captures)
};

/// A game in progress under a ruleset.
class Game {
 public:
  /// A game from a setup. Throws InputError on an impossible setup (SETUP).
  Game(GameSetup setup, Ruleset ruleset);

  /// The ruleset.
  const Ruleset& ruleset() const { return ruleset_; }
  /// What has been played.
  const GameRecord& record() const { return record_; }
  /// Judges a move in the current position without playing it (TURN, then the base rules).
  Judgement judge(const Move& move) const;
  /// Judges a move and plays it if it is legal; returns the judgement either way.
  Judgement play(const Move& move);
  /// Takes back the last ply. Precondition: there is one.
  void undo();

 private:
  Ruleset ruleset_;
  GameRecord record_;
};

}  // namespace kospec

namespace kospec {

/// The first move of a replay that the ruleset forbids, with its judgement.
struct Refusal {
  std::size_t index;     ///< 0-based index of the refused move in the list
  Judgement judgement;   ///< why it was refused
};

/// Plays `moves[0..limit)` in order; stops at the first move that is not legal and returns it.
std::optional<Refusal> replay(Game& game, const std::vector<Move>& moves, std::size_t limit);

}  // namespace kospec
