#include "tools/explore/dot_writer.h"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

namespace kospec::explore {

namespace {

// The region's bounding box as rows of X O . (top row first), then who is to move.
std::string board_label(const StateNode& node, const Graph& board, const PointSet& region) {
  int c0 = board.columns(), c1 = -1, r0 = board.rows(), r1 = -1;
  for (Point p : region) {
    c0 = std::min(c0, board.column_of(p));
    c1 = std::max(c1, board.column_of(p));
    r0 = std::min(r0, board.row_from_top(p));
    r1 = std::max(r1, board.row_from_top(p));
  }
  c0 = std::max(0, c0 - 1);
  c1 = std::min(board.columns() - 1, c1 + 1);
  r0 = std::max(0, r0 - 1);
  r1 = std::min(board.rows() - 1, r1 + 1);
  std::string label;
  for (int r = r0; r <= r1; ++r) {
    for (int c = c0; c <= c1; ++c) {
      const Color color = node.config.at(board.at(c, r));
      label += color == Color::Black ? 'X' : color == Color::White ? 'O' : '.';
      if (c < c1) label += ' ';
    }
    label += "\\l";
  }
  return label + std::string(player_letter(node.to_move)) + " to move\\l";
}

std::string move_label(const Graph& board, const Move& m) {
  return std::string(player_letter(m.player)) + " " + (m.is_pass() ? "pass" : board.name(*m.point));
}

}  // namespace

std::string write_dot(const StateGraph& graph, const Graph& board, const std::vector<Cycle>& cycles,
                      std::size_t max_nodes, const std::string& title) {
  std::set<std::size_t> cycle_edges, cycle_states;
  for (const Cycle& c : cycles) {
    cycle_edges.insert(c.edges.begin(), c.edges.end());
    cycle_states.insert(c.states.begin(), c.states.end());
  }
  std::vector<bool> drawn(graph.nodes.size(), true);
  std::string left_out;
  if (graph.nodes.size() > max_nodes) {
    std::fill(drawn.begin(), drawn.end(), false);
    drawn[0] = true;
    for (std::size_t s : cycle_states) drawn[s] = true;
    const auto shown = static_cast<std::size_t>(std::count(drawn.begin(), drawn.end(), true));
    left_out = "\\nshowing the start and the " + std::to_string(shown - 1) +
               " states on cycles: " + std::to_string(graph.nodes.size() - shown) + " of " +
               std::to_string(graph.nodes.size()) + " states left out";
  }
  std::ostringstream out;
  out << "digraph kospec {\n"
      << "  graph [label=\"" << title << left_out
      << "\", labelloc=t, fontname=\"monospace\", rankdir=TB];\n"
      << "  node [shape=box, fontname=\"monospace\", fontsize=10];\n"
      << "  edge [fontname=\"monospace\", fontsize=9];\n";
  std::map<std::size_t, std::vector<std::size_t>> ranks;
  for (std::size_t s = 0; s < graph.nodes.size(); ++s) {
    if (!drawn[s]) continue;
    const StateNode& n = graph.nodes[s];
    ranks[n.depth].push_back(s);
    out << "  s" << s << " [label=\"" << board_label(n, board, graph.region) << "\"";
    if (s == 0) out << ", style=bold";
    if (n.ending) {
      out << ", peripheries=2, color=darkorange, xlabel=\""
          << (*n.ending == Outcome::NoResult ? "no result" : "play stops") << "\"";
    }
    out << "];\n";
  }
  for (const auto& [depth, states] : ranks) {
    out << "  { rank=same;";
    for (std::size_t s : states) out << " s" << s << ";";
    out << " }\n";
  }
  for (std::size_t e = 0; e < graph.edges.size(); ++e) {
    const StateEdge& edge = graph.edges[e];
    if (!drawn[edge.from]) continue;
    const std::string label = move_label(board, edge.move);
    if (!edge.to) {
      out << "  f" << e << " [shape=point, color=red, width=0.06];\n"
          << "  s" << edge.from << " -> f" << e << " [label=\"" << label << "\\n"
          << rule_code(edge.rule) << "\", style=dashed, color=red, fontcolor=red];\n";
      continue;
    }
    if (!drawn[*edge.to]) continue;
    out << "  s" << edge.from << " -> s" << *edge.to << " [label=\"" << label;
    if (edge.outcome != Outcome::Legal) out << "\\n" << rule_code(edge.rule);
    out << "\"";
    if (cycle_edges.contains(e)) out << ", color=blue, penwidth=2";
    if (edge.outcome != Outcome::Legal) out << ", color=darkorange, fontcolor=darkorange";
    out << "];\n";
  }
  out << "}\n";
  return out.str();
}

}  // namespace kospec::explore
