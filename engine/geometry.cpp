#include "engine/geometry.h"

#include <string>

#include "spec/error.h"

namespace kospec::engine {

Mask mask_of(const PointSet& points) {
  Mask m;
  for (Point p : points) m |= Mask::of(static_cast<int>(p.index()));
  return m;
}

PointSet points_of(Mask mask) {
  std::vector<Point> points;
  for_each_point(mask, [&](int p) { points.emplace_back(static_cast<std::uint32_t>(p)); });
  return PointSet::of(std::move(points));
}

Geometry::Geometry(const Graph& graph) : points_(static_cast<int>(graph.size())) {
  if (graph.size() > static_cast<std::size_t>(kMaxPoints)) {
    throw InputError("exact states: the board " + graph.size_name() + " has " +
                     std::to_string(graph.size()) + " points; at most " +
                     std::to_string(kMaxPoints) + " are supported");
  }
  for (Point p : graph.points()) {
    all_ |= Mask::of(static_cast<int>(p.index()));
    neighbours_.push_back(mask_of(PointSet::of(graph.neighbours(p))));
  }
}

}  // namespace kospec::engine
