#pragma once
// The action of a board's symmetries (spec/board_symmetry.h) on the masks and boards of the exact
// states, and the group they form. ExactRules::image maps a whole state, history included.

#include <vector>

#include "engine/board.h"
#include "spec/board_symmetry.h"
#include "spec/graph.h"

namespace kospec::engine {

/// The image of a mask under a point map.
Mask map_mask(const PointMap& map, Mask mask);

/// The image of a board under a point map.
Board map_board(const PointMap& map, const Board& board);

/// A finite group of point maps (the identity first), with its composition and inverses.
class PointMapGroup {
 public:
  /// The group of `maps` (closed under composition and inverses, the identity first).
  explicit PointMapGroup(std::vector<PointMap> maps);
  /// Number of maps.
  int size() const { return static_cast<int>(maps_.size()); }
  /// Map number `t`.
  const PointMap& map(int t) const { return maps_[static_cast<std::size_t>(t)]; }
  /// The number of the map `a` after `b` (p -> a(b(p))).
  int compose(int a, int b) const { return compose_[static_cast<std::size_t>(a * size() + b)]; }
  /// The number of the map that undoes `t`.
  int inverse(int t) const { return inverse_[static_cast<std::size_t>(t)]; }

 private:
  std::vector<PointMap> maps_;
  std::vector<int> compose_;
  std::vector<int> inverse_;
};

}  // namespace kospec::engine
