#pragma once
// `kospec solve --each-move`'s output: each legal move's row as JSON, and, as text, the board with
// each legal point marked and the table of the moves.

#include <string>
#include <vector>

#include "rules/game.h"
#include "tools/cli/json_output.h"
#include "tools/values/each_move.h"

namespace kospec::cli {

/// A move's JSON object: "move" ("B2", "pass"), "same_as" (the move it is an image of, or null),
/// then the solve row of the position after it (solve_row_json).
Json each_move_json(const Graph& board, const values::MoveRow& row);

/// One ruleset's moves as text: a heading, the board (stones X and O, each legal point its value,
/// or a letter the table names when it has none, '.' an empty point that is no legal move), then
/// a table row a move.
std::string each_move_text(const Game& start, const std::vector<values::MoveRow>& rows);

}  // namespace kospec::cli
