#pragma once
// Reading a game file for the commands.

#include <string>

#include "tools/sgf/sgf_game.h"

namespace kospec::cli {

/// Reads an SGF file; throws InputError naming the file if it cannot be read or parsed.
sgf::SgfGame load_game(const std::string& path);

}  // namespace kospec::cli
