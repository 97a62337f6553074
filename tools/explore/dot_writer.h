#pragma once
// A whole state graph as Graphviz DOT: each state a box that receives its board picture, each move
// an edge labelled with it; moves the ruleset forbids dashed and labelled with the rule id; cycles
// highlighted; one rank per depth (which keeps `dot` fast on cyclic graphs).

#include <string>
#include <vector>

#include "tools/explore/cycle_view.h"

namespace kospec::explore {

/// The DOT text of a state graph on `board`. When the graph has more than `max_nodes` states, only
/// the start and the states on cycles are drawn, and the graph's label says what was left out.
/// Each state is a fixed-size box with id "S<n>" (its picture's size); the same graph gives the
/// same bytes.
std::string write_dot(const StateGraph& graph, const Graph& board, const std::vector<Cycle>& cycles,
                      std::size_t max_nodes, const std::string& title);

/// The DOT of write_dot with the board pictures of its states, for render_with_pictures.
Drawing draw_graph(const StateGraph& graph, const Graph& board, const std::vector<Cycle>& cycles,
                   std::size_t max_nodes, const std::string& title);

}  // namespace kospec::explore
