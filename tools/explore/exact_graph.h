#pragma once
// The model checker's state graph on exact states (engine): breadth-first from a
// position, moves on the empty points of a region and passes, every state stored once (48 bytes
// and the shared history), edges in compressed rows. Bounded by a state count, a depth and a
// memory budget; reports progress and stops on request with what it found.

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "engine/pass_code.h"
#include "engine/rules.h"
#include "engine/symmetry.h"
#include "tools/run/run_control.h"

namespace kospec::explore {

/// A move tried from a state: a board play (its point) or a pass (kPass).
struct ExactEdge {
  /// The code of a pass.
  static constexpr std::int16_t kPass = engine::kPassPoint;
  /// The target of a move that leads to no state (illegal).
  static constexpr std::uint32_t kNone = 0xFFFFFFFFU;
  std::uint32_t to = kNone;          ///< the state it leads to (kNone when illegal)
  std::int16_t point = kPass;        ///< the point played, or kPass
  Outcome outcome = Outcome::Legal;  ///< its verdict
  RuleId rule = RuleId::PASS;        ///< the deciding rule
};

struct ExactGraph;
struct ExactLimits;

/// A way to build the state graph (explore_exact's signature): several ranks' exploration
/// (tools/distributed) gives the same graph.
using GraphBuilder =
    std::function<ExactGraph(const Game& start, const PointSet& region, const ExactLimits&)>;

/// How far an exploration may go.
struct ExactLimits {
  std::size_t max_states = 1'000'000;            ///< stop adding states beyond this many
  std::size_t max_depth = 1'000'000;             ///< do not expand states this deep
  std::size_t max_bytes = std::size_t{4} << 30;  ///< memory budget for states, edges and history
  bool show_base_illegal = false;                ///< keep moves the base rules forbid (OCC, SUI)
  bool symmetry = false;    ///< store one state of each class equal up to the position's symmetry
  run::RunControl control;  ///< stop requests and progress lines
  GraphBuilder builder;     ///< explore_and_decide's way to build graphs; unset: explore_exact
};

/// The states reachable from a start, and their moves.
struct ExactGraph {
  std::unique_ptr<engine::ExactRules> rules;  ///< the rules and the history stores of the states
  PointSet region;                            ///< where board plays were tried
  std::vector<engine::State> states;          ///< breadth-first order (0 = the start)
  std::vector<std::uint32_t> depth;           ///< plies from the start
  std::vector<std::uint32_t> parent_edge;  ///< the edge that first reached a state (kNone: start)
  std::vector<std::uint32_t> first_edge;   ///< a state's edges: [first_edge[s], first_edge[s + 1])
  std::vector<ExactEdge> edges;            ///< moves tried, by source state
  /// The symmetries used (explore/state_symmetry.h), or null: the board's automorphisms that keep
  /// the start state and the region; each stored state stands for its class.
  std::shared_ptr<const engine::PointMapGroup> symmetry;
  /// With symmetry, per edge: the number of the map taking the state the move leads to onto the
  /// stored state `to` (empty without symmetry).
  std::vector<std::uint8_t> edge_map;
  std::size_t index_bytes = 0;  ///< the state index's bytes (set when exploration ends)
  std::size_t expanded = 0;     ///< states whose moves were tried (a prefix)
  bool complete = true;         ///< false when a limit or a stop left states unexpanded
  std::string stopped_by;       ///< which limit, if one did
  double seconds = 0;           ///< wall time

  /// Number of states.
  std::size_t size() const { return states.size(); }
  /// The edges of a state (empty for a state not expanded).
  std::pair<std::size_t, std::size_t> edge_range(std::size_t s) const {
    return s < expanded ? std::pair{std::size_t{first_edge[s]}, std::size_t{first_edge[s + 1]}}
                        : std::pair{std::size_t{0}, std::size_t{0}};
  }
  /// The source state of an edge.
  std::size_t source(std::size_t edge) const;
  /// The move of an edge.
  Move move(std::size_t edge) const;
  /// The moves of the breadth-first path from the start to a state (lifted: see lift).
  std::vector<Move> path_to(std::size_t state) const;
  /// The real moves of a path of edges: the path starts at a state reached in frame `frame` (the
  /// map taking the stored state onto the real one; 0 at the start) and each edge's move is mapped
  /// by the frame it is played in; `frame` becomes the frame of the path's last state. Without
  /// symmetry, the edges' moves.
  std::vector<Move> lift(std::span<const std::uint32_t> path, int& frame) const;
  /// Bytes held: states, edges, the index and the rules' history stores.
  std::size_t bytes() const;
};

/// Explores from `start` (a game under its ruleset): a pass and a board play on every empty
/// point of `region` from every state, breadth-first. Moves the ruleset forbids are kept as edges
/// without a target (moves the base rules forbid only with show_base_illegal). Throws InputError
/// for a board the exact states cannot hold.
ExactGraph explore_exact(const Game& start, const PointSet& region, const ExactLimits& limits);

}  // namespace kospec::explore
