#pragma once
// The symmetries of a board as permutations of its points: the reflections and rotations of its
// naming grid that keep every arc (R2 reads only adjacency, so a state and its image under such
// a map have the same future up to the map), and their action on the masks and boards of the
// native states. NativeRules::image maps a whole state, history included.

#include <vector>

#include "spec/graph.h"
#include "tools/native/board.h"

namespace kospec::native {

/// A permutation of a board's points: map[p] is the image of point p.
using PointMap = std::vector<int>;

/// The reflections and rotations of the graph's naming grid (8 on a square, 4 on a rectangle)
/// that map every arc to an arc, the identity first.
std::vector<PointMap> board_automorphisms(const Graph& graph);

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

}  // namespace kospec::native
