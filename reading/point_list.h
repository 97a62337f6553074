#pragma once
// A list of points with a fixed capacity and no heap allocation: the reader builds thousands of
// short lists (liberties, candidate moves) per second.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

#include "spec/point.h"

namespace kospec::reading {

/// Up to `Capacity` points in insertion order; pushing beyond capacity is ignored and reported.
template <std::size_t Capacity>
class PointList {
 public:
  /// An empty list (its storage is not initialised: only the first size() items are ever read).
  PointList() {}  // NOLINT: no member initialisation on purpose
  /// A copy of the items in use.
  PointList(const PointList& other) : size_(other.size_) {
    std::copy(other.items_.begin(), other.items_.begin() + static_cast<std::ptrdiff_t>(size_),
              items_.begin());
  }
  /// Copies the items in use.
  PointList& operator=(const PointList& other) {
    size_ = other.size_;
    std::copy(other.items_.begin(), other.items_.begin() + static_cast<std::ptrdiff_t>(size_),
              items_.begin());
    return *this;
  }

  /// Appends a point; returns false (and drops it) when the list is full.
  bool push_back(Point p) {
    if (size_ == Capacity) return false;
    items_[size_++] = p.index();
    return true;
  }
  /// Appends a point unless it is already present; returns whether it was added.
  bool add_unique(Point p) { return !contains(p) && push_back(p); }
  /// Whether the point is in the list.
  bool contains(Point p) const {
    for (std::size_t i = 0; i < size_; ++i) {
      if (items_[i] == p.index()) return true;
    }
    return false;
  }
  /// The i-th point.
  Point operator[](std::size_t i) const { return Point(items_[i]); }
  /// Number of points.
  std::size_t size() const { return size_; }
  /// Whether there is none.
  bool empty() const { return size_ == 0; }
  /// Removes every point.
  void clear() { size_ = 0; }
  /// Swaps the i-th and j-th points (for ordering).
  void swap_items(std::size_t i, std::size_t j) { std::swap(items_[i], items_[j]); }

 private:
  std::array<std::uint32_t, Capacity> items_;
  std::size_t size_ = 0;
};

}  // namespace kospec::reading
