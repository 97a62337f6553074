#include "spec/r04_liberty.h"

#include "spec/r02_adjacent.h"

namespace kospec {

PointSet liberties(const Graph& graph, const Configuration& config, const PointSet& string) {
  std::vector<Point> found;
  for (Point stone : string) {
    for (Point q : graph.neighbours(stone)) {
      if (stone_adjacent_to_empty(graph, config, stone, q)) found.push_back(q);
    }
  }
  return PointSet::of(std::move(found));
}

std::size_t liberty_count(const Graph& graph, const Configuration& config, const PointSet& string) {
  return liberties(graph, config, string).size();
}

}  // namespace kospec
