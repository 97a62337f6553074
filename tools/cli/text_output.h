#pragma once
// Plain-text forms of kospec's values, for terminal output.

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "spec/graph.h"
#include "spec/move.h"
#include "spec/trace.h"

namespace kospec::cli {

using kospec::move_text;    ///< "B D4", "W pass" (spec/graph.h)
using kospec::vertex_text;  ///< the move's GTP vertex, or "pass" (spec/graph.h)

/// Items joined by ", ": {"B B2", "W D3"} -> "B B2, W D3".
std::string joined(const std::vector<std::string>& items);

/// Moves as text, joined by ", ": "B B2, W D3, B pass".
std::string moves_text(const Graph& graph, const std::vector<Move>& moves);

/// Text wrapped at `width` columns, each line ended by a newline.
std::string wrap(std::string_view text, std::size_t width);

/// Prints a trace, one finding a line, each led by its rule id.
void print_trace(std::ostream& out, const std::vector<Finding>& trace, const std::string& indent);

}  // namespace kospec::cli
