#pragma once
// What `kospec explore` prints: the text report and the JSON object, from one set of results.

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "tools/cli/json_output.h"
#include "tools/exploration/explore_run.h"

namespace kospec::cli {

using exploration::ExploreResults;

/// The text report: title, counts, the cycles with their states and every ruleset's verdict, and
/// the cycle pictures show with the verdicts on its walk. Plies count from the setup (ply 0).
void print_explore_text(const ExploreResults& r, std::ostream& out);

/// The listing's part of the JSON object (components, judges, cycles with their verdicts, the
/// drawn cycle, states, edges). Precondition: r.graph is set.
Json listing_json(const ExploreResults& r);

/// The JSON object: counts, states (name, depth, to_move, board rows, after_pass, ending), edges
/// (from, to, move, outcome, rule, reason), cycles (states by name, moves, verdicts) and the drawn
/// cycle with its verdicts.
Json explore_json(const ExploreResults& r, const std::string& file, const std::string& ruleset,
                  const PointSet& region);

}  // namespace kospec::cli
