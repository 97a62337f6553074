#include "tools/figure/board_svg.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace kospec::figure {

namespace {

// Where things go: the crop, the cell size and the margins around the grid.
struct Layout {
  const Graph& graph;
  Crop crop;
  double s;
  double left;  // x of column c0
  double top;   // y of row r0

  bool inside(Point p) const {
    const int c = graph.column_of(p), r = graph.row_from_top(p);
    return c >= crop.c0 && c <= crop.c1 && r >= crop.r0 && r <= crop.r1;
  }
  double x(Point p) const { return left + (graph.column_of(p) - crop.c0) * s; }
  double y(Point p) const { return top + (graph.row_from_top(p) - crop.r0) * s; }
};

constexpr const char* kInk = "#1a1a1a";

bool grid_neighbours(const Graph& g, Point a, Point b) {
  return std::abs(g.column_of(a) - g.column_of(b)) +
             std::abs(g.row_from_top(a) - g.row_from_top(b)) ==
         1;
}

// Whether the segment a-b lies on the board's edge (both ends on the same border line).
bool on_edge(const Graph& g, Point a, Point b) {
  const int ca = g.column_of(a), cb = g.column_of(b), ra = g.row_from_top(a),
            rb = g.row_from_top(b);
  if (ra == rb) return ra == 0 || ra == g.rows() - 1;
  return ca == cb && (ca == 0 || ca == g.columns() - 1);
}

std::string line(double x1, double y1, double x2, double y2, double width) {
  return "<line x1=\"" + num(x1) + "\" y1=\"" + num(y1) + "\" x2=\"" + num(x2) + "\" y2=\"" +
         num(y2) + "\" stroke=\"" + kInk + "\" stroke-width=\"" + num(width) +
         "\" stroke-linecap=\"square\"/>\n";
}

std::string text(double x, double y, double size, const std::string& fill, const std::string& words,
                 const char* weight = "normal") {
  return "<text x=\"" + num(x) + "\" y=\"" + num(y + 0.36 * size) + "\" font-family=\"" +
         std::string(kFontFamily) + "\" font-size=\"" + num(size) + "\" font-weight=\"" + weight +
         "\" text-anchor=\"middle\" fill=\"" + fill + "\">" + xml_escape(words) + "</text>\n";
}

std::string grid(const Layout& l) {
  const Graph& g = l.graph;
  const double thin = std::max(0.6, l.s / 28.0), thick = 2.2 * thin;
  std::string out;
  for (const Arc& arc : g.arcs()) {
    const auto [a, b] = arc;
    if (!grid_neighbours(g, a, b)) continue;
    const bool ia = l.inside(a), ib = l.inside(b);
    if (ia && ib) {
      out += line(l.x(a), l.y(a), l.x(b), l.y(b), on_edge(g, a, b) ? thick : thin);
    } else if (ia || ib) {  // the crop cuts the board here: a stub half a cell long
      const Point in = ia ? a : b, outside = ia ? b : a;
      const double dx = (g.column_of(outside) - g.column_of(in)) * 0.5 * l.s;
      const double dy = (g.row_from_top(outside) - g.row_from_top(in)) * 0.5 * l.s;
      out += line(l.x(in), l.y(in), l.x(in) + dx, l.y(in) + dy, on_edge(g, a, b) ? thick : thin);
    }
  }
  // Arcs added to the grid: dashed curves bulging away from the middle of the crop.
  const double mx = l.left + (l.crop.c1 - l.crop.c0) * l.s / 2;
  const double my = l.top + (l.crop.r1 - l.crop.r0) * l.s / 2;
  for (const Arc& arc : g.arcs()) {
    const auto [a, b] = arc;
    if (grid_neighbours(g, a, b) || !l.inside(a) || !l.inside(b)) continue;
    const double x1 = l.x(a), y1 = l.y(a), x2 = l.x(b), y2 = l.y(b);
    const double length = std::hypot(x2 - x1, y2 - y1);
    double nx = -(y2 - y1) / length, ny = (x2 - x1) / length;
    const double cx = (x1 + x2) / 2, cy = (y1 + y2) / 2;
    if ((cx - mx) * nx + (cy - my) * ny < 0 ||
        (std::abs((cx - mx) * nx + (cy - my) * ny) < 1e-9 && ny < 0)) {
      nx = -nx;
      ny = -ny;
    }
    // A quadratic curve's apex lies halfway to its control point: at most 0.8 cells out.
    const double bulge = std::min(1.6 * l.s, 0.8 * length);
    out += "<path d=\"M " + num(x1) + " " + num(y1) + " Q " + num(cx + nx * bulge) + " " +
           num(cy + ny * bulge) + " " + num(x2) + " " + num(y2) + "\" fill=\"none\" stroke=\"" +
           kInk + "\" stroke-width=\"" + num(thin) + "\" stroke-dasharray=\"" + num(l.s / 7) + " " +
           num(l.s / 9) + "\"/>\n";
  }
  return out;
}

// The star points of the usual square boards.
std::vector<std::pair<int, int>> star_points(const Graph& g) {
  if (g.columns() != g.rows()) return {};
  const int n = g.columns();
  std::vector<int> at;
  if (n == 19) at = {3, 9, 15};
  if (n == 13) at = {3, 6, 9};
  if (n == 9) at = {2, 4, 6};
  std::vector<std::pair<int, int>> out;
  for (int c : at) {
    for (int r : at) {
      if (n == 9 && (c == 4) != (r == 4)) continue;
      if (n == 13 && (c == 6) != (r == 6)) continue;
      out.emplace_back(c, r);
    }
  }
  return out;
}

std::string marker(Marker m, double x, double y, double s, const std::string& colour) {
  const double w = std::max(1.0, s / 14.0);
  const std::string stroke =
      "\" fill=\"none\" stroke=\"" + colour + "\" stroke-width=\"" + num(w) + "\"/>\n";
  switch (m) {
    case Marker::Circle:
      return "<circle cx=\"" + num(x) + "\" cy=\"" + num(y) + "\" r=\"" + num(0.24 * s) + stroke;
    case Marker::Square:
      return "<rect x=\"" + num(x - 0.22 * s) + "\" y=\"" + num(y - 0.22 * s) + "\" width=\"" +
             num(0.44 * s) + "\" height=\"" + num(0.44 * s) + stroke;
    case Marker::Triangle:
      return "<polygon points=\"" + num(x) + "," + num(y - 0.27 * s) + " " + num(x + 0.24 * s) +
             "," + num(y + 0.16 * s) + " " + num(x - 0.24 * s) + "," + num(y + 0.16 * s) + stroke;
    case Marker::Cross:
      return "<path d=\"M " + num(x - 0.2 * s) + " " + num(y - 0.2 * s) + " L " + num(x + 0.2 * s) +
             " " + num(y + 0.2 * s) + " M " + num(x + 0.2 * s) + " " + num(y - 0.2 * s) + " L " +
             num(x - 0.2 * s) + " " + num(y + 0.2 * s) + stroke;
    case Marker::None:
      break;
  }
  return "";
}

std::string point_drawing(const Layout& l, Point p, const PointMark& m) {
  const double x = l.x(p), y = l.y(p), s = l.s;
  std::string out;
  std::string ink = kInk;
  if (m.stone != Color::Empty) {
    const bool black = m.stone == Color::Black;
    out += "<circle cx=\"" + num(x) + "\" cy=\"" + num(y) + "\" r=\"" + num(0.47 * s) +
           "\" fill=\"" + (black ? "#141414" : "#ffffff") + "\" stroke=\"" + kInk +
           "\" stroke-width=\"" + num(std::max(0.7, s / 26.0)) + "\"/>\n";
    ink = black ? "#ffffff" : kInk;
  } else if (!m.label.empty() || m.marker != Marker::None) {
    // A label or marker on an empty point hides the lines under it, as in print.
    out += "<circle cx=\"" + num(x) + "\" cy=\"" + num(y) + "\" r=\"" + num(0.34 * s) +
           "\" fill=\"#ffffff\"/>\n";
  }
  out += marker(m.marker, x, y, s, ink);
  if (!m.label.empty()) {
    const double size = m.label.size() <= 2 ? 0.52 * s : m.label.size() == 3 ? 0.42 * s : 0.34 * s;
    out += text(x, y, size, ink, m.label);
  }
  return out;
}

}  // namespace

