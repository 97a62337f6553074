#pragma once
// An exact state: the board, the player to move, and exactly the history the ruleset's future
// verdicts depend on, as ids into shared stores (engine/rules.h owns them): two states are
// the same state of the game under the ruleset exactly when their fields are equal.

#include <cstdint>

#include "engine/board.h"
#include "spec/hash.h"
#include "spec/player.h"

namespace kospec::engine {

/// A state of a game under a ruleset, in 48 bytes.
struct State {
  Board board;  ///< the configuration
  std::uint32_t whole =
      0;  ///< history keys of the whole game (PSK, SSK, NSSK, SPE, RPE): a treap set
  std::uint32_t recent = 0;        ///< history keys since the last pass (SPB, NR): a treap set
  std::uint32_t cycle = 0;         ///< the cycle-set rules' facts (R8-R15, A1, A2): an interned id
  std::uint16_t ko = 0;            ///< KO: the ko point + 1 (0: none)
  Player to_move = Player::Black;  ///< TURN
  std::uint8_t flags = 0;          ///< kLastPass, kNoResult, kEnded

  /// The last ply was a pass.
  static constexpr std::uint8_t kLastPass = 1;
  /// The game ended with no result (NR).
  static constexpr std::uint8_t kNoResult = 2;
  /// Play stopped (two passes, SPE or RPE).
  static constexpr std::uint8_t kEnded = 4;

  /// Whether the game is over (no move may follow).
  bool over() const { return (flags & (kNoResult | kEnded)) != 0; }
  /// Whether the last ply was a pass.
  bool last_was_pass() const { return (flags & kLastPass) != 0; }
  /// Same state.
  bool operator==(const State&) const = default;
};

/// A 64-bit hash of a state.
inline std::uint64_t state_hash(const State& s) {
  std::uint64_t h = board_hash(s.board);
  h = hash_combine(h, (std::uint64_t{s.whole} << 32) | s.recent);
  return hash_combine(h, (std::uint64_t{s.cycle} << 32) | (std::uint64_t{s.ko} << 16) |
                             (s.to_move == Player::White ? 0x100U : 0U) | s.flags);
}

/// Hashes states for hash tables.
struct StateHash {
  /// The hash of a state.
  std::uint64_t operator()(const State& s) const { return state_hash(s); }
};

}  // namespace kospec::engine
