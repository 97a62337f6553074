#include "spec/r03_string.h"

#include "spec/error.h"
#include "spec/r02_adjacent.h"

namespace kospec {

PointSet string_at(const Graph& graph, const Configuration& config, Point stone) {
  const Color color = config.at(stone);
  require(color != Color::Empty, "string_at: the point must hold a stone");
  PointSet string{stone};
  std::vector<Point> frontier{stone};
  while (!frontier.empty()) {
    Point p = frontier.back();
    frontier.pop_back();
    for (Point q : graph.neighbours(p)) {
      if (config.at(q) == color && stones_adjacent(graph, config, p, q) && string.insert(q)) {
        frontier.push_back(q);
      }
    }
  }
  return string;
}

std::vector<PointSet> all_strings(const Graph& graph, const Configuration& config) {
  std::vector<PointSet> strings;
  PointSet seen;
  for (Point p : graph.points()) {
    if (config.at(p) == Color::Empty || seen.contains(p)) continue;
    strings.push_back(string_at(graph, config, p));
    seen.insert_all(strings.back());
  }
  return strings;
}

}  // namespace kospec
