#pragma once
// The cycle a game's main line runs in a state graph (the main line followed from the start state
// until it reaches a state it has visited), and the choice of the cycle a picture shows.

#include <optional>
#include <string>
#include <vector>

#include "tools/explore/cycles.h"

namespace kospec::explore {

/// A cycle and the edges that lead to it from the start state.
struct Lasso {
  std::vector<std::size_t> lead;  ///< edges from the start to the cycle's first state
  Cycle cycle;                    ///< the cycle, starting where the lead ends
};

/// The main line followed in the graph from the start state: the edges taken and the states
/// reached (states[0] = 0), until a move leaves the graph or a state repeats.
struct MainLinePath {
  std::vector<std::size_t> states;  ///< states visited, the start first
  std::vector<std::size_t> edges;   ///< edges[i] goes from states[i] to states[i+1] (or back)
  bool repeats = false;             ///< whether the last edge returns to a visited state
};

/// Follows `moves` (played from the start state) through the graph.
MainLinePath follow_main_line(const StateGraph& graph, const std::vector<Move>& moves);

/// The lasso the main line runs: nullopt when a move leaves the graph (outside the region,
/// refused, the game ended, or beyond a limit) before a state repeats.
std::optional<Lasso> main_line_lasso(const StateGraph& graph, const std::vector<Move>& moves);

/// The lasso of a listed cycle: the breadth-first path to its first state, and the cycle.
Lasso lasso_of(const StateGraph& graph, const Cycle& cycle);

/// The cycle a picture shows, and why it was chosen.
struct ChosenLasso {
  Lasso lasso;                        ///< the lasso drawn
  std::optional<std::size_t> listed;  ///< its number among the listed cycles (1-based), if listed
  std::string why;                    ///< "cycle 3", "the main line's cycle", ...
};

/// Cycle `number` (1-based) of `cycles`; else, with none asked for, the main line's cycle; else
/// the listed cycle sharing the most states with the main line's path (entered where the main
/// line enters it); else cycle 1. Nullopt when there is no cycle. Throws InputError for a number
/// beyond the list.
std::optional<ChosenLasso> choose_lasso(const StateGraph& graph, const std::vector<Cycle>& cycles,
                                        const std::vector<Move>& moves,
                                        std::optional<std::size_t> number);

}  // namespace kospec::explore
