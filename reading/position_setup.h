#pragma once
// A fast board at some ply of a game record: the setup, then the first plies under the base rules,
// so that the ko ban of the last ply is on the board (as GNU Go's loadsgf leaves board_ko_pos).

#include <cstddef>
#include <vector>

#include "reading/fast_board.h"
#include "spec/record.h"

namespace kospec::reading {

/// The position after `plies` moves of `moves` from `setup` (self-capture forbidden). Throws
/// InputError naming the ply if a move is not a legal play under the base rules, or if `plies`
/// exceeds the number of moves.
FastBoard board_at_ply(const GameSetup& setup, const std::vector<Move>& moves, std::size_t plies);

/// The player to move after `plies` moves (TURN: alternation from the setup's first player).
Player player_at_ply(const GameSetup& setup, const std::vector<Move>& moves, std::size_t plies);

}  // namespace kospec::reading
