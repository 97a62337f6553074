#include "spec/r04_liberty.h"

#include "spec/r02_adjacent.h"

namespace kospec {

PointSet liberties(const Graph& graph, const Configuration& config, const PointSet& string) {
  PointSet found;
  for (Point stone : string) {
    for (Point q : graph.neighbours(stone)) {
      if (stone_adjacent_to_empty(graph, config, stone, q)) found.insert(q);
    }
  }
  return found;
}

std::size_t liberty_count(const Graph& graph, const Configuration& config, const PointSet& string) {
  return liberties(graph, config, string).size();
}

}  // namespace kospec
