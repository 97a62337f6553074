#pragma once
// A state graph explored by several ranks and gathered at one: each state named by its owner rank
// and its index there, in no particular order. Renumbering it by a breadth-first walk in the order
// a single process tries moves (the region's points, then the pass) gives the graph one process
// explores (tools/explore/exact_graph.h): the same states in the same order, the same edges, the
// same limits applied, so every output built on it is the same.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tools/explore/exact_graph.h"

namespace kospec::distributed {

/// A state's name across ranks: its owner rank (high 32 bits) and its index there (low 32 bits).
using StateId = std::uint64_t;

/// The name of a rank's local state.
inline StateId state_id(int rank, std::uint32_t local) {
  return (static_cast<std::uint64_t>(rank) << 32) | local;
}

/// A move tried from a gathered state.
struct GatheredEdge {
  /// The target of a move that leads to no stored state.
  static constexpr StateId kNone = ~StateId{0};
  StateId to = kNone;  ///< the state it leads to (kNone: illegal, or not stored)
  std::int16_t point = explore::ExactEdge::kPass;  ///< the point played, or kPass
  Outcome outcome = Outcome::Legal;                ///< its verdict
  RuleId rule = RuleId::PASS;                      ///< the deciding rule
};

/// One rank's states and their moves, by local index.
struct GatheredRank {
  std::vector<engine::State> states;      ///< the states (histories in the gathering rank's stores)
  std::size_t expanded = 0;               ///< states [0, expanded) had their moves tried
  std::vector<std::uint32_t> first_edge;  ///< an expanded state s's moves: [first_edge[s],
                                          ///< first_edge[s + 1]) (expanded + 1 entries)
  std::vector<GatheredEdge> edges;        ///< the moves, in the order tried
};

/// Every rank's states, by rank and local index.
struct GatheredGraph {
  std::unique_ptr<engine::ExactRules> rules;  ///< the stores of every state's history
  std::vector<GatheredRank> ranks;            ///< by owner rank
  StateId start = 0;                          ///< the start state
  std::optional<std::string> stopped_by;      ///< a stop request or the memory budget, if one
                                              ///< stopped the ranks
  std::size_t peak_bytes = 0;                 ///< the largest rank's memory
  double seconds = 0;                         ///< wall time of the exploration
};

/// The graph one process explores from the same start with the same limits (max_states,
/// max_depth; a stop recorded in `gathered` leaves the states no rank expanded unexpanded).
explore::ExactGraph renumber(GatheredGraph gathered, const PointSet& region,
                             const explore::ExactLimits& limits);

}  // namespace kospec::distributed
