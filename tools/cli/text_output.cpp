#include "tools/cli/text_output.h"

namespace kospec::cli {

void print_trace(std::ostream& out, const std::vector<Finding>& trace, const std::string& indent) {
  for (const Finding& f : trace) {
    std::string code(rule_code(f.rule));
    out << indent << code << std::string(code.size() < 6 ? 6 - code.size() : 1, ' ') << f.statement;
    if (f.ply) out << " (ply " << *f.ply << ")";
    out << "\n";
  }
}

}  // namespace kospec::cli
