#include "rules/area_score.h"

#include <vector>

namespace kospec {

AreaScore area_score(const Graph& graph, const Configuration& config) {
  AreaScore score;
  std::vector<bool> seen(graph.size(), false);
  for (Point p : graph.points()) {
    const Color c = config.at(p);
    if (c == Color::Black) ++score.black;
    if (c == Color::White) ++score.white;
    if (c != Color::Empty || seen[p.index()]) continue;
    // Flood the empty region of p and note which colours border it.
    std::vector<Point> region{p};
    seen[p.index()] = true;
    bool reaches_black = false, reaches_white = false;
    for (std::size_t i = 0; i < region.size(); ++i) {
      for (Point q : graph.neighbours(region[i])) {
        const Color n = config.at(q);
        reaches_black = reaches_black || n == Color::Black;
        reaches_white = reaches_white || n == Color::White;
        if (n == Color::Empty && !seen[q.index()]) {
          seen[q.index()] = true;
          region.push_back(q);
        }
      }
    }
    const int size = static_cast<int>(region.size());
    if (reaches_black && !reaches_white) score.black += size;
    if (reaches_white && !reaches_black) score.white += size;
  }
  return score;
}

}  // namespace kospec
