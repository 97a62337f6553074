#pragma once
// Rendering DOT in-process with the Graphviz library (libgvc, libcgraph).

#include <string>

namespace kospec::explore {

/// Lays `dot` out with Graphviz's dot layout and renders it in `format` ("svg" or "png"); returns
/// the bytes. Throws InputError with Graphviz's complaint if the text or the format is rejected.
std::string render_dot(const std::string& dot, const std::string& format);

}  // namespace kospec::explore
