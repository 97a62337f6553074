#pragma once
// The model checker's exploration on several ranks: each state is stored by one owner rank, the
// rank the content of its position hashes to (board, player, ko point and flags: states that
// differ only in their histories share an owner, and there their histories share the stores);
// a successor owned elsewhere travels as its canonical words (ExactRules::encode). The ranks
// expand their states breadth-first, level by level, in rounds of a few thousand states each, send each successor's words to
// its owner in one batch per destination rank (MPI_Alltoallv), and learn from the owner which state
// it is. A reduction after every round agrees on stopping (a stop request or the memory budget
// on any rank) and on the end of a level; the end of the search is a level that added no state.
// Rank 0 then gathers every state and edge and renumbers them (gathered_graph.h): the result is
// the graph a single process explores, state for state and edge for edge.

#include "tools/distributed/comm.h"
#include "tools/explore/exact_graph.h"

namespace kospec::distributed {

/// Explores from `start` on every rank (collective; every rank passes the same start, region and
/// limits; limits.max_bytes is per rank, progress lines come from rank 0's control). Returns at
/// rank 0 the graph explore_exact returns for the same arguments (its timings and byte counts
/// aside), elsewhere an empty graph. An error on any rank ends every rank with status 2.
explore::ExactGraph explore_ranks(const Comm& comm, const Game& start, const PointSet& region,
                                  const explore::ExactLimits& limits);

/// The rank that owns `state` among `ranks` ranks: a hash of its board, player, ko point and flags,
/// the same in every process.
int owner_rank(const engine::State& state, int ranks);

}  // namespace kospec::distributed
