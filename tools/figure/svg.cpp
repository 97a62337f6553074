#include "tools/figure/svg.h"

#include <cmath>
#include <cstdio>

namespace kospec::figure {

std::string xml_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string num(double value) {
  const double rounded = std::round(value * 100.0) / 100.0;
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.2f", rounded == 0.0 ? 0.0 : rounded);
  std::string text(buffer);
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') text.pop_back();
  return text;
}

std::string svg_document(const SvgPiece& piece, std::string_view title) {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
         "width=\"" +
         num(piece.width) + "\" height=\"" + num(piece.height) + "\" viewBox=\"0 0 " +
         num(piece.width) + " " + num(piece.height) + "\">\n<title>" + xml_escape(title) +
         "</title>\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n" + piece.body +
         "</svg>\n";
}

std::string nested_svg(const SvgPiece& piece, double x, double y, double width) {
  const double height = piece.width > 0 ? width * piece.height / piece.width : 0;
  return "<svg x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"" + num(width) + "\" height=\"" +
         num(height) + "\" viewBox=\"0 0 " + num(piece.width) + " " + num(piece.height) + "\">\n" +
         piece.body + "</svg>\n";
}

}  // namespace kospec::figure
