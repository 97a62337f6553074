#pragma once
// Writes a Collection as SGF text: deterministic bytes, one node per line.

#include <string>

#include "sgf/sgf_tree.h"

namespace kospec::sgf {

/// The SGF text of a collection, escaping `]` and `\` in values; parse() reads it back to the same
/// identifiers, values and tree shape. Throws PreconditionError if an identifier is not upper-case
/// letters, a property has no value, or the nodes do not form trees under `roots`.
std::string write(const Collection& collection);

}  // namespace kospec::sgf
