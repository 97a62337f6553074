#pragma once
// Area scoring (Tromp-Taylor rule 9): a player's score is the number of points of their colour
// plus the empty points that reach only their colour.

#include "spec/configuration.h"
#include "spec/graph.h"

namespace kospec {

/// The area of each player.
struct AreaScore {
  int black = 0;  ///< black stones and empty points reaching only black
  int white = 0;  ///< white stones and empty points reaching only white

  /// Black's score minus White's, before komi.
  int margin() const { return black - white; }
};

/// Tromp-Taylor area score of a configuration: an empty point counts for a player if every path
/// of adjacent empty points from it reaches stones of that player only.
AreaScore area_score(const Graph& graph, const Configuration& config);

}  // namespace kospec
