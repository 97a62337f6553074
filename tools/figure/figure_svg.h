#pragma once
// A figure as an SVG document: a title, the board, and under it the notes ("4 at a") and the
// legend of the markers, wrapped to the board's width.

#include <string>

#include "tools/figure/figure.h"

namespace kospec::figure {

/// The SVG document of a figure; the same figure gives the same bytes.
std::string figure_svg(const Figure& figure, const std::string& title);

/// The figure's board and captions as a piece to place in a larger drawing.
SvgPiece figure_piece(const Figure& figure, const std::string& title, double cell);

/// Words wrapped into lines of at most `width` characters.
std::vector<std::string> wrap_words(const std::string& text, std::size_t width);

}  // namespace kospec::figure
