#pragma once
// A state graph as Graphviz DOT: each state a small board diagram, each move an edge labelled with
// it; moves the ruleset forbids dashed and labelled with the rule id; game ends marked; cycles
// highlighted; one rank per depth (which keeps `dot` fast on cyclic graphs).

#include <string>
#include <vector>

#include "tools/explore/cycles.h"

namespace kospec::explore {

/// The DOT text of a state graph on `board`. When the graph has more than `max_nodes` states, only
/// the start and the states on cycles are drawn, and the graph's label says what was left out.
/// The same graph gives the same bytes.
std::string write_dot(const StateGraph& graph, const Graph& board, const std::vector<Cycle>& cycles,
                      std::size_t max_nodes, const std::string& title);

}  // namespace kospec::explore
