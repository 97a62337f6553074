#pragma once
// Board diagrams as text: X black, O white, . empty, rows from the top. Tests write positions this
// way, and the CLI prints them.

#include <string>
#include <string_view>

#include "spec/configuration.h"
#include "spec/graph.h"

namespace kospec {

/// A grid position read from a diagram.
struct Diagram {
  Graph graph;           ///< the grid, as wide and as tall as the diagram
  Configuration config;  ///< the stones drawn
};

/// Reads a diagram: one line a row from the top, 'X' black, 'O' white, '.' or '+' empty; spaces
/// are ignored, and so are blank lines. Throws InputError on another character or ragged rows.
Diagram parse_diagram(std::string_view text);

/// Draws a configuration of a grid graph with GTP coordinates around it.
std::string render_diagram(const Graph& graph, const Configuration& config);

}  // namespace kospec
