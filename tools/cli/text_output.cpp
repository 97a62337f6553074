#include "tools/cli/text_output.h"

namespace kospec::cli {

std::string vertex_text(const Graph& graph, const Move& move) {
  return move.is_pass() ? "pass" : graph.name(*move.point);
}

std::string move_text(const Graph& graph, const Move& move) {
  return std::string(player_letter(move.player)) + " " + vertex_text(graph, move);
}

void print_trace(std::ostream& out, const std::vector<Finding>& trace, const std::string& indent) {
  for (const Finding& f : trace) {
    std::string code(rule_code(f.rule));
    out << indent << code << std::string(code.size() < 6 ? 6 - code.size() : 1, ' ') << f.statement;
    if (f.ply) out << " (ply " << *f.ply << ")";
    out << "\n";
  }
}

}  // namespace kospec::cli
