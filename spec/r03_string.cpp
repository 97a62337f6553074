#include "spec/r03_string.h"

#include "spec/error.h"
#include "spec/r02_adjacent.h"

namespace kospec {

PointSet string_at(const Graph& graph, const Configuration& config, Point stone) {
  const Color color = config.at(stone);
  require(color != Color::Empty, "string_at: the point must hold a stone");
  std::vector<bool> in_string(graph.size(), false);
  std::vector<Point> members{stone};
  in_string[stone.index()] = true;
  for (std::size_t next = 0; next < members.size(); ++next) {
    const Point p = members[next];
    for (Point q : graph.neighbours(p)) {
      if (!in_string[q.index()] && config.at(q) == color && stones_adjacent(graph, config, p, q)) {
        in_string[q.index()] = true;
        members.push_back(q);
      }
    }
  }
  return PointSet::of(std::move(members));
}

std::vector<PointSet> all_strings(const Graph& graph, const Configuration& config) {
  std::vector<PointSet> strings;
  std::vector<bool> seen(graph.size(), false);
  for (Point p : graph.points()) {
    if (config.at(p) == Color::Empty || seen[p.index()]) continue;
    strings.push_back(string_at(graph, config, p));
    for (Point q : strings.back()) seen[q.index()] = true;
  }
  return strings;
}

}  // namespace kospec
