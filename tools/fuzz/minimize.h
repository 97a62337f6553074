#pragma once
// Shrinking a finding: the shortest game with the fewest stones that still disagrees the same way.

#include "tools/fuzz/engine_session.h"

namespace kospec::fuzz {

/// Whether, after `moves` from an empty board of `size`, the engine's all_legal and kospec still
/// disagree about `finding.move` the same way (same kind of disagreement, same deciding rule).
bool still_disagrees(EngineSession& session, int size, const std::vector<Move>& moves,
                     const Finding& finding);

/// Shrinks the game before a move-level finding: removes pairs of consecutive plies, then turns
/// board plays into passes, then removes pairs again, keeping each change that still disagrees.
/// Engine failures (crash, timeout, garbage) are returned as they are. `budget` bounds the number
/// of replays tried.
Finding minimize(EngineSession& session, int size, const Finding& finding, std::size_t budget);

}  // namespace kospec::fuzz
