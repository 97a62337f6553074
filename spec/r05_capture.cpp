#include "spec/r05_capture.h"

#include <algorithm>

#include "spec/error.h"
#include "spec/r03_string.h"
#include "spec/r04_liberty.h"

namespace kospec {

std::vector<PointSet> strings_captured_by(const Graph& graph, const Configuration& before,
                                          Player mover, Point at) {
  require(before.at(at) == Color::Empty, "strings_captured_by: the point must be empty");
  const Color enemy = stone_of(opponent(mover));
  std::vector<PointSet> captured;
  for (Point q : graph.neighbours(at)) {
    if (before.at(q) != enemy) continue;
    PointSet string = string_at(graph, before, q);
    bool known = false;
    for (const PointSet& s : captured) known = known || s.contains(q);
    if (known) continue;
    if (liberties(graph, before, string) == PointSet{at}) captured.push_back(std::move(string));
  }
  std::sort(captured.begin(), captured.end(),
            [](const PointSet& a, const PointSet& b) { return a.points()[0] < b.points()[0]; });
  return captured;
}

void remove_stones(Configuration& config, const PointSet& stones) {
  for (Point p : stones) config.set(p, Color::Empty);
}

}  // namespace kospec
