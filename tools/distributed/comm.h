#pragma once
// The processes of a run on MPI (Open MPI): who this process is among them, and the few
// collective operations the distributed commands use, on 64-bit words. MPI is initialised only when
// the process was launched by mpirun (Open MPI sets OMPI_COMM_WORLD_SIZE): a plain `kospec` never
// pays for a singleton MPI start. Every call is collective over all ranks unless it says otherwise.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace kospec::distributed {

/// 64-bit words, the unit of every message.
using Words = std::vector<std::uint64_t>;

/// Whether this process is a rank started by mpirun (Open MPI's OMPI_COMM_WORLD_SIZE is set), not
/// a process a rank started (their environment has KOSPEC_MPI_RANK).
bool launched_by_mpirun();

/// The ranks of MPI_COMM_WORLD, initialised for the lifetime of the object (MPI_Init in the
/// constructor, MPI_Finalize in the destructor). At most one per process.
class Comm {
 public:
  /// Initialises MPI; throws InputError if MPI cannot start.
  Comm(int& argc, char**& argv);
  /// Finalises MPI.
  ~Comm();
  Comm(const Comm&) = delete;
  Comm& operator=(const Comm&) = delete;

  /// This process's rank (0..size()-1).
  int rank() const { return rank_; }
  /// Number of ranks.
  int size() const { return size_; }
  /// Whether this is rank 0, the one that reads the command line's files and prints.
  bool root() const { return rank_ == 0; }

  /// Rank 0's words on every rank.
  void broadcast(Words& words) const;
  /// Each rank sends out[r] to rank r and returns what every rank sent it, by source rank (one
  /// MPI_Alltoall of the counts, one MPI_Alltoallv): at most 2^31 words in all a rank, which the
  /// searches' rounds keep far below (else every rank ends with status 2).
  std::vector<Words> exchange(const std::vector<Words>& out) const;
  /// The element-wise sum of every rank's values, on every rank.
  Words sum(Words values) const;
  /// The element-wise maximum of every rank's values, on every rank.
  Words max(Words values) const;
  /// Every rank's words at rank 0, by rank (empty elsewhere).
  std::vector<Words> gather(const Words& mine) const;
  /// Waits for every rank.
  void barrier() const;
  /// Ends every rank of the job with `status` after printing `message` (an error no rank can
  /// recover from): the one way out that cannot leave another rank waiting. Not collective.
  [[noreturn]] void abort(const std::string& message, int status) const;

 private:
  int rank_ = 0;
  int size_ = 1;
};

}  // namespace kospec::distributed
