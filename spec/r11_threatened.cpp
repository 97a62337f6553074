#include "spec/r11_threatened.h"

#include "spec/r03_string.h"
#include "spec/r04_liberty.h"

namespace kospec {

bool is_threatened(const Graph& graph, const Configuration& config, const PointSet& string) {
  return liberty_count(graph, config, string) == 1;
}

std::vector<PointSet> threatened_strings(const Graph& graph, const Configuration& config,
                                         Player owner) {
  std::vector<PointSet> found;
  for (const PointSet& s : all_strings(graph, config)) {
    if (config.at(s.points()[0]) == stone_of(owner) && is_threatened(graph, config, s))
      found.push_back(s);
  }
  return found;
}

std::vector<PointSet> strings_threatened_by(const Graph& graph, const Configuration& before,
                                            const Configuration& after, Player mover) {
  std::vector<PointSet> found;
  for (const PointSet& s : threatened_strings(graph, after, opponent(mover))) {
    if (liberty_count(graph, before, s) >= 2) found.push_back(s);
  }
  return found;
}

std::vector<PointSet> own_strings_threatened_by(const Graph& graph, const Configuration& before,
                                                const Configuration& after, Player mover) {
  std::vector<PointSet> found;
  for (const PointSet& s : threatened_strings(graph, after, mover)) {
    for (Point p : s) {
      if (before.at(p) == stone_of(mover) &&
          liberty_count(graph, before, string_at(graph, before, p)) >= 2) {
        found.push_back(s);
        break;
      }
    }
  }
  return found;
}

}  // namespace kospec
