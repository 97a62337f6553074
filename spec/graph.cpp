#include "spec/graph.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <string>

#include "spec/error.h"

namespace kospec {

namespace {
// GTP column letters: A..Z without I.
constexpr std::string_view kGtpColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
}  // namespace

Graph::Graph(int columns, int rows)
    : columns_(columns), rows_(rows), neighbours_(static_cast<std::size_t>(columns * rows)) {}

Graph Graph::grid(int columns, int rows) {
  if (columns < 1 || columns > kMaxSide || rows < 1 || rows > kMaxSide) {
    throw InputError("board size " + std::to_string(columns) + "x" + std::to_string(rows) +
                     ": expected 1 to 25 columns and 1 to 25 rows");
  }
  Graph g(columns, rows);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < columns; ++c) {
      if (c + 1 < columns) g.add_arc(g.at(c, r), g.at(c + 1, r));
      if (r + 1 < rows) g.add_arc(g.at(c, r), g.at(c, r + 1));
    }
  }
  return g;
}

std::vector<Point> Graph::points() const {
  std::vector<Point> all;
  all.reserve(size());
  for (std::uint32_t i = 0; i < size(); ++i) all.emplace_back(i);
  return all;
}

Point Graph::at(int column, int row_from_top) const {
  require(column >= 0 && column < columns_ && row_from_top >= 0 && row_from_top < rows_,
          "Graph::at: column and row must lie on the grid");
  return Point(static_cast<std::uint32_t>(row_from_top * columns_ + column));
}

int Graph::column_of(Point p) const {
  require_point(p, "Graph::column_of");
  return static_cast<int>(p.index()) % columns_;
}

int Graph::row_from_top(Point p) const {
  require_point(p, "Graph::row_from_top");
  return static_cast<int>(p.index()) / columns_;
}

const std::vector<Point>& Graph::neighbours(Point p) const {
  require_point(p, "Graph::neighbours");
  return neighbours_[p.index()];
}

bool Graph::has_arc(Point a, Point b) const {
  const auto& n = neighbours(a);
  return std::binary_search(n.begin(), n.end(), b);
}

void Graph::add_arc(Point a, Point b) {
  require_point(a, "Graph::add_arc");
  require_point(b, "Graph::add_arc");
  if (a == b)
    throw InputError("arc " + name(a) + "-" + name(b) + ": an arc must join two different points");
  auto insert = [](std::vector<Point>& list, Point p) {
    auto it = std::lower_bound(list.begin(), list.end(), p);
    if (it == list.end() || *it != p) list.insert(it, p);
  };
  insert(neighbours_[a.index()], b);
  insert(neighbours_[b.index()], a);
}

void Graph::remove_arc(Point a, Point b) {
  require_point(a, "Graph::remove_arc");
  require_point(b, "Graph::remove_arc");
  auto erase = [](std::vector<Point>& list, Point p) {
    auto it = std::lower_bound(list.begin(), list.end(), p);
    if (it != list.end() && *it == p) list.erase(it);
  };
  erase(neighbours_[a.index()], b);
  erase(neighbours_[b.index()], a);
}

std::vector<Arc> Graph::arcs() const {
  std::vector<Arc> all;
  for (Point a : points()) {
    for (Point b : neighbours_[a.index()]) {
      if (a < b) all.emplace_back(a, b);
    }
  }
  return all;
}

std::vector<Arc> Graph::arcs_added_to_grid() const {
  Graph plain = grid(columns_, rows_);
  std::vector<Arc> added;
  for (const Arc& arc : arcs()) {
    if (!plain.has_arc(arc.first, arc.second)) added.push_back(arc);
  }
  return added;
}

std::vector<Arc> Graph::arcs_removed_from_grid() const {
  Graph plain = grid(columns_, rows_);
  std::vector<Arc> removed;
  for (const Arc& arc : plain.arcs()) {
    if (!has_arc(arc.first, arc.second)) removed.push_back(arc);
  }
  return removed;
}

bool Graph::is_plain_grid() const { return *this == grid(columns_, rows_); }

std::string Graph::name(Point p) const {
  require_point(p, "Graph::name");
  return std::string(1, kGtpColumns[static_cast<std::size_t>(column_of(p))]) +
         std::to_string(rows_ - row_from_top(p));
}

std::optional<Point> Graph::parse_name(std::string_view text) const {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  auto column = kGtpColumns.find(letter);
  if (column == std::string_view::npos || static_cast<int>(column) >= columns_) return std::nullopt;
  int row = 0;
  auto digits = text.substr(1);
  if (digits[0] == '0') return std::nullopt;
  auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), row);
  if (ec != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
  if (row < 1 || row > rows_) return std::nullopt;
  return at(static_cast<int>(column), rows_ - row);
}

std::string Graph::sgf_name(Point p) const {
  require_point(p, "Graph::sgf_name");
  return {static_cast<char>('a' + column_of(p)), static_cast<char>('a' + row_from_top(p))};
}

std::optional<Point> Graph::parse_sgf_name(std::string_view text) const {
  if (text.size() != 2) return std::nullopt;
  int column = text[0] - 'a';
  int row = text[1] - 'a';
  if (column < 0 || column >= columns_ || row < 0 || row >= rows_) return std::nullopt;
  return at(column, row);
}

std::string Graph::size_name() const {
  return std::to_string(columns_) + "x" + std::to_string(rows_);
}

void Graph::require_point(Point p, const char* where) const {
  if (!contains(p)) throw PreconditionError(std::string(where) + ": point index out of the graph");
}

std::string vertex_text(const Graph& graph, const Move& move) {
  return move.is_pass() ? "pass" : graph.name(*move.point);
}

std::string move_text(const Graph& graph, const Move& move) {
  return std::string(player_letter(move.player)) + " " + vertex_text(graph, move);
}

}  // namespace kospec
