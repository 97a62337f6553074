#include "tools/explore/region.h"

#include <algorithm>
#include <sstream>

#include "spec/error.h"
#include "spec/r03_string.h"
#include "spec/r04_liberty.h"
#include "spec/r11_threatened.h"

namespace kospec::explore {

PointSet parse_region(const Graph& graph, const std::string& text, const std::vector<Move>& moves) {
  if (text == "all") return PointSet::of(graph.points());
  if (text == "moves") {
    PointSet played;
    for (const Move& m : moves) {
      if (!m.is_pass()) played.insert(*m.point);
    }
    if (played.empty()) throw InputError("region 'moves': the main line plays no stone");
    return played;
  }
  PointSet region;
  std::istringstream parts(text);
  for (std::string part; std::getline(parts, part, ',');) {
    auto point = [&](const std::string& name) {
      const auto p = graph.parse_name(name);
      if (!p)
        throw InputError("region '" + text + "': '" + name + "' is not a point of the " +
                         graph.size_name() + " board");
      return *p;
    };
    if (const auto colon = part.find(':'); colon != std::string::npos) {
      const Point a = point(part.substr(0, colon)), b = point(part.substr(colon + 1));
      const int c0 = std::min(graph.column_of(a), graph.column_of(b)),
                c1 = std::max(graph.column_of(a), graph.column_of(b));
      const int r0 = std::min(graph.row_from_top(a), graph.row_from_top(b)),
                r1 = std::max(graph.row_from_top(a), graph.row_from_top(b));
      for (int r = r0; r <= r1; ++r) {
        for (int c = c0; c <= c1; ++c) region.insert(graph.at(c, r));
      }
    } else {
      region.insert(point(part));
    }
  }
  if (region.empty())
    throw InputError("region '" + text +
                     "': expected points such as A1,B2 or A1:C3, all, or moves");
  return region;
}

PointSet ko_region(const Graph& graph, const Configuration& config) {
  PointSet region;
  for (const PointSet& string : all_strings(graph, config)) {
    if (string.size() != 1 || !is_threatened(graph, config, string)) continue;
    region.insert_all(string);
    region.insert_all(liberties(graph, config, string));
  }
  if (region.empty()) throw InputError("the position has no ko shape (A3.ko): give --region");
  return region;
}

}  // namespace kospec::explore
