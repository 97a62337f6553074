#include "spec/r02_adjacent.h"

namespace kospec {

bool points_adjacent(const Graph& graph, Point a, Point b) { return graph.has_arc(a, b); }

bool stones_adjacent(const Graph& graph, const Configuration& config, Point a, Point b) {
  return config.at(a) != Color::Empty && config.at(b) != Color::Empty &&
         points_adjacent(graph, a, b);
}

bool stone_adjacent_to_empty(const Graph& graph, const Configuration& config, Point stone,
                             Point empty) {
  return config.at(stone) != Color::Empty && config.at(empty) == Color::Empty &&
         points_adjacent(graph, stone, empty);
}

}  // namespace kospec
