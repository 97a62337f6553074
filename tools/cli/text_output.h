#pragma once
// Plain-text forms of kospec's values, for terminal output.

#include <ostream>
#include <string>

#include "spec/graph.h"
#include "spec/move.h"
#include "spec/trace.h"

namespace kospec::cli {

using kospec::move_text;    ///< "B D4", "W pass" (spec/graph.h)
using kospec::vertex_text;  ///< the move's GTP vertex, or "pass" (spec/graph.h)

/// Prints a trace, one finding a line, each led by its rule id.
void print_trace(std::ostream& out, const std::vector<Finding>& trace, const std::string& indent);

}  // namespace kospec::cli
