#pragma once
// The state of a game under one superko (PSK, SSK or NSSK, spec/superko.h) or Spight's rule
// (spec/spight.h) on a small grid, kept natively for the solver: the position as two bit masks
// (tools/smallboard/bit_board.h), the player to move, the consecutive passes, and the set of history
// keys the rule reads. Its verdicts are the rules layer's (rules/game.h); a RapidCheck property
// compares them move by move.

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "rules/game.h"
#include "tools/smallboard/bit_board.h"
#include "tools/solve/history.h"

namespace kospec::solve {

/// The superko a native state reads, and how its history keys are made.
enum class SuperkoKind : std::uint8_t {
  Positional,   ///< PSK: every configuration seen (setup, plays and passes)
  Situational,  ///< SSK: (configuration, player to move) after every ply and the setup
  Natural,      ///< NSSK: (configuration, mover) of every board play, and of the setup (NSSK.setup)
  Spight,       ///< SPB+SPE: configurations since the last pass (by pass count); (configuration,
                ///< player) of every pass, and a repeated one ends play
};

/// The rule of `start` when the native state can play it: its ruleset is exactly one of PSK, SSK,
/// NSSK (a plain grid of at most 31 points) or SPB+SPE (at most 24 points); nullopt otherwise.
std::optional<SuperkoKind> native_superko(const Game& start);

/// A legal board play of a native state, with the position and history key it leads to.
struct NativePlay {
  int point;                      ///< the point played (its kospec index)
  smallboard::BitPosition after;  ///< the position after the play
  std::uint64_t key;              ///< the history key the play adds
  bool capture;                   ///< whether it removes opponent stones
};

/// A game under a superko, played and taken back natively.
class NativeSuperkoState {
 public:
  /// The state of `start` (its whole record read into the history). Precondition: native_superko.
  explicit NativeSuperkoState(const Game& start);

  /// The board.
  const smallboard::BitBoard& board() const { return board_; }
  /// The position now.
  smallboard::BitPosition position() const { return position_; }
  /// The player to move.
  Player to_move() const { return to_move_; }
  /// The consecutive passes that ended the record so far (2: the game is over).
  int passes() const { return passes_; }
  /// Whether the game is over: two consecutive passes, or (Spight) a repeated pass.
  bool over() const { return ended_; }
  /// Whether a pass now ends the game: after a pass, or (Spight) a repeated pass.
  bool pass_ends() const;
  /// The number of plies played since construction.
  std::size_t depth() const { return undo_.size(); }

  /// Writes the legal board plays of the player to move into `out` and returns how many.
  int legal_plays(std::array<NativePlay, 32>& out) const;
  /// Plays a legal board play found by legal_plays.
  void play(const NativePlay& play);
  /// Passes (always legal).
  void pass();
  /// Takes back the last ply played since construction.
  void undo();

  /// Black's area score minus White's (Tromp-Taylor), for the position now.
  int area_margin() const;
  /// The area margin for the player to move.
  int mover_margin() const { return to_move_ == Player::Black ? area_margin() : -area_margin(); }

  /// The first 64 bits of the state's fingerprint (position, player, passes, history).
  std::uint64_t fingerprint_a() const;
  /// The other 64 bits.
  std::uint64_t fingerprint_b() const;

 private:
  struct Undo {
    smallboard::BitPosition position;
    Player to_move;
    int passes;
    std::uint64_t pass_count;
    bool ended;
    std::uint64_t added;   ///< the history key the ply added, 0 if none
    std::uint64_t added2;  ///< a second key (Spight's pass adds two), 0 if none
  };
  std::uint64_t key_of(smallboard::BitPosition position, Player mover) const;
  std::uint64_t pass_key(smallboard::BitPosition position, Player passer) const;
  std::uint64_t state_code() const;
  std::uint64_t add(std::uint64_t key);
  void record_pass(Undo& undo);

  smallboard::BitBoard board_;
  SuperkoKind kind_;
  SelfCapture self_capture_;
  smallboard::BitPosition position_;
  Player to_move_;
  int passes_ = 0;
  std::uint64_t pass_count_ = 0;  ///< Spight: the passes so far, which number the history's epochs
  bool ended_ = false;
  HistorySet history_;
  std::vector<Undo> undo_;
};

}  // namespace kospec::solve
