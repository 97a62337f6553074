#pragma once
// A move: a board play (a stone on a point) or a pass.

#include <optional>

#include "spec/player.h"
#include "spec/point.h"

namespace kospec {

/// A board play or a pass by one player.
struct Move {
  Player player = Player::Black;  ///< who moves
  std::optional<Point> point;     ///< where the stone goes; nullopt for a pass

  /// A board play.
  static Move play(Player player, Point point) { return {player, point}; }
  /// A pass.
  static Move pass(Player player) { return {player, std::nullopt}; }
  /// Whether this move is a pass.
  bool is_pass() const { return !point.has_value(); }
  /// Same player and same point (or both passes).
  bool operator==(const Move&) const = default;
};

}  // namespace kospec
