#pragma once
// The clause table: for each clause id a ruleset may hold, the function that gathers the facts its
// rule reads (kept incrementally by the Game) and calls the rule's judgement in spec/.

#include <vector>

#include "rules/game.h"
#include "spec/ruling.h"

namespace kospec {

/// One row of the clause table.
struct Clause {
  RuleId id;         ///< the rule it applies
  bool passes_only;  ///< whether it judges passes only (otherwise board plays only)
  /// Gathers the facts the rule reads about `move` (legal under the base rules, with `effect`) in
  /// `game` and returns the spec's ruling on them.
  Ruling (*judge)(const Game& game, const Move& move, const PlayResult& effect);
};

/// The row of a clause id. Throws PreconditionError for an id with no row.
const Clause& clause_for(RuleId id);

/// Every row, in id order.
const std::vector<Clause>& clause_table();

}  // namespace kospec
