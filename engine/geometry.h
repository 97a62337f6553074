#pragma once
// A board's adjacency (R2) as masks: for each point the mask of its neighbours, for boards of at
// most 128 points with any arcs (grids, rings, tori), and the flood fills of strings (R3) and
// liberties (R4) on them.

#include <vector>

#include "engine/mask.h"
#include "spec/graph.h"

namespace kospec::engine {

/// The adjacency of a board.
class Geometry {
 public:
  /// The geometry of `graph`. Throws InputError if it has more than kMaxPoints points.
  explicit Geometry(const Graph& graph);

  /// Number of points.
  int points() const { return points_; }
  /// Every point.
  Mask all() const { return all_; }
  /// The neighbours of a point.
  Mask neighbours(int point) const { return neighbours_[static_cast<std::size_t>(point)]; }
  /// The points adjacent to some point of `set` (points of the set included when adjacent to
  /// another point of it).
  Mask expand(Mask set) const {
    Mask out;
    for_each_point(set, [&](int p) { out |= neighbours(p); });
    return out;
  }
  /// The stones of `stones` connected to `seed` through stones of `stones` (R3's string).
  Mask string_of(Mask stones, int seed) const {
    Mask string = Mask::of(seed);
    Mask frontier = string;
    while (frontier) {
      const Mask grown = expand(frontier) & stones;
      frontier = grown - string;
      string |= frontier;
    }
    return string;
  }
  /// The liberties (R4) of `string` given the empty points.
  Mask liberties(Mask string, Mask empty) const { return expand(string) & empty; }

 private:
  int points_ = 0;
  Mask all_;
  std::vector<Mask> neighbours_;
};

}  // namespace kospec::engine
