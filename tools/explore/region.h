#pragma once
// The region an exploration moves in: the points where board plays are tried.

#include <string>

#include "spec/configuration.h"
#include "spec/graph.h"
#include "spec/move.h"

#include <vector>

namespace kospec::explore {

/// Parses a region: "all"; "moves" (the points the given moves play on); a comma-separated list of
/// GTP points ("A1,B2"); a rectangle of two corners ("A1:C3"); or a mix ("A1:B2,D4"). Throws
/// InputError naming the bad part.
PointSet parse_region(const Graph& graph, const std::string& text, const std::vector<Move>& moves);

/// The default region, the points of the position's ko shapes: every one-stone string with one
/// liberty (R11 threatened), and that liberty. This holds A3.ko's ko stones and cavities, and the
/// kos whose capture also takes a group (as in a triple ko). Throws InputError if there is none
/// (then a region must be given).
PointSet ko_region(const Graph& graph, const Configuration& config);

}  // namespace kospec::explore
