#include "tools/cli/text_output.h"

namespace kospec::cli {

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& s : items) out += (out.empty() ? "" : ", ") + s;
  return out;
}

std::string moves_text(const Graph& graph, const std::vector<Move>& moves) {
  std::vector<std::string> texts;
  for (const Move& m : moves) texts.push_back(move_text(graph, m));
  return joined(texts);
}

std::string wrap(std::string_view text, std::size_t width) {
  std::string out, line;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view word = text.substr(start, end - start);
    if (!line.empty() && line.size() + 1 + word.size() > width) {
      out += line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + std::string(word);
    start = end + 1;
  }
  return out + line + "\n";
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
