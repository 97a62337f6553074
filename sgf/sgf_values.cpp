#include "sgf/sgf_values.h"

#include <algorithm>
#include <charconv>
#include <cstdio>

#include "sgf/sgf_error.h"

namespace kospec::sgf {

namespace {

constexpr std::size_t kQuotedLength = 24;

[[noreturn]] void fail(const Property& property, std::string_view source,
                       const std::string& message) {
  throw SgfError(source, property.pos, message);
}

// A side length 1..25, or nullopt if the text is not such a number.
std::optional<int> read_side(std::string_view text) {
  int side = 0;
  if (text.empty() || text.size() > 3) return std::nullopt;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), side);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return side;
}

std::string letters(int count) { return std::string("a to ") + static_cast<char>('a' + count - 1); }

// The parts of a composed value "a:b"; nullopt if there is no ':'.
std::optional<std::pair<std::string, std::string>> split_compose(const std::string& value) {
  const auto colon = value.find(':');
  if (colon == std::string::npos) return std::nullopt;
  return std::pair{value.substr(0, colon), value.substr(colon + 1)};
}

// The point named by `part`, one point of the value `whole` (the same for a single point).
Point read_part(const Property& property, const std::string& whole, const std::string& part,
                const Graph& graph, std::string_view source) {
  const std::string shown =
      quote(property, whole) + (part == whole ? "" : " (point '" + quote_text(part) + "')");
  const auto is_letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  if (part.size() != 2 || !is_letter(part[0]) || !is_letter(part[1])) {
    fail(property, source,
         shown +
             ": malformed point: expected two letters, column then row from "
             "the top, such as 'dd'");
  }
  if (auto point = graph.parse_sgf_name(part)) return *point;
  fail(property, source,
       shown + ": point off the " + graph.size_name() + " board: expected columns " +
           letters(graph.columns()) + " and rows " + letters(graph.rows()));
}

}  // namespace

std::string quote(const Property& property, const std::string& value) {
  return property.id + "[" + quote_text(value) + "]";
}

std::string quote_text(const std::string& value) {
  std::string out;
  for (std::size_t i = 0; i < value.size() && i < kQuotedLength; ++i) {
    const auto byte = static_cast<unsigned char>(value[i]);
    if (byte >= 0x20 && byte < 0x7f) {
      out += value[i];
    } else {
      char code[8];
      std::snprintf(code, sizeof code, "\\x%02X", static_cast<unsigned>(byte));
      out += code;
    }
  }
  if (value.size() > kQuotedLength) out += "...";
  return out;
}

const std::string& single_value(const Property& property, std::string_view source) {
  if (property.values.size() != 1) {
    fail(property, source,
         property.id + ": expected exactly one value, found " +
             std::to_string(property.values.size()));
  }
  return property.values.front();
}

BoardSize read_board_size(const Property& sz, std::string_view source) {
  const std::string& value = single_value(sz, source);
  const auto parts = split_compose(value);
  const auto columns = read_side(parts ? std::string_view(parts->first) : std::string_view(value));
  const auto rows = parts ? read_side(parts->second) : columns;
  if (!columns || !rows) {
    fail(sz, source,
         quote(sz, value) +
             ": expected a board size as a number or columns:rows, such as 19 or 9:7");
  }
  if (*columns < 1 || *columns > Graph::kMaxSide || *rows < 1 || *rows > Graph::kMaxSide) {
    fail(sz, source,
         quote(sz, value) +
             ": board size out of range: expected 1 to 25 columns and 1 "
             "to 25 rows");
  }
  return {*columns, *rows};
}

Point read_point(const Property& property, const std::string& value, const Graph& graph,
                 std::string_view source) {
  return read_part(property, value, value, graph, source);
}

PointSet read_point_list(const Property& property, const Graph& graph, std::string_view source) {
  std::vector<Point> points;
  for (const std::string& value : property.values) {
    const auto corners = split_compose(value);
    if (!corners) {
      points.push_back(read_point(property, value, graph, source));
      continue;
    }
    const Point a = read_part(property, value, corners->first, graph, source);
    const Point b = read_part(property, value, corners->second, graph, source);
    const int left = std::min(graph.column_of(a), graph.column_of(b));
    const int right = std::max(graph.column_of(a), graph.column_of(b));
    const int top = std::min(graph.row_from_top(a), graph.row_from_top(b));
    const int bottom = std::max(graph.row_from_top(a), graph.row_from_top(b));
    for (int row = top; row <= bottom; ++row) {
      for (int column = left; column <= right; ++column) points.push_back(graph.at(column, row));
    }
  }
  return PointSet::of(std::move(points));
}

std::optional<Point> read_move_point(const Property& move, const Graph& graph,
                                     std::string_view source) {
  const std::string& value = single_value(move, source);
  if (value.empty()) return std::nullopt;
  if (value == "tt" && graph.columns() <= 19 && graph.rows() <= 19) return std::nullopt;
  return read_point(move, value, graph, source);
}

std::vector<Arc> read_arcs(const Property& property, const Graph& grid, std::string_view source) {
  std::vector<Arc> arcs;
  for (const std::string& value : property.values) {
    const auto ends = split_compose(value);
    if (!ends) {
      fail(property, source,
           quote(property, value) + ": expected an arc as two points, such as 'aa:ba'");
    }
    const Point a = read_part(property, value, ends->first, grid, source);
    const Point b = read_part(property, value, ends->second, grid, source);
    if (a == b) {
      fail(property, source,
           quote(property, value) + ": expected an arc between two different points");
    }
    const bool adjacent = grid.has_arc(a, b);
    if (property.id == "KA" && adjacent) {
      fail(property, source,
           quote(property, value) + ": " + grid.name(a) + " and " + grid.name(b) +
               " are already adjacent on the grid: expected an arc the grid lacks");
    }
    if (property.id == "KR" && !adjacent) {
      fail(property, source,
           quote(property, value) + ": " + grid.name(a) + " and " + grid.name(b) +
               " are not adjacent on the grid: expected an arc of the grid");
    }
    arcs.emplace_back(std::min(a, b), std::max(a, b));
  }
  return arcs;
}

}  // namespace kospec::sgf
