#pragma once
// The symmetries of a board: the reflections and rotations of its naming grid that keep every arc.
// The rules read only adjacency (R2), so a game state and its image under such a map have the
// same future up to the map. One definition for every part that folds states by symmetry: the
// fast exact engine (engine/symmetry.h), the solver's tables (tools/solve/symmetry.h) and the
// counter's game graph (tools/count/symmetry.h).

#include <vector>

#include "spec/configuration.h"
#include "spec/graph.h"

namespace kospec {

/// A permutation of a board's points: map[p] is the index of the image of point p.
using PointMap = std::vector<int>;

/// The reflections and rotations of the graph's naming grid (8 on a square, 4 on a rectangle,
/// fewer where two coincide, as on a 1xn strip) that map every arc to an arc, the identity first;
/// numbered by bit 0 mirroring the columns, bit 1 the rows and bit 2 (a square only) transposing.
std::vector<PointMap> board_automorphisms(const Graph& graph);

/// The image of a configuration under a point map: point map[p] gets the colour of point p.
Configuration map_configuration(const PointMap& map, const Configuration& c);

}  // namespace kospec
