#pragma once
// The cycles of a listed state graph: strongly connected components (scc.h's Tarjan), elementary
// cycles (Boost.Graph's Hawick-James, run on each cyclic component, bounded).

#include <string>
#include <vector>

#include "tools/explore/state_graph.h"

namespace kospec::explore {

/// The strongly connected components of the graph of legal moves: a component number per state.
std::vector<std::size_t> components(const StateGraph& graph);

/// An elementary cycle: its states in order and the edges between them (the last back to the first).
struct Cycle {
  std::vector<std::size_t> states;  ///< states, starting at the one nearest the start
  std::vector<std::size_t> edges;   ///< edges[i] goes from states[i] to states[i+1] (cyclically)
};

/// The elementary cycles, at most `limit`; `total` receives how many there are, or limit + 1 when
/// the enumeration stopped at the limit.
std::vector<Cycle> elementary_cycles(const StateGraph& graph, std::size_t limit,
                                     std::size_t& total);

}  // namespace kospec::explore
