#pragma once
// The position a model-checking command (explore, diff) starts from: an SGF file's setup and main
// line up to --at, replayed under a ruleset, and the region where board plays are tried.

#include <string>
#include <vector>

#include "rules/game.h"
#include "sgf/sgf_game.h"
#include "tools/explore/exact_graph.h"

namespace kospec::exploration {

/// A position read from an SGF file.
struct PositionStart {
  sgf::SgfGame game;            ///< the setup, and the main line cut after `at` plies
  std::vector<Move> main_line;  ///< the whole main line
};

/// Reads `file` and cuts its main line after `at` plies. Throws InputError (SgfError) on a bad
/// file, or when `at` is beyond the main line.
PositionStart read_position(const std::string& file, std::size_t at);

/// The game at the start position under `ruleset`: the setup and the plies kept, replayed. Throws
/// InputError naming the ply when one of them is illegal under the ruleset.
Game start_game(const PositionStart& position, const Ruleset& ruleset, const std::string& file);

/// The verdict of `move` after `line` is played from `start` (the rules layer's, with its trace).
Verdict verdict_after(const Game& start, const std::vector<Move>& line, const Move& move);

/// The region named by `text` (explore::parse_region), or by default the ko shapes of the start
/// configuration (explore::ko_region).
PointSet start_region(const PositionStart& position, const Game& start, const std::string& text);

}  // namespace kospec::exploration
