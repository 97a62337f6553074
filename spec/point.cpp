#include "spec/point.h"

#include <algorithm>

namespace kospec {

PointSet::PointSet(std::initializer_list<Point> points) : points_(points) {
  std::sort(points_.begin(), points_.end());
  points_.erase(std::unique(points_.begin(), points_.end()), points_.end());
}

PointSet PointSet::of(std::vector<Point> points) {
  PointSet set;
  set.points_ = std::move(points);
  std::sort(set.points_.begin(), set.points_.end());
  set.points_.erase(std::unique(set.points_.begin(), set.points_.end()), set.points_.end());
  return set;
}

bool PointSet::insert(Point p) {
  auto it = std::lower_bound(points_.begin(), points_.end(), p);
  if (it != points_.end() && *it == p) return false;
  points_.insert(it, p);
  return true;
}

void PointSet::insert_all(const PointSet& other) {
  std::vector<Point> merged;
  merged.reserve(points_.size() + other.points_.size());
  std::set_union(points_.begin(), points_.end(), other.points_.begin(), other.points_.end(),
                 std::back_inserter(merged));
  points_ = std::move(merged);
}

bool PointSet::contains(Point p) const {
  return std::binary_search(points_.begin(), points_.end(), p);
}

bool PointSet::is_subset_of(const PointSet& other) const {
  return std::includes(other.points_.begin(), other.points_.end(), points_.begin(), points_.end());
}

bool PointSet::intersects(const PointSet& other) const {
  auto a = points_.begin();
  auto b = other.points_.begin();
  while (a != points_.end() && b != other.points_.end()) {
    if (*a == *b) return true;
    if (*a < *b)
      ++a;
    else
      ++b;
  }
  return false;
}

}  // namespace kospec
