#pragma once
// The error thrown for a bad SGF file: where (source:line:column) and what was found and expected.

#include <string>
#include <string_view>

#include "sgf/source_pos.h"
#include "spec/error.h"

namespace kospec::sgf {

/// Bad SGF input; what() is "<source>:<line>:<column>: <message>".
class SgfError : public InputError {
 public:
  /// An error at `pos` of the source named `source`; `message` says what was found and expected.
  SgfError(std::string_view source, SourcePos pos, std::string_view message);

  /// The name of the source (a file name, "<stdin>"...).
  const std::string& source() const { return source_; }
  /// The 1-based line of the error.
  std::size_t line() const { return pos_.line; }
  /// The 1-based byte column of the error.
  std::size_t column() const { return pos_.column; }
  /// The line and column of the error.
  SourcePos pos() const { return pos_; }
  /// The message without the "<source>:<line>:<column>: " prefix.
  const std::string& message() const { return message_; }

 private:
  std::string source_;
  SourcePos pos_;
  std::string message_;
};

}  // namespace kospec::sgf
