#pragma once
// Reading the values of Go properties (FF[4] GM[1]): board sizes, points, point lists, moves, arcs.
// Every function throws SgfError at the property's position, saying what it expected.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sgf/sgf_tree.h"
#include "spec/graph.h"

namespace kospec::sgf {

/// Columns and rows of a board.
struct BoardSize {
  int columns = 19;  ///< 1..25
  int rows = 19;     ///< 1..25
};

/// A value as it reads in a message: shortened, with unprintable bytes as \xHH.
std::string quote_text(const std::string& value);

/// A property value as it reads in a message: `ID[value]`, the value as quote_text() shows it.
std::string quote(const Property& property, const std::string& value);

/// The one value of a property that must have exactly one.
const std::string& single_value(const Property& property, std::string_view source);

/// SZ[n] (square) or SZ[columns:rows], each 1..25.
BoardSize read_board_size(const Property& sz, std::string_view source);

/// A point named by two letters, column then row from the top ("dd").
Point read_point(const Property& property, const std::string& value, const Graph& graph,
                 std::string_view source);

/// Every point of a list of points (AB, AW, AE), rectangles "aa:cc" included.
PointSet read_point_list(const Property& property, const Graph& graph, std::string_view source);

/// The point of a move (B, W); nullopt for a pass: "", or "tt" on boards up to 19x19.
std::optional<Point> read_move_point(const Property& move, const Graph& graph,
                                     std::string_view source);

/// The arcs of KA (arcs the grid lacks) or KR (arcs of the grid), each "aa:ba".
std::vector<Arc> read_arcs(const Property& property, const Graph& grid, std::string_view source);

}  // namespace kospec::sgf
