#pragma once
// Reads SGF text (FF[1] to FF[4] syntax) into a Collection. Iterative and linear in the input size.

#include <cstddef>
#include <string_view>

#include "sgf/sgf_error.h"
#include "sgf/sgf_tree.h"

namespace kospec::sgf {

/// Largest input parse() accepts by default: 512 MiB.
inline constexpr std::size_t kMaxInputBytes = std::size_t{512} * 1024 * 1024;
/// Deepest nesting of game trees ("(" inside "(") parse() accepts by default.
inline constexpr std::size_t kMaxDepth = 100'000;

/// Most memory parse() lets a collection take by default: 2 GiB. Each node, property and value
/// costs its C++ object besides its bytes (a node is about 80 bytes, a property about 70), so a
/// file of ";;;;" or "B[]B[]" would otherwise take 20 to 40 times its size.
inline constexpr std::size_t kMaxCollectionMemory = std::size_t{2} << 30;

/// Limits that keep a hostile input from exhausting memory; an input beyond them is an SgfError.
struct ParseLimits {
  std::size_t max_bytes = kMaxInputBytes;         ///< largest input size in bytes
  std::size_t max_depth = kMaxDepth;              ///< deepest nesting of game trees
  std::size_t max_memory = kMaxCollectionMemory;  ///< most memory the collection may take
};

/// Parses an SGF collection. Property identifiers keep their upper-case letters only (FF[3]
/// "AddBlack" is "AB"); values are unescaped. Throws SgfError, naming `source_name`, the line and
/// column, what was found and what was expected, on any syntax error or input beyond `limits`.
Collection parse(std::string_view text, std::string_view source_name,
                 const ParseLimits& limits = {});

}  // namespace kospec::sgf
