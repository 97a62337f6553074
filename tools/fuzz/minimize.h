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

/// Shrinks the game before a move-level finding in three passes, keeping each change that still
/// disagrees: ddmin over the plies; the first plies replaced by their position played as stones
/// (which never capture: every string of a subset of a legal position has a liberty); ddmin over
/// those stones, then over the plies again. Engine failures are returned as they are. `budget`
/// bounds the number of replays.
Finding minimize(EngineSession& session, int size, const Finding& finding, std::size_t budget);

}  // namespace kospec::fuzz
