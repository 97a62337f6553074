#include "tools/figure/figure_text.h"

#include <array>

#include "sgf/sgf_game.h"

namespace kospec::figure {

namespace {

// The Sensei's Library character of a point: stones, marked stones, numbers, markers.
char sensei_char(const Figure& f, Point p, std::size_t letter_index) {
  const PointMark& m = f.marks[p.index()];
  const bool black = m.stone == Color::Black;
  if (m.stone != Color::Empty && !m.label.empty() &&
      std::isdigit(static_cast<unsigned char>(m.label[0]))) {
    const std::size_t k = std::stoul(m.label) - f.from + 1;
    return static_cast<char>('0' + k % 10);
  }
  if (m.stone != Color::Empty && !m.label.empty()) {  // a lettered stone: circle, square, cross
    constexpr std::array<std::array<char, 2>, 3> kMarked{{{'B', 'W'}, {'#', '@'}, {'Z', 'P'}}};
    return kMarked[letter_index % 3][black ? 0 : 1];
  }
  if (m.stone != Color::Empty) {
    if (m.marker == Marker::Triangle) return black ? 'Y' : 'Q';
    return black ? 'X' : 'O';
  }
  if (m.marker == Marker::Square) return 'S';
  if (m.marker == Marker::Cross) return 'M';
  return '.';
}

constexpr std::array<const char*, 3> kMarkNames{"circle", "square", "cross"};

std::string one_diagram(const Figure& f, const std::string& title) {
  const Graph& g = f.graph;
  std::string head = "$$" + std::string(player_letter(f.first_player)) + "c" +
                     (f.from > 1 ? "m" + std::to_string(f.from) : "") + " " + title;
  std::vector<std::string> notes = f.notes;
  // The notes name lettered stones by their marker and point, since the markup has no letters on
  // stones.
  for (std::string& n : notes) {
    const std::size_t at = n.rfind(" at ");
    if (at == std::string::npos) continue;
    const std::string target = n.substr(at + 4);
    for (std::size_t i = 0; i < f.letters.size(); ++i) {
      if (f.letters[i].first == target)
        n = n.substr(0, at) + " at the " + kMarkNames[i % 3] + " (" + g.name(f.letters[i].second) +
            ")";
    }
  }
  std::string note_text;
  for (const std::string& n : notes) note_text += (note_text.empty() ? "" : "; ") + n;
  if (!note_text.empty()) head += ": " + note_text;
  std::string out = head + "\n";
  const std::string border =
      "$$ +" + std::string(2 * static_cast<std::size_t>(g.columns()) + 1, '-') + "+\n";
  out += border;
  for (int r = 0; r < g.rows(); ++r) {
    out += "$$ |";
    for (int c = 0; c < g.columns(); ++c) {
      const Point p = g.at(c, r);
      std::size_t letter_index = 0;
      for (std::size_t i = 0; i < f.letters.size(); ++i)
        if (f.letters[i].second == p) letter_index = i;
      out += ' ';
      out += sensei_char(f, p, letter_index);
    }
    out += " |\n";
  }
  return out + border;
}

}  // namespace

std::string sensei_markup(const GameSetup& setup, const std::vector<Move>& moves,
                          const FigureRange& range, SelfCapture self_capture,
                          const std::string& title) {
  const Figure whole = make_figure(setup, moves, range, self_capture);
  std::string out;
  std::size_t from = whole.from;
  do {
    const std::size_t to = std::min(whole.to, from + 9);
    const Figure f = make_figure(setup, moves, {from, to}, self_capture);
    std::string t = title;
    if (to >= from) t += ", plies " + std::to_string(from) + "-" + std::to_string(to);
    if (!f.graph.is_plain_grid()) t += " (board graph differs from the grid: see the SGF)";
    out += (out.empty() ? "" : "\n") + one_diagram(f, t);
    from = to + 1;
  } while (from <= whole.to);
  for (const std::string& l : whole.legend) out += l + "\n";
  return out;
}

std::string figure_sgf(const Figure& figure, const std::string& title) {
  const Graph& g = figure.graph;
  Configuration base(g.size());
  for (Point p : g.points()) {
    const PointMark& m = figure.marks[p.index()];
    // The starting position: every stone not numbered in the figure.
    const bool numbered = !m.label.empty() && std::isdigit(static_cast<unsigned char>(m.label[0]));
    if (!numbered) base.set(p, m.stone);
  }
  sgf::SgfGame game{{g, base, figure.first_player}, figure.moves, {}, {}, {}, {}};
  std::string comment = title;
  if (!figure.notes.empty()) {
    comment += "\n";
    for (const std::string& n : figure.notes) comment += (comment.back() == '\n' ? "" : "; ") + n;
  }
  for (const std::string& l : figure.legend) comment += "\n" + l;
  comment += "\nMove numbers in this file count from 1; in the figure ply 1 here is ply " +
             std::to_string(figure.from) + ".";
  game.root_comment = comment;
  sgf::Property lb{"LB", {}, {}}, tr{"TR", {}, {}}, sq{"SQ", {}, {}}, ma{"MA", {}, {}};
  for (const auto& [letter, p] : figure.letters) lb.values.push_back(g.sgf_name(p) + ":" + letter);
  for (Point p : g.points()) {
    const Marker m = figure.marks[p.index()].marker;
    if (m == Marker::Triangle) tr.values.push_back(g.sgf_name(p));
    if (m == Marker::Square) sq.values.push_back(g.sgf_name(p));
    if (m == Marker::Cross) ma.values.push_back(g.sgf_name(p));
  }
  for (sgf::Property* p : {&lb, &tr, &sq, &ma})
    if (!p->values.empty()) game.info.push_back(*p);
  return sgf::write_game(game);
}

}  // namespace kospec::figure
