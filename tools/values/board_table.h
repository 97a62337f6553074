#pragma once
// The table of the empty boards (tools/solve/table.sh's output, kept as corpus/solve/table.tsv)
// and the published values it is compared with (corpus/solve/published.tsv): read, checked
// against each other, and looked up by cell.

#include <optional>
#include <string>
#include <vector>

namespace kospec::values {

/// One cell of the table: an empty board under a ruleset and a self-capture option.
struct TableCell {
  std::string board;    ///< COLUMNSxROWS, e.g. 4x4
  std::string suicide;  ///< forbidden | all
  std::string ruleset;  ///< as named on the command line
  std::string result;   ///< kospec solve's summary: +2, endless[-4,+4], stopped, ...
  std::string method;   ///< the method that solved it
  std::string nodes;    ///< nodes (or states) searched
  std::string cpu;      ///< CPU seconds (user)
  std::string peak_mb;  ///< peak resident memory, MB
  std::string replay;   ///< the strategy replay, or what stopped the cell
};

/// A value published for a cell, with its source.
struct PublishedValue {
  std::string board;    ///< COLUMNSxROWS
  std::string suicide;  ///< forbidden | all
  std::string ruleset;  ///< the ruleset kospec reads the source's rules as
  std::string result;   ///< in kospec solve's summary form
  std::string source;   ///< who published it, where
};

/// The table: its cells in file order and the `# ` lines above them (command, machine, date).
struct BoardTable {
  std::vector<std::string> about;  ///< the comment lines, without "# "
  std::vector<TableCell> cells;    ///< in file order
  /// The cell of (board, suicide, ruleset), or nullptr.
  const TableCell* find(const std::string& board, const std::string& suicide,
                        const std::string& ruleset) const;
};

/// Reads table.tsv (nine tab-separated fields a line, `#` lines first); InputError naming the
/// file and line on a malformed line.
BoardTable read_board_table(const std::string& path);

/// Reads published.tsv (five tab-separated fields a line, `#` lines skipped); InputError naming
/// the file and line on a malformed line.
std::vector<PublishedValue> read_published(const std::string& path);

/// Each published value the table contradicts or lacks, as a sentence ("" when none).
std::vector<std::string> disagreements(const BoardTable& table,
                                       const std::vector<PublishedValue>& published);

}  // namespace kospec::values
