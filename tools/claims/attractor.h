#pragma once
// Two-player reachability on a local game: the attractor of a set of target nodes for a player,
// the nodes from which that player can force the play into a target in finitely many moves
// whatever the opponent does. Its complement is where the opponent can stay out of the targets
// for ever (a safety game), so one computation decides both "can force" and "can prevent".

#include <cstdint>
#include <limits>
#include <vector>

#include "tools/claims/local_game.h"

namespace kospec::claims {

/// The moves into each node (compressed rows), for the backward analysis.
struct Predecessors {
  std::vector<std::uint32_t> first;  ///< a node's predecessors: [first[n], first[n + 1])
  std::vector<std::uint32_t> from;   ///< the source node of each move into it
};

/// The predecessors of every node of `game`.
Predecessors predecessors(const LocalGame& game);

/// An attractor, with the number of moves in which the player forces the target.
struct Attractor {
  /// The distance of a node outside the attractor.
  static constexpr std::uint32_t kOut = std::numeric_limits<std::uint32_t>::max();
  /// For each node: kOut, or the moves to a target when the player takes the fastest way and
  /// the opponent the longest (0 on a target).
  std::vector<std::uint32_t> distance;
  /// Whether the player can force a target from node `n`.
  bool has(std::size_t n) const { return distance[n] != kOut; }
};

/// The attractor of `target` for `player` on `game` (nodes without moves, ended or unexplored,
/// join only when they are targets). With `cooperative`, the opponent helps: every node with a
/// move into the set joins, and the distance is the fewest moves to a target.
Attractor attractor(const LocalGame& game, const Predecessors& in, Player player,
                    const std::vector<bool>& target, bool cooperative = false);

}  // namespace kospec::claims
