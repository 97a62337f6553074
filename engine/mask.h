#pragma once
// A set of points of a board of at most 128 points as two 64-bit words: the exact states'
// representation of stones, strings, liberties and the point sets the rules read.

#include <bit>
#include <cstdint>

#include "spec/point.h"

namespace kospec::engine {

/// The largest board the exact states represent.
inline constexpr int kMaxPoints = 128;

/// A set of point indices below kMaxPoints.
struct Mask {
  std::uint64_t lo = 0;  ///< points 0..63
  std::uint64_t hi = 0;  ///< points 64..127

  /// The set of one point.
  static constexpr Mask of(int point) {
    return point < 64 ? Mask{std::uint64_t{1} << point, 0}
                      : Mask{0, std::uint64_t{1} << (point - 64)};
  }
  /// Whether `point` is in the set.
  constexpr bool has(int point) const {
    return point < 64 ? (lo >> point) & 1U : (hi >> (point - 64)) & 1U;
  }
  /// Whether the set is empty.
  constexpr bool empty() const { return (lo | hi) == 0; }
  /// Whether the set is not empty.
  constexpr explicit operator bool() const { return !empty(); }
  /// Number of points.
  constexpr int count() const { return std::popcount(lo) + std::popcount(hi); }
  /// The lowest point of a non-empty set.
  constexpr int lowest() const {
    return lo != 0 ? std::countr_zero(lo) : 64 + std::countr_zero(hi);
  }
  /// Removes and returns the lowest point of a non-empty set.
  constexpr int pop() {
    const int p = lowest();
    if (lo != 0) {
      lo &= lo - 1;
    } else {
      hi &= hi - 1;
    }
    return p;
  }
  /// Union.
  constexpr Mask operator|(Mask o) const { return {lo | o.lo, hi | o.hi}; }
  /// Intersection.
  constexpr Mask operator&(Mask o) const { return {lo & o.lo, hi & o.hi}; }
  /// Difference.
  constexpr Mask operator-(Mask o) const { return {lo & ~o.lo, hi & ~o.hi}; }
  /// Union in place.
  constexpr Mask& operator|=(Mask o) {
    lo |= o.lo;
    hi |= o.hi;
    return *this;
  }
  /// Intersection in place.
  constexpr Mask& operator&=(Mask o) {
    lo &= o.lo;
    hi &= o.hi;
    return *this;
  }
  /// Difference in place.
  constexpr Mask& operator-=(Mask o) {
    lo &= ~o.lo;
    hi &= ~o.hi;
    return *this;
  }
  /// Whether every point of this set is in `o`.
  constexpr bool subset_of(Mask o) const { return (*this - o).empty(); }
  /// Same points.
  constexpr bool operator==(const Mask&) const = default;
  /// An order (for sorted canonical lists).
  constexpr auto operator<=>(const Mask&) const = default;
};

/// Calls f(point) for every point of `set`, in increasing order.
template <class F>
constexpr void for_each_point(Mask set, F&& f) {
  while (set) f(set.pop());
}

/// The mask of a spec point set (every point below kMaxPoints).
Mask mask_of(const PointSet& points);
/// The spec point set of a mask.
PointSet points_of(Mask mask);

}  // namespace kospec::engine
