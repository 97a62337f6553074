#pragma once
// A place in an SGF source text, for messages that say exactly where the input went wrong.

#include <cstddef>
#include <string>

namespace kospec::sgf {

/// A 1-based line and column; columns count bytes, and CR, LF and CR LF each end a line.
struct SourcePos {
  std::size_t line = 0;    ///< line number, from 1 (0: not from a file)
  std::size_t column = 0;  ///< byte column in the line, from 1 (0: not from a file)

  /// Same line and same column.
  bool operator==(const SourcePos&) const = default;
};

/// "3:5", for messages that refer to another place of the same source.
inline std::string to_string(SourcePos pos) {
  return std::to_string(pos.line) + ":" + std::to_string(pos.column);
}

}  // namespace kospec::sgf
