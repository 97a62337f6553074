#pragma once
// A state graph explored by several ranks and gathered at one: each state named by its owner rank
// and its index there, in no particular order. Renumbering it by a breadth-first walk in the order
// a single process tries moves (the region's points, then the pass) gives the graph one process
// explores (tools/explore/native_graph.h): the same states in the same order, the same edges, the
// same limits applied, so every output built on it is the same.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tools/explore/native_graph.h"

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
  StateId to = kNone;                ///< the state it leads to (kNone: illegal, or not stored)
  std::int16_t point = explore::NativeEdge::kPass;  ///< the point played, or kPass
  Outcome outcome = Outcome::Legal;  ///< its verdict
  RuleId rule = RuleId::PASS;        ///< the deciding rule
};

/// A gathered state: the state (its history in the gathering rank's NativeRules) and its moves.
struct GatheredState {
  native::State state;              ///< the state
  bool expanded = false;            ///< whether its moves were tried
  std::vector<GatheredEdge> edges;  ///< its moves, in the order tried (when expanded)
};

/// Every rank's states, by rank and local index.
struct GatheredGraph {
  std::unique_ptr<native::NativeRules> rules;    ///< the stores of every state's history
  std::vector<std::vector<GatheredState>> ranks;  ///< by owner rank, by local index
  StateId start = 0;                             ///< the start state
  std::optional<std::string> stopped_by;         ///< a stop request or the memory budget, if one
                                                 ///< stopped the ranks
  std::size_t peak_bytes = 0;                    ///< the largest rank's memory
  double seconds = 0;                            ///< wall time of the exploration
};

/// The graph one process explores from the same start with the same limits (max_states,
/// max_depth; a stop recorded in `gathered` leaves the states no rank expanded unexpanded).
explore::NativeGraph renumber(GatheredGraph gathered, const PointSet& region,
                              const explore::NativeLimits& limits);

}  // namespace kospec::distributed