Crop whole_board(const Graph& graph) { return {0, graph.columns() - 1, 0, graph.rows() - 1}; }

Crop crop_around(const Graph& graph, const PointSet& points, int margin) {
  if (points.empty()) return whole_board(graph);
  Crop c{graph.columns(), -1, graph.rows(), -1};
  for (Point p : points) {
    c.c0 = std::min(c.c0, graph.column_of(p));
    c.c1 = std::max(c.c1, graph.column_of(p));
    c.r0 = std::min(c.r0, graph.row_from_top(p));
    c.r1 = std::max(c.r1, graph.row_from_top(p));
  }
  return {std::max(0, c.c0 - margin), std::min(graph.columns() - 1, c.c1 + margin),
          std::max(0, c.r0 - margin), std::min(graph.rows() - 1, c.r1 + margin)};
}

std::vector<PointMark> stones_of(const Configuration& config) {
  std::vector<PointMark> marks(config.size());
  for (std::size_t i = 0; i < config.size(); ++i)
    marks[i].stone = config.at(Point(static_cast<std::uint32_t>(i)));
  return marks;
}

std::string column_name(const Graph& graph, int column) {
  std::string name = graph.name(graph.at(column, 0));
  return name.substr(0, name.find_first_of("0123456789"));
}

std::string row_name(const Graph& graph, int row_from_top) {
  std::string name = graph.name(graph.at(0, row_from_top));
  return name.substr(name.find_first_of("0123456789"));
}

