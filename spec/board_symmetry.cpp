#include "spec/board_symmetry.h"

#include <algorithm>

namespace kospec {

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

Configuration map_configuration(const PointMap& map, const Configuration& c) {
  Configuration image(c.size());
  for (std::uint32_t p = 0; p < c.size(); ++p)
    image.set(Point(static_cast<std::uint32_t>(map[p])), c.at(Point(p)));
  return image;
}

}  // namespace kospec
