#pragma once
// Small helpers for writing SVG by hand: escaping, numbers with a fixed precision (so the same
// drawing gives the same bytes), and a piece of drawing with its size.

#include <string>
#include <string_view>

namespace kospec::figure {

/// A drawing without its <svg> wrapper, and its size in user units (px).
struct SvgPiece {
  std::string body;   ///< SVG elements, drawn from (0, 0)
  double width = 0;   ///< width of the drawing
  double height = 0;  ///< height of the drawing
};

/// Text made safe for XML content and attribute values (& < > " ').
std::string xml_escape(std::string_view text);

/// A coordinate with at most two decimals and no trailing zeros ("12", "3.5", "-0.25").
std::string num(double value);

/// A whole SVG document of a piece, white background, with a <title> for accessibility.
std::string svg_document(const SvgPiece& piece, std::string_view title);

/// The piece as a nested <svg> element at (x, y) scaled to `width` (keeping its proportions).
std::string nested_svg(const SvgPiece& piece, double x, double y, double width);

/// The font stack every kospec drawing uses (DejaVu Sans is installed with the project's packages).
inline constexpr std::string_view kFontFamily = "DejaVu Sans, Verdana, Arial, sans-serif";

}  // namespace kospec::figure