SvgPiece draw_board(const Graph& graph, const std::vector<PointMark>& marks, const Crop& crop,
                    const BoardStyle& style) {
  const double s = style.cell;
  bool curves = false;
  for (const Arc& arc : graph.arcs_added_to_grid())
    curves = curves || !grid_neighbours(graph, arc.first, arc.second);
  const double coord = 0.75 * s;              // the band the coordinates take
  const double extra = curves ? 0.9 * s : 0;  // room for curved arcs outside the grid
  const double left = coord + extra + 0.5 * s, top = coord + extra + 0.5 * s;
  const double right = (style.coordinates_all_sides ? coord : 0.0) + extra + 0.5 * s;
  const double bottom = right;
  const Layout l{graph, crop, s, left, top};
  const double grid_w = (crop.c1 - crop.c0) * s, grid_h = (crop.r1 - crop.r0) * s;
  SvgPiece piece{"", left + grid_w + right, top + grid_h + bottom};
  std::string& out = piece.body;
  out += grid(l);
  for (auto [c, r] : star_points(graph)) {
    const Point p = graph.at(c, r);
    if (l.inside(p))
      out += "<circle cx=\"" + num(l.x(p)) + "\" cy=\"" + num(l.y(p)) + "\" r=\"" +
             num(std::max(1.5, s / 11)) + "\" fill=\"" + kInk + "\"/>\n";
  }
  for (Point p : graph.points()) {
    if (l.inside(p)) out += point_drawing(l, p, marks[p.index()]);
  }
  const double size = 0.42 * s;
  const std::string grey = "#444444";
  for (int c = crop.c0; c <= crop.c1; ++c) {
    const double x = left + (c - crop.c0) * s;
    out += text(x, coord / 2, size, grey, column_name(graph, c));
    if (style.coordinates_all_sides)
      out += text(x, piece.height - coord / 2, size, grey, column_name(graph, c));
  }
  for (int r = crop.r0; r <= crop.r1; ++r) {
    const double y = top + (r - crop.r0) * s;
    out += text(coord / 2, y, size, grey, row_name(graph, r));
    if (style.coordinates_all_sides)
      out += text(piece.width - coord / 2, y, size, grey, row_name(graph, r));
  }
  return piece;
}

}  // namespace kospec::figure
