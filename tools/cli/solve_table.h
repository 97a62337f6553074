#pragma once
// The rows of `kospec solve`'s tables: the text table (a row a ruleset, the line's moves last), the
// JSON row, and the CSV table (--csv: a header row, then a row a ruleset asked).

#include <string>
#include <vector>

#include "spec/graph.h"
#include "tools/cli/json_output.h"
#include "tools/values/values.h"

namespace kospec::cli {

/// "solved" (an exact value), "endless" (play can go on for ever and there is no value),
/// "no-result" (every game ends, some with no result, and there is no value), or "stopped".
std::string solve_status(const values::Row& row);

/// Whether every game ends: the search found it so (NR with RPE), or the ruleset's theorem says so.
bool every_game_ends(const values::Row& row);

/// A line of moves for a table cell: "B B1, W pass, B pass"; past `most` moves the first `most`,
/// then "... (N plies)".
std::string line_cell(const Graph& board, const std::vector<Move>& line, std::size_t most = 8);

/// The text table's header row.
std::string text_table_header();

/// One text table row: ruleset, method, result, nodes, seconds, then the line (line_cell).
std::string text_table_row(const Graph& board, const values::Row& row);

/// A solved row as JSON (docs/kospec.schema.json, solve_row): ruleset, method, status, value,
/// the forcing bounds, summary, line, counts, proven bounds and what stopped it.
Json solve_row_json(const Graph& board, const values::Row& row);

/// The CSV table's header row: position, board, at, to_move, ruleset, suicide, method, status,
/// value, black_forces, white_forces, proven_lower, proven_upper, summary, nodes, seconds,
/// stopped_by, pv.
std::string csv_header();

/// What every CSV row of one solve shares: the position and the self-capture option.
struct CsvPosition {
  std::string name;     ///< the SGF file, or "--board 2x2"
  std::string board;    ///< "2x2"
  std::size_t at = 0;   ///< plies of the main line before the position
  char to_move = 'B';   ///< 'B' or 'W'
  std::string suicide;  ///< "forbidden", "multi", "all"
};

/// One CSV row for a ruleset solved (RFC 4180 quoting: a field with a comma, quote or newline
/// in double quotes, its quotes doubled; an absent number is an empty field).
std::string csv_row(const CsvPosition& position, const Graph& board, const values::Row& row);

/// One CSV row for a ruleset asked but not run (a stop came first): status "not-run".
std::string csv_not_run(const CsvPosition& position, const std::string& ruleset);

}  // namespace kospec::cli
