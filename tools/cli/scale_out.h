#pragma once
// How the commands that can run on several processes reach them (tools/distributed, under
// mpirun): functions that main sets when kospec runs on MPI ranks, unset otherwise, so that these
// commands need no MPI to build and run in one process as before.

#include <cstdint>
#include <functional>
#include <vector>

#include "tools/count/position_count.h"
#include "tools/explore/exact_graph.h"

namespace kospec::cli {

/// The ranks a command runs on.
struct ScaleOut {
  int rank = 0;   ///< this process's rank (0 when alone)
  int ranks = 1;  ///< number of ranks
  /// explore and termination: the state graph built on every rank; unset: in this process.
  explore::GraphBuilder explore;
  /// count positions on every rank; unset: in this process.
  std::function<count::PositionCount(const smallboard::BitBoard&, std::size_t max_bytes,
                                     const run::RunControl&)>
      count_positions;
  /// fuzz (every rank runs its shard): the element-wise sum of every rank's values, on every
  /// rank, once all have called it; unset: one process.
  std::function<std::vector<std::uint64_t>(std::vector<std::uint64_t>)> sum;
};

/// Runs kospec's command line (main's body) with `scale`; returns the exit status.
int run_command_line(int argc, char** argv, const ScaleOut& scale);

}  // namespace kospec::cli
