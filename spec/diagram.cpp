#include "spec/diagram.h"

#include <sstream>
#include <vector>

#include "spec/error.h"

namespace kospec {

Diagram parse_diagram(std::string_view text) {
  std::vector<std::string> rows;
  std::istringstream in{std::string(text)};
  std::string line;
  while (std::getline(in, line)) {
    std::string row;
    for (char c : line) {
      if (c == ' ' || c == '\t' || c == '\r') continue;
      if (c != 'X' && c != 'O' && c != '.' && c != '+') {
        throw InputError("diagram row " + std::to_string(rows.size() + 1) + ": unexpected '" +
                         std::string(1, c) + "', expected X, O, . or +");
      }
      row += c;
    }
    if (row.empty()) continue;
    if (!rows.empty() && row.size() != rows.front().size()) {
      throw InputError("diagram row " + std::to_string(rows.size() + 1) + ": " +
                       std::to_string(row.size()) + " points, expected " +
                       std::to_string(rows.front().size()));
    }
    rows.push_back(row);
  }
  if (rows.empty()) throw InputError("diagram: no rows");
  Graph graph = Graph::grid(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()));
  Configuration config(graph.size());
  for (int r = 0; r < graph.rows(); ++r) {
    for (int c = 0; c < graph.columns(); ++c) {
      char ch = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      config.set(graph.at(c, r), ch == 'X'   ? Color::Black
                                 : ch == 'O' ? Color::White
                                             : Color::Empty);
    }
  }
  return {std::move(graph), std::move(config)};
}

std::string render_diagram(const Graph& graph, const Configuration& config) {
  static constexpr std::string_view kColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  std::string header = "   ";
  for (int c = 0; c < graph.columns(); ++c) {
    header += ' ';
    header += kColumns[static_cast<std::size_t>(c)];
  }
  std::string out = header + "\n";
  for (int r = 0; r < graph.rows(); ++r) {
    const std::string number = std::to_string(graph.rows() - r);
    std::string line = std::string(3 - number.size(), ' ') + number;
    for (int c = 0; c < graph.columns(); ++c) {
      const Color color = config.at(graph.at(c, r));
      line += ' ';
      line += color == Color::Black ? 'X' : color == Color::White ? 'O' : '.';
    }
    out += line + ' ' + number + "\n";
  }
  return out + header + "\n";
}

}  // namespace kospec
