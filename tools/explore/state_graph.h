#pragma once
// The graph of the states reachable from a position by board plays inside a region and passes,
// under a ruleset, as the listings and drawings show it: each state with its configuration, each
// refused or ending move with the finding that decided it. Made from the exact state graph
// (exact_graph.h), whose states are the ruleset's exact states.

#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "rules/game.h"
#include "tools/explore/exact_graph.h"
#include "tools/run/run_control.h"

namespace kospec::explore {

/// One state: a configuration, the player to move, and (in its key) the history that matters.
struct StateNode {
  Configuration config;           ///< the board
  Player to_move;                 ///< who moves
  std::size_t depth;              ///< plies from the start state (breadth-first)
  std::optional<Outcome> ending;  ///< NoResult or Ends if the game ended here
  std::size_t parent_edge;        ///< the edge that first reached it (none for the start)
};

/// One move tried from a state: legal (to a state), or forbidden by the ruleset.
struct StateEdge {
  std::size_t from;               ///< source state
  std::optional<std::size_t> to;  ///< target state; absent when the move is illegal
  Move move;                      ///< the move
  Outcome outcome;                ///< its verdict
  RuleId rule;                    ///< the deciding rule (of an illegal or ending move)
  std::string reason;             ///< the deciding finding, for an illegal or ending move
};

/// How far an exploration may go.
struct ExploreLimits {
  std::size_t max_states = 20000;  ///< stop adding states beyond this many
  std::size_t max_depth = 64;      ///< do not expand states this deep
  bool show_base_illegal = false;  ///< also list moves the base rules forbid (OCC, SUI)
  run::RunControl control;         ///< stop requests (the graph is then incomplete) and progress
};

/// A state graph, and how complete it is.
struct StateGraph {
  std::vector<StateNode> nodes;  ///< states, in breadth-first order (0 = start)
  std::vector<StateEdge> edges;  ///< moves tried, by source state
  PointSet region;               ///< where board plays were tried
  bool complete = true;          ///< false when a limit stopped the exploration
  std::string stopped_by;        ///< which limit, if one did
};

/// The listing of an exact graph explored from `start`: configurations, and the findings of the
/// refused and ending moves (replayed through the rules layer).
StateGraph listing_graph(const ExactGraph& graph, const Game& start);

/// Explores from `start` (explore_exact) and lists the graph (listing_graph).
StateGraph explore_states(const Game& start, const PointSet& region, const ExploreLimits& limits);

/// The moves along the breadth-first path from the start to a state.
std::vector<Move> path_to(const StateGraph& graph, std::size_t state);

}  // namespace kospec::explore
