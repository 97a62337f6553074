#pragma once
// The board as a graph of points and arcs (R2: "Two points are adjacent if an arc connects them").
// Points are laid out on an m x n grid so that they have GTP and SGF names; the arcs are those of
// the grid, or any other set (a ring, a torus, a grid with arcs removed...).

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "spec/move.h"
#include "spec/point.h"

namespace kospec {

/// An arc of the graph, stored with the smaller point first.
using Arc = std::pair<Point, Point>;

/// The points of a board and the arcs between them.
class Graph {
 public:
  /// Largest number of columns or rows: GTP column letters A..Z without I give 25.
  static constexpr int kMaxSide = 25;

  /// The rectangular grid with the given number of columns and rows (1..25 each), with an arc
  /// between each pair of orthogonally neighbouring points. Throws InputError outside that range.
  static Graph grid(int columns, int rows);

  /// Number of columns of the naming grid.
  int columns() const { return columns_; }
  /// Number of rows of the naming grid.
  int rows() const { return rows_; }
  /// Number of points.
  std::size_t size() const { return neighbours_.size(); }
  /// Every point, in index order.
  std::vector<Point> points() const;
  /// Whether the point belongs to this graph.
  bool contains(Point p) const { return p.index() < size(); }

  /// The point at a column (0 = left) and a row counted from the top (0 = top), as SGF counts.
  Point at(int column, int row_from_top) const;
  /// The column of a point (0 = left).
  int column_of(Point p) const;
  /// The row of a point counted from the top (0 = top).
  int row_from_top(Point p) const;

  /// The points joined to p by an arc, in index order.
  const std::vector<Point>& neighbours(Point p) const;
  /// Whether an arc joins a and b.
  bool has_arc(Point a, Point b) const;
  /// Adds an arc between two distinct points (no effect if present). Throws InputError on a loop.
  void add_arc(Point a, Point b);
  /// Removes the arc between a and b (no effect if absent).
  void remove_arc(Point a, Point b);
  /// Every arc once, smaller point first, in order.
  std::vector<Arc> arcs() const;
  /// Arcs present here but not in the plain grid of the same size.
  std::vector<Arc> arcs_added_to_grid() const;
  /// Arcs of the plain grid of the same size that are absent here.
  std::vector<Arc> arcs_removed_from_grid() const;
  /// Whether the arcs are exactly those of the plain grid.
  bool is_plain_grid() const;

  /// GTP vertex name: column letter A..Z skipping I, then the row counted from the bottom ("D4").
  std::string name(Point p) const;
  /// Parses a GTP vertex name (any letter case); nullopt if it is not a point of this graph.
  std::optional<Point> parse_name(std::string_view text) const;
  /// SGF point name: column then row from the top, letters a..y ("dd").
  std::string sgf_name(Point p) const;
  /// Parses an SGF point name; nullopt if it is not a point of this graph.
  std::optional<Point> parse_sgf_name(std::string_view text) const;
  /// Size in the usual "9x9" or "7x6" (columns x rows) form.
  std::string size_name() const;

  /// Same points and same arcs.
  bool operator==(const Graph&) const = default;

 private:
  Graph(int columns, int rows);
  void require_point(Point p, const char* where) const;

  int columns_ = 0;
  int rows_ = 0;
  std::vector<std::vector<Point>> neighbours_;
};

/// The GTP name of a move's point, or "pass".
std::string vertex_text(const Graph& graph, const Move& move);

/// A move as "B D4" or "W pass".
std::string move_text(const Graph& graph, const Move& move);

}  // namespace kospec
