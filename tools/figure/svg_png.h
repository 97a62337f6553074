#pragma once
// SVG to PNG with librsvg and cairo (the stack Graphviz's own cairo renderer uses), so a PNG shows
// exactly the SVG kospec wrote.

#include <string>

namespace kospec::figure {

/// The PNG bytes of an SVG document, `scale` device pixels per SVG pixel, on a white background.
/// Throws InputError if librsvg rejects the text.
std::string svg_to_png(const std::string& svg, double scale = 1.0);

}  // namespace kospec::figure
