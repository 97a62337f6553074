#pragma once
// kospec under mpirun: MPI started, rank 0 running the command line with every exploration and
// count spread over the ranks, the other ranks serving them; for `fuzz`, every rank running its
// shard of the campaign.

namespace kospec::cli {

/// Runs the command line on the ranks of an mpirun job; returns this process's exit status (the
/// same on every rank: rank 0's).
int run_on_ranks(int& argc, char**& argv);

}  // namespace kospec::cli
