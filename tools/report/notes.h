#pragma once
// Reasons a reader sees in print: each table cell that needs one carries a numbered marker, and
// the numbered reasons follow the table (the same reason keeps its number), so nothing is only
// in a hover title.

#include <string>
#include <vector>

namespace kospec::report {

/// The numbered reasons of one table.
class Notes {
 public:
  /// The marker of `html` (an HTML fragment): its number, new or the one it already has, as a
  /// superscript linking to the list.
  std::string mark(const std::string& html);
  /// The list of reasons in number order ("" when there is none).
  std::string list() const;
  /// A prefix for the anchors of this table's notes, unique in the page.
  explicit Notes(std::string anchor) : anchor_(std::move(anchor)) {}

 private:
  std::string anchor_;
  std::vector<std::string> notes_;
};

}  // namespace kospec::report
