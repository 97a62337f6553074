#pragma once
// Points of the board graph and sets of them.

#include <compare>
#include <cstdint>
#include <initializer_list>
#include <vector>

namespace kospec {

/// A point of the board graph, identified by its index (0-based, in the graph's point order).
/// It does not convert to or from int silently.
class Point {
 public:
  /// The point with the given index.
  constexpr explicit Point(std::uint32_t index) : index_(index) {}
  /// The index of this point in its graph.
  constexpr std::uint32_t index() const { return index_; }
  /// Points compare by index: the deterministic order used everywhere in kospec.
  constexpr auto operator<=>(const Point&) const = default;

 private:
  std::uint32_t index_;
};

/// A set of points kept sorted by index, so that printing and comparing it is deterministic.
class PointSet {
 public:
  /// The empty set.
  PointSet() = default;
  /// The set of the given points (duplicates are dropped).
  PointSet(std::initializer_list<Point> points);
  /// The set of the given points (duplicates are dropped).
  static PointSet of(std::vector<Point> points);

  /// Adds a point; returns whether it was new.
  bool insert(Point p);
  /// Adds every point of another set.
  void insert_all(const PointSet& other);
  /// Whether the point is in the set.
  bool contains(Point p) const;
  /// Whether every point of this set is in the other.
  bool is_subset_of(const PointSet& other) const;
  /// Whether the sets share a point.
  bool intersects(const PointSet& other) const;
  /// Number of points.
  std::size_t size() const { return points_.size(); }
  /// Whether there is no point.
  bool empty() const { return points_.empty(); }
  /// The points in increasing index order.
  const std::vector<Point>& points() const { return points_; }
  /// Iteration in increasing index order.
  auto begin() const { return points_.begin(); }
  /// Iteration in increasing index order.
  auto end() const { return points_.end(); }
  /// Same points.
  bool operator==(const PointSet&) const = default;
  /// Lexicographic order on the sorted points (for use as a map key).
  auto operator<=>(const PointSet&) const = default;

 private:
  std::vector<Point> points_;
};

}  // namespace kospec
