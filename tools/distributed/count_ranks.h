#pragma once
// `kospec count positions` on several ranks: the positions of Tromp & Farnebäck's game graph
// searched breadth-first from the empty board, level by level. Each position's ternary code has
// one owner rank (ternary_partition.h) whose tables (reached, this level's and the next level's
// frontier: one bit a code it owns) hold it; each rank expands its frontier in rounds, sends the
// codes it reaches to their owners in one batch per rank, and a reduction after each round agrees
// on stopping and on the end of the level. Then each rank checks the legality of the colourings
// it owns against its reached table, and the counts are summed: the same counts as one process.

#include <cstddef>

#include "tools/count/position_count.h"
#include "tools/distributed/comm.h"

namespace kospec::distributed {

/// Counts on every rank (collective; every rank passes the same board). The tables of a rank may
/// take at most `max_bytes` (else InputError on every rank); progress lines come from rank 0's
/// control, a stop on any rank stops them all with the counts so far. The counts are every rank's.
count::PositionCount count_positions_ranks(const Comm& comm, const smallboard::BitBoard& board,
                                           std::size_t max_bytes, const run::RunControl& control);

}  // namespace kospec::distributed
