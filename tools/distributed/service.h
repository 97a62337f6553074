#pragma once
// Rank 0 drives, the other ranks serve: under mpirun, rank 0 runs the command as one process
// would, and each exploration or count it needs is a request broadcast to every rank (its start,
// region and limits as words), carried out by all ranks together, its result at rank 0. The
// other ranks wait for requests until rank 0 finishes, and exit with rank 0's status.

#include <atomic>

#include "tools/count/position_count.h"
#include "tools/distributed/comm.h"
#include "tools/explore/exact_graph.h"

namespace kospec::distributed {

/// The request protocol over a communicator.
class Service {
 public:
  /// A service over `comm` (which must outlive it).
  explicit Service(const Comm& comm) : comm_(comm) {}

  /// Rank 0: explores on every rank (explore_ranks); the graph one process explores.
  explore::ExactGraph explore(const Game& start, const PointSet& region,
                              const explore::ExactLimits& limits) const;
  /// Rank 0: counts positions on every rank (count_positions_ranks).
  count::PositionCount count_positions(const smallboard::BitBoard& board, std::size_t max_bytes,
                                       const run::RunControl& control) const;
  /// Rank 0: ends the other ranks' serve() with `status`.
  void finish(int status) const;
  /// Other ranks: carries out rank 0's requests (stopping early when `stop` is set, as rank 0
  /// does) until finish(); returns rank 0's status.
  int serve(const std::atomic<bool>& stop) const;

 private:
  const Comm& comm_;
};

}  // namespace kospec::distributed
