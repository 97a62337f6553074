#pragma once
// A local tactical problem for the exact search: a position, the string read, and the region where
// play is allowed (the rest of the board is fixed, except that stones outside it can be captured).

#include <optional>
#include <string>

#include "reading/fast_board.h"

namespace kospec::reading {

/// A position, a target string and a region of play.
struct LocalProblem {
  Graph graph;              ///< the board
  Configuration config;     ///< the stones
  std::optional<KoBan> ko;  ///< the ko ban in force at the start (it binds whoever it names)
  PointSet region;          ///< the points where stones may be played (empty or not now)
  Point target{0};          ///< a stone of the string to capture or save

  /// The owner of the target string: the defender.
  Player defender() const { return *owner_of(config.at(target)); }
  /// The other player: the attacker.
  Player attacker() const { return opponent(defender()); }
  /// Number of empty points of the region.
  std::size_t empty_points() const;
  /// A fast board of the position (self-capture forbidden, the ko ban set).
  FastBoard board() const;
  /// Throws PreconditionError unless the target holds a stone, every string has a liberty, the
  /// region is inside the board, and the ko point is empty.
  void validate() const;
  /// The position drawn as a diagram, with the target and the region described below it.
  std::string describe() const;
};

/// The problem whose region is the whole board.
LocalProblem whole_board_problem(const Graph& graph, const Configuration& config, Point target,
                                 std::optional<KoBan> ko = std::nullopt);

}  // namespace kospec::reading
