#pragma once
// Shrinking a finding: the shortest game with the fewest stones that still disagrees the same way,
// by delta debugging (tools/fuzz/delta_debug.h) over the plies, then over setup stones.

#include "tools/fuzz/engine_session.h"

namespace kospec::fuzz {

/// Whether, after `moves` from an empty board of `size`, the engine and kospec still disagree
/// about `finding.move` the same way (same probe, same kind, same kospec verdict and rule).
bool still_disagrees(EngineSession& session, int size, const std::vector<Move>& moves,
                     const Finding& finding);

/// The moves that play `stones` (interleaved black and white, passes where one colour has run out)
/// and then `plies`, with a pass inserted wherever a player would move twice, and one at the end if
/// `next` would not be the player to move. Black moves first.
std::vector<Move> alternating(const std::vector<Move>& stones, const std::vector<Move>& plies,
                              Player next);

/// The moves alternating() takes to place `stones` (the stones and the passes between them).
std::size_t placing_moves(const std::vector<Move>& stones);

/// Shrinks the game before a move-level finding, keeping each change that still disagrees: the
/// first plies replaced by the position they reach, played as stones (which never capture: every
/// string of a subset of a legal position has a liberty), all of them or all but the last few;
/// ddmin over the plies; that fold again; ddmin over the stones, then over the plies again. The
/// result's first `setup_moves` moves place the stones, and `setup` holds them when kospec judges
/// the move the same with them set up (AB/AW) rather than played (the verdict is then the one
/// from there, as the SGF shows it). Engine failures are returned
/// as they are. `budget` bounds the number of replays.
Finding minimize(EngineSession& session, int size, const Finding& finding, std::size_t budget);

}  // namespace kospec::fuzz
