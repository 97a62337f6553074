#include "tools/sgf/sgf_error.h"

namespace kospec::sgf {

std::string to_string(SourcePos pos) {
  return std::to_string(pos.line) + ":" + std::to_string(pos.column);
}

SgfError::SgfError(std::string_view source, SourcePos pos, std::string_view message)
    : InputError(std::string(source) + ":" + to_string(pos) + ": " + std::string(message)),
      source_(source),
      pos_(pos),
      message_(message) {}

}  // namespace kospec::sgf
