#include "tools/figure/figure_svg.h"

#include <algorithm>

namespace kospec::figure {

namespace {

std::string caption(double x, double y, double size, const std::string& words, const char* weight) {
  return "<text x=\"" + num(x) + "\" y=\"" + num(y) + "\" font-family=\"" +
         std::string(kFontFamily) + "\" font-size=\"" + num(size) + "\" font-weight=\"" + weight +
         "\" fill=\"#1a1a1a\">" + xml_escape(words) + "</text>\n";
}

}  // namespace

std::vector<std::string> wrap_words(const std::string& text, std::size_t width) {
  std::vector<std::string> lines;
  std::string line;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(start, end - start);
    if (!line.empty() && line.size() + 1 + word.size() > width) {
      lines.push_back(line);
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
    start = end + 1;
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

SvgPiece figure_piece(const Figure& figure, const std::string& title, double cell) {
  const SvgPiece board =
      draw_board(figure.graph, figure.marks, whole_board(figure.graph), {cell, true});
  const double font = 14, pad = 10, leading = 1.35 * font;
  // Captions wrap at the board's width, but never narrower than 46 characters.
  const double width = std::max(board.width, 46 * 0.56 * font + 2 * pad);
  const auto chars = static_cast<std::size_t>((width - 2 * pad) / (0.56 * font));
  std::vector<std::string> lines;
  std::string notes;
  for (const std::string& n : figure.notes) notes += (notes.empty() ? "" : "; ") + n;
  for (const std::string& l : wrap_words(notes, chars)) lines.push_back(l);
  const std::size_t note_lines = lines.size();
  std::vector<std::string> legend;
  if (!figure.letters.empty()) {
    std::string text;
    for (const auto& [letter, p] : figure.letters)
      text += (text.empty() ? "" : ", ") + letter + " = " + figure.graph.name(p);
    legend.push_back(text + ": stones of the starting position, captured and played on again");
  }
  legend.insert(legend.end(), figure.legend.begin(), figure.legend.end());
  for (const std::string& text : legend) {
    for (const std::string& l : wrap_words(text, chars + 6)) lines.push_back(l);
  }
  SvgPiece piece{"", width, 0};
  double y = pad + font;
  for (const std::string& l : wrap_words(title, chars * 9 / 10)) {
    piece.body += caption(pad, y, 1.1 * font, l, "bold");
    y += 1.25 * leading;
  }
  piece.body += "<g transform=\"translate(" + num((width - board.width) / 2) + " " + num(y - font) +
                ")\">\n" + board.body + "</g>\n";
  y += board.height;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const bool note = i < note_lines;
    piece.body += caption(pad, y, note ? font : 0.85 * font, lines[i], note ? "bold" : "normal");
    y += note ? leading : 0.85 * leading;
  }
  piece.height = y + pad - font / 2;
  return piece;
}

std::string figure_svg(const Figure& figure, const std::string& title) {
  return svg_document(figure_piece(figure, title, 32), title);
}

}  // namespace kospec::figure
