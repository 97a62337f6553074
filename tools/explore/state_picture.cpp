#include "tools/explore/state_picture.h"

namespace kospec::explore {

std::string state_name(std::size_t state) { return "S" + std::to_string(state); }

bool after_pass(const StateGraph& graph, std::size_t state) {
  const std::size_t e = graph.nodes[state].parent_edge;
  return e != SIZE_MAX && graph.edges[e].move.is_pass();
}

std::string state_caption(const StateGraph& graph, std::size_t state) {
  const StateNode& n = graph.nodes[state];
  std::string text = state_name(state);
  if (n.ending)
    return text + (*n.ending == Outcome::NoResult ? " \u00b7 no result" : " \u00b7 play stops");
  text += n.to_move == Player::Black ? " \u00b7 Black to move" : " \u00b7 White to move";
  if (after_pass(graph, state)) text += ", after a pass";
  return text;
}

figure::Crop picture_crop(const Graph& board, const PointSet& region) {
  return figure::crop_around(board, region, 1);
}

figure::SvgPiece state_picture(const StateGraph& graph, std::size_t state, const Graph& board,
                               const figure::Crop& crop, double cell) {
  const figure::SvgPiece b =
      figure::draw_board(board, figure::stones_of(graph.nodes[state].config), crop, {cell, false});
  const std::string caption = state_caption(graph, state);
  const double font = 11;
  // Wide enough for the caption (about 0.6 font sizes a character).
  const double width = std::max(b.width, 0.6 * font * static_cast<double>(caption.size()) + 8);
  figure::SvgPiece piece{"", width, b.height + 1.6 * font};
  piece.body = "<g transform=\"translate(" + figure::num((width - b.width) / 2) + " 0)\">\n" +
               b.body + "</g>\n<text x=\"" + figure::num(width / 2) + "\" y=\"" +
               figure::num(b.height + 0.9 * font) + "\" font-family=\"" +
               std::string(figure::kFontFamily) + "\" font-size=\"" + figure::num(font) +
               "\" text-anchor=\"middle\" fill=\"#1a1a1a\">" + figure::xml_escape(caption) +
               "</text>\n";
  return piece;
}

std::map<std::string, figure::SvgPiece> state_pictures(const StateGraph& graph, const Graph& board,
                                                       const std::vector<std::size_t>& states,
                                                       double cell, double& width, double& height) {
  const figure::Crop crop = picture_crop(board, graph.region);
  std::map<std::string, figure::SvgPiece> pictures;
  width = height = 0;
  for (std::size_t s : states) {
    figure::SvgPiece p = state_picture(graph, s, board, crop, cell);
    width = std::max(width, p.width);
    height = std::max(height, p.height);
    pictures.emplace(state_name(s), std::move(p));
  }
  for (auto& [name, p] : pictures) {
    if (p.width < width) {
      p.body = "<g transform=\"translate(" + figure::num((width - p.width) / 2) + " 0)\">\n" +
               p.body + "</g>\n";
      p.width = width;
    }
    p.height = height;
  }
  return pictures;
}

}  // namespace kospec::explore
