#pragma once
// GNU Go self-play games, the campaign's source of real positions: GNU Go plays both sides over
// GTP (genmove black / genmove white) from an empty board until two passes in a row, a
// resignation or a ply limit. The random seed (set_random_seed) varies the games.

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>

#include "sgf/sgf_game.h"

namespace kospec::reading::campaign {

/// What to play.
struct SelfPlaySpec {
  int size = 9;                 ///< board size (GNU Go plays 1..19)
  std::uint64_t seed = 1;       ///< GNU Go's random seed for this game
  std::size_t max_plies = 400;  ///< ply limit
  std::string komi = "6.5";     ///< komi
};

/// Plays one game with an engine started from `command` (GNU Go with --level, say); the game
/// records the seed, size and engine in its root comment. Stops early, with the plies played so
/// far, when `stop` becomes true. Throws EngineError if the engine fails, InputError if it plays an
/// illegal move.
sgf::SgfGame self_play(const std::string& command, const SelfPlaySpec& spec,
                       std::chrono::milliseconds timeout, const std::function<bool()>& stop);

}  // namespace kospec::reading::campaign
