#pragma once
// Reading an SGF game from a file.

#include <string>
#include <vector>

#include "sgf/sgf_game.h"

namespace kospec::sgf {

/// Reads an SGF file; throws InputError naming the file if it cannot be read or parsed.
SgfGame read_game_file(const std::string& path, const ReadOptions& options = {});

/// Reads every line of an SGF file (read_every_line); throws InputError as read_game_file does.
std::vector<SgfGame> read_every_line_file(const std::string& path, const ReadOptions& options = {});

}  // namespace kospec::sgf
