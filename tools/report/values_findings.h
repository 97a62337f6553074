#pragma once
// The findings a values table leads with: every cell whose value differs from positional
// superko's at the same position (a cell left stopped, either side, is no finding).

#include <string>
#include <vector>

namespace kospec::report {

/// One cell of a values table.
struct ValueCell {
  std::string where;    ///< the position (and self-capture option), as the table names it
  std::string ruleset;  ///< the column
  std::string result;   ///< kospec solve's summary: +2, endless[-4,+4], stopped[...], ...
  bool known = true;    ///< false when the search stopped before it had a result
};

/// Each cell whose known result differs from positional superko's known result at the same
/// place, as a sentence ("3x3, self-capture forbidden: natural-situational-superko +2 where
/// positional superko gives +9"), in the cells' order.
std::vector<std::string> value_findings(const std::vector<ValueCell>& cells);

/// The findings as the paragraph and list a values section opens with; `compared` is whether
/// positional superko is one of the table's columns.
std::string findings_html(const std::vector<std::string>& findings, bool compared);

}  // namespace kospec::report
