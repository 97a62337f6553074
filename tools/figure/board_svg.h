#pragma once
// A Go board drawn as SVG in the literature's style: the grid of the board's arcs (thicker on the
// board's edge, stubs where a crop cuts the board), arcs added to the grid as dashed curves, star
// points, coordinates, black and white stones with numbers or letters, and markers.

#include <string>
#include <vector>

#include "spec/configuration.h"
#include "spec/graph.h"
#include "tools/figure/svg.h"

namespace kospec::figure {

/// A mark drawn on a point: over its stone, or on the empty point.
enum class Marker : std::uint8_t { None, Circle, Square, Triangle, Cross };

/// What is drawn on one point.
struct PointMark {
  Color stone = Color::Empty;    ///< the stone drawn, if any
  std::string label;             ///< a move number or a letter drawn on the stone or point
  Marker marker = Marker::None;  ///< a marker drawn on the stone or point
};

/// A rectangle of the board's naming grid: columns c0..c1 (0 = left), rows r0..r1 (0 = top).
struct Crop {
  int c0 = 0;  ///< leftmost column
  int c1 = 0;  ///< rightmost column
  int r0 = 0;  ///< top row
  int r1 = 0;  ///< bottom row
};

/// How large and how annotated a board drawing is.
struct BoardStyle {
  double cell = 28;                   ///< distance between lines, in px
  bool coordinates_all_sides = true;  ///< coordinates on four sides (else top and left only)
};

/// The whole board.
Crop whole_board(const Graph& graph);

/// The smallest rectangle holding `points`, widened by `margin` lines on each side (within the
/// board); the whole board when `points` is empty.
Crop crop_around(const Graph& graph, const PointSet& points, int margin);

/// Marks for a configuration: its stones, no labels, no markers (one per point of the graph).
std::vector<PointMark> stones_of(const Configuration& config);

/// Draws the crop of the board with the given marks (one per point of the graph).
SvgPiece draw_board(const Graph& graph, const std::vector<PointMark>& marks, const Crop& crop,
                    const BoardStyle& style);

/// The column letters of a point's GTP name ("D" of "D4").
std::string column_name(const Graph& graph, int column);

/// The row number of a point's GTP name ("4" of "D4"), rows counted from the top.
std::string row_name(const Graph& graph, int row_from_top);

}  // namespace kospec::figure
