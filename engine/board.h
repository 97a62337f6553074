#pragma once
// A board configuration (R6) of at most 128 points as two masks, and the base rules on it: OCC, R5
// (capture) and SUI (self-capture), answering what spec/base_play.h answers (a test compares them
// on every move of small boards).

#include <cstdint>

#include "engine/geometry.h"
#include "spec/base_self_capture.h"
#include "spec/configuration.h"
#include "spec/player.h"
#include "spec/rule_id.h"

namespace kospec::engine {

/// A configuration: the black and the white stones.
struct Board {
  Mask black;  ///< black stones
  Mask white;  ///< white stones

  /// The stones of `player`.
  Mask stones(Player player) const { return player == Player::Black ? black : white; }
  /// The stones of `player`, to change.
  Mask& stones(Player player) { return player == Player::Black ? black : white; }
  /// Every stone.
  Mask occupied() const { return black | white; }
  /// R6: the same colour on every point.
  bool operator==(const Board&) const = default;
  /// An order (for sorted canonical lists).
  auto operator<=>(const Board&) const = default;
};

/// The board of a spec configuration (at most kMaxPoints points).
Board board_of(const Configuration& config);
/// The spec configuration of a board of `points` points.
Configuration configuration_of(const Board& board, int points);
/// A 64-bit hash of a board.
std::uint64_t board_hash(const Board& board);

/// What the base rules do with a board play.
struct PlayEffect {
  bool legal = false;         ///< allowed by OCC and SUI
  RuleId rule = RuleId::SUI;  ///< when illegal, the rule that forbids it (OCC or SUI)
  Board after;                ///< the configuration it leaves (the same board when illegal)
  Mask captured;              ///< opponent stones removed (R5)
  Mask self_captured;         ///< own stones removed (SUI)
};

/// The base rules on a board play by `player` at `point`: OCC, then R5's captures, then SUI with
/// the option `self_capture`.
PlayEffect play(const Geometry& geometry, const Board& board, int point, Player player,
                SelfCapture self_capture);

}  // namespace kospec::engine
