#pragma once
// Plain-text forms of kospec's values, for terminal output.

#include <ostream>
#include <string>

#include "spec/graph.h"
#include "spec/move.h"
#include "spec/trace.h"

namespace kospec::cli {

/// "B D4", "W pass".
std::string move_text(const Graph& graph, const Move& move);

/// The move's GTP vertex, or "pass".
std::string vertex_text(const Graph& graph, const Move& move);

/// Prints a trace, one finding a line, each led by its rule id.
void print_trace(std::ostream& out, const std::vector<Finding>& trace, const std::string& indent);

}  // namespace kospec::cli
