#pragma once
// The clause table: for each clause id a ruleset may hold, the function that judges a move.

#include <vector>

#include "rules/game.h"

namespace kospec {

/// What a clause says about a move that the base rules allow.
enum class Vote : std::uint8_t {
  Allow,     ///< this clause has no objection
  Forbid,    ///< the move is illegal
  NoResult,  ///< the move is played and the game ends with no result
  Ends,      ///< the move is played and play stops
};

/// One row of the clause table.
struct Clause {
  RuleId id;                   ///< the rule it applies
  bool passes_only;            ///< whether it judges passes only (otherwise board plays only)
  std::string_view summary;    ///< one line for the clause table
  /// Judges `move` (legal under the base rules, with `effect`) in `game`; appends its finding.
  Vote (*judge)(const Game& game, const Move& move, const PlayResult& effect, std::vector<Finding>& trace);
};

/// The row of a clause id. Throws PreconditionError for an id with no row.
const Clause& clause_for(RuleId id);

/// Every row, in id order.
const std::vector<Clause>& clause_table();

}  // namespace kospec
