#include "sgf/sgf_error.h"

namespace kospec::sgf {

SgfError::SgfError(std::string_view source, SourcePos pos, std::string_view message)
    : InputError(std::string(source) + ":" + to_string(pos) + ": " + std::string(message)),
      source_(source),
      pos_(pos),
      message_(message) {}

}  // namespace kospec::sgf
