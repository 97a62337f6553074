#pragma once
// Rendering DOT in-process with the Graphviz library (libgvc, libcgraph), and drawings kospec
// places into the nodes Graphviz laid out (board pictures), as SVG or, through librsvg, PNG.

#include <map>
#include <string>

#include "tools/figure/svg.h"

namespace kospec::explore {

/// Lays `dot` out with Graphviz's `engine` layout ("dot", or "neato" for positions the DOT pins)
/// and renders it in `format` ("svg", "png" or "dot"); returns the bytes. Throws InputError with
/// Graphviz's complaint if the text, the engine or the format is rejected.
std::string render_dot(const std::string& dot, const std::string& format,
                       const std::string& engine = "dot");

/// Graphviz SVG with a picture drawn into each node whose `id` is a key of `pictures`: the picture
/// is scaled to the node's box (the DOT gives the box the picture's size). Throws InputError if a
/// node's box cannot be found.
std::string place_pictures(const std::string& svg,
                           const std::map<std::string, figure::SvgPiece>& pictures);

/// Lays out and renders `dot` with the pictures in its nodes, as "svg" or "png".
std::string render_with_pictures(const std::string& dot, const std::string& engine,
                                 const std::map<std::string, figure::SvgPiece>& pictures,
                                 const std::string& format);

}  // namespace kospec::explore
