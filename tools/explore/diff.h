#pragma once
// Where two rulesets differ: the shortest game from a position after which they judge a move
// differently (one allows it and the other forbids it, or one ends the game or ends it otherwise),
// found by a breadth-first search of the product of their exact state graphs.

#include <optional>
#include <string>
#include <vector>

#include "rules/game.h"
#include "tools/explore/exact_graph.h"

namespace kospec::explore {

/// The first difference found.
struct Difference {
  std::vector<Move> line;  ///< the plies from the start (both rulesets allow each alike)
  Move move;               ///< the move judged differently after them
  Outcome a_outcome = Outcome::Legal;  ///< its outcome under the first ruleset
  RuleId a_rule = RuleId::PASS;        ///< and the deciding rule
  Outcome b_outcome = Outcome::Legal;  ///< its outcome under the second
  RuleId b_rule = RuleId::PASS;        ///< and the deciding rule
};

/// What the search found.
struct DiffResult {
  std::optional<Difference> difference;  ///< the shortest one, if any
  std::size_t pairs = 0;                 ///< state pairs reached
  bool complete = true;                  ///< the whole product space was searched
  std::string stopped_by;                ///< which limit, if one stopped it
  double seconds = 0;                    ///< wall time
};

/// Searches the games from `a` and `b` (the same position and record under two rulesets) with
/// board plays on the empty points of `region` and passes, breadth-first, for the shortest one
/// after which the two judge a move differently.
DiffResult find_difference(const Game& a, const Game& b, const PointSet& region,
                           const ExactLimits& limits);

}  // namespace kospec::explore
