#include "tools/native/symmetry.h"

#include <algorithm>

#include "spec/error.h"

namespace kospec::native {

std::vector<PointMap> board_automorphisms(const Graph& graph) {
  const int columns = graph.columns();
  const int rows = graph.rows();
  std::vector<PointMap> maps;
  // Bit 0: mirror the columns; bit 1: mirror the rows; bit 2 (a square only): transpose, last.
  for (int t = 0; t < (columns == rows ? 8 : 4); ++t) {
    PointMap map(graph.size());
    for (Point p : graph.points()) {
      int c = graph.column_of(p);
      int r = graph.row_from_top(p);
      if ((t & 1) != 0) c = columns - 1 - c;
      if ((t & 2) != 0) r = rows - 1 - r;
      if ((t & 4) != 0) std::swap(c, r);
      map[p.index()] = static_cast<int>(graph.at(c, r).index());
    }
    const auto arcs = graph.arcs();
    const bool keeps = std::all_of(arcs.begin(), arcs.end(), [&](const Arc& a) {
      return graph.has_arc(Point(static_cast<std::uint32_t>(map[a.first.index()])),
                           Point(static_cast<std::uint32_t>(map[a.second.index()])));
    });
    if (keeps && std::find(maps.begin(), maps.end(), map) == maps.end()) maps.push_back(map);
  }
  return maps;
}

Mask map_mask(const PointMap& map, Mask mask) {
  Mask image;
  for_each_point(mask, [&](int p) { image |= Mask::of(map[static_cast<std::size_t>(p)]); });
  return image;
}

Board map_board(const PointMap& map, const Board& board) {
  return {map_mask(map, board.black), map_mask(map, board.white)};
}

PointMapGroup::PointMapGroup(std::vector<PointMap> maps) : maps_(std::move(maps)) {
  const auto n = maps_.size();
  require(n > 0 && std::is_sorted(maps_[0].begin(), maps_[0].end()),
          "PointMapGroup: the identity comes first");
  auto number = [&](const PointMap& m) {
    const auto it = std::find(maps_.begin(), maps_.end(), m);
    require(it != maps_.end(), "PointMapGroup: the maps are not closed under composition");
    return static_cast<int>(it - maps_.begin());
  };
  compose_.resize(n * n);
  inverse_.resize(n);
  for (std::size_t a = 0; a < n; ++a) {
    for (std::size_t b = 0; b < n; ++b) {
      PointMap ab(maps_[b].size());
      for (std::size_t p = 0; p < ab.size(); ++p)
        ab[p] = maps_[a][static_cast<std::size_t>(maps_[b][p])];
      compose_[a * n + b] = number(ab);
      if (compose_[a * n + b] == 0) inverse_[a] = static_cast<int>(b);
    }
  }
}

}  // namespace kospec::native
