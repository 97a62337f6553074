#include "tools/explore/dot_writer.h"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "tools/explore/state_picture.h"

namespace kospec::explore {

namespace {

constexpr double kCell = 13;  // board picture line spacing, in points

std::string move_label(const Graph& board, const Move& m) {
  return std::string(player_letter(m.player)) + " " + (m.is_pass() ? "pass" : board.name(*m.point));
}

// The states drawn: all, or above max_nodes the start and the states on cycles.
std::vector<bool> drawn_states(const StateGraph& graph, const std::vector<Cycle>& cycles,
                               std::size_t max_nodes) {
  std::vector<bool> drawn(graph.nodes.size(), graph.nodes.size() <= max_nodes);
  if (graph.nodes.size() > max_nodes) {
    drawn[0] = true;
    for (const Cycle& c : cycles)
      for (std::size_t s : c.states) drawn[s] = true;
  }
  return drawn;
}

}  // namespace

std::string write_dot(const StateGraph& graph, const Graph& board, const std::vector<Cycle>& cycles,
                      std::size_t max_nodes, const std::string& title) {
  std::set<std::size_t> cycle_edges, cycle_states;
  for (const Cycle& c : cycles) {
    cycle_edges.insert(c.edges.begin(), c.edges.end());
    cycle_states.insert(c.states.begin(), c.states.end());
  }
  const std::vector<bool> drawn = drawn_states(graph, cycles, max_nodes);
  std::vector<std::size_t> shown_states;
  for (std::size_t s = 0; s < graph.nodes.size(); ++s)
    if (drawn[s]) shown_states.push_back(s);
  double width = 0, height = 0;
  state_pictures(graph, board, shown_states, kCell, width, height);
  std::string left_out;
  if (graph.nodes.size() > max_nodes) {
    const auto shown = static_cast<std::size_t>(std::count(drawn.begin(), drawn.end(), true));
    left_out = "\\nshowing the start and the " + std::to_string(shown - 1) +
               " states on cycles: " + std::to_string(graph.nodes.size() - shown) + " of " +
               std::to_string(graph.nodes.size()) + " states left out";
  }
  std::ostringstream out;
  out << "digraph kospec {\n"
      << "  graph [label=\"" << title << left_out
      << "\", labelloc=t, fontname=\"DejaVu Sans\", rankdir=TB];\n"
      << "  node [shape=box, fixedsize=true, width=" << figure::num(width / 72)
      << ", height=" << figure::num(height / 72) << ", label=\"\"];\n"
      << "  edge [fontname=\"DejaVu Sans\", fontsize=9];\n";
  std::map<std::size_t, std::vector<std::size_t>> ranks;
  for (std::size_t s = 0; s < graph.nodes.size(); ++s) {
    if (!drawn[s]) continue;
    const StateNode& n = graph.nodes[s];
    ranks[n.depth].push_back(s);
    out << "  S" << s << " [id=\"S" << s << "\"";
    if (s == 0) out << ", style=bold";
    if (n.ending) out << ", peripheries=2, color=darkorange";
    out << "];\n";
  }
  for (const auto& [depth, states] : ranks) {
    out << "  { rank=same;";
    for (std::size_t s : states) out << " S" << s << ";";
    out << " }\n";
  }
  for (std::size_t e = 0; e < graph.edges.size(); ++e) {
    const StateEdge& edge = graph.edges[e];
    if (!drawn[edge.from]) continue;
    const std::string label = move_label(board, edge.move);
    if (!edge.to) {
      out << "  f" << e << " [shape=point, color=red, width=0.06];\n"
          << "  S" << edge.from << " -> f" << e << " [label=\"" << label << "\\n"
          << rule_code(edge.rule) << "\", style=dashed, color=red, fontcolor=red];\n";
      continue;
    }
    if (!drawn[*edge.to]) continue;
    out << "  S" << edge.from << " -> S" << *edge.to << " [label=\"" << label;
    if (edge.outcome != Outcome::Legal) out << "\\n" << rule_code(edge.rule);
    out << "\"";
    if (cycle_edges.contains(e)) out << ", color=blue, penwidth=2";
    if (edge.outcome != Outcome::Legal) out << ", color=darkorange, fontcolor=darkorange";
    out << "];\n";
  }
  out << "}\n";
  return out.str();
}

Drawing draw_graph(const StateGraph& graph, const Graph& board, const std::vector<Cycle>& cycles,
                   std::size_t max_nodes, const std::string& title) {
  const std::vector<bool> drawn = drawn_states(graph, cycles, max_nodes);
  std::vector<std::size_t> shown;
  for (std::size_t s = 0; s < graph.nodes.size(); ++s)
    if (drawn[s]) shown.push_back(s);
  double width = 0, height = 0;
  return {write_dot(graph, board, cycles, max_nodes, title), "dot",
          state_pictures(graph, board, shown, kCell, width, height)};
}

}  // namespace kospec::explore
