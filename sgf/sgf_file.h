#pragma once
// Reading an SGF game from a file.

#include <string>

#include "sgf/sgf_game.h"

namespace kospec::sgf {

/// Reads an SGF file; throws InputError naming the file if it cannot be read or parsed.
SgfGame read_game_file(const std::string& path, const ReadOptions& options = {});

}  // namespace kospec::sgf
