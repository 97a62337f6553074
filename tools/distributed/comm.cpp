#include "tools/distributed/comm.h"

#include <mpi.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>

#include "spec/error.h"

namespace kospec::distributed {

namespace {

constexpr std::size_t kRoundWords = std::size_t{1} << 27;  // 1 GiB a message
constexpr std::size_t kMaxWords = 0x7FFFFFFF;              // MPI counts and offsets are ints

void check(int code, const char* call) {
  if (code != MPI_SUCCESS) throw InputError(std::string("MPI: ") + call + " failed");
}

}  // namespace

bool launched_by_mpirun() {
  // A rank marks its environment (KOSPEC_MPI_RANK): a process it starts (a kospec engine under
  // the fuzzer) inherits Open MPI's variables but is no rank.
  return std::getenv("OMPI_COMM_WORLD_SIZE") != nullptr &&
         std::getenv("KOSPEC_MPI_RANK") == nullptr;
}

Comm::Comm(int& argc, char**& argv) {
  check(MPI_Init(&argc, &argv), "MPI_Init");
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
  setenv("KOSPEC_MPI_RANK", std::to_string(rank_).c_str(), 1);
}

Comm::~Comm() { MPI_Finalize(); }

void Comm::broadcast(Words& words) const {
  std::uint64_t n = words.size();
  check(MPI_Bcast(&n, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD), "MPI_Bcast");
  words.resize(n);
  for (std::size_t at = 0; at < n; at += kRoundWords) {
    const auto count = static_cast<int>(std::min<std::size_t>(kRoundWords, n - at));
    check(MPI_Bcast(words.data() + at, count, MPI_UINT64_T, 0, MPI_COMM_WORLD), "MPI_Bcast");
  }
}

std::vector<Words> Comm::exchange(const std::vector<Words>& out) const {
  const auto n = static_cast<std::size_t>(size_);
  std::vector<int> send_counts(n), recv_counts(n), send_at(n), recv_at(n);
  Words send;
  for (std::size_t r = 0; r < n; ++r) {
    if (send.size() + out[r].size() > kMaxWords) abort("exchange: more than 2^31 words to send", 2);
    send_at[r] = static_cast<int>(send.size());
    send_counts[r] = static_cast<int>(out[r].size());
    send.insert(send.end(), out[r].begin(), out[r].end());
  }
  check(
      MPI_Alltoall(send_counts.data(), 1, MPI_INT, recv_counts.data(), 1, MPI_INT, MPI_COMM_WORLD),
      "MPI_Alltoall");
  std::size_t total = 0;
  for (std::size_t r = 0; r < n; ++r) {
    recv_at[r] = static_cast<int>(total);
    total += static_cast<std::size_t>(recv_counts[r]);
    if (total > kMaxWords) abort("exchange: more than 2^31 words to receive", 2);
  }
  Words recv(total);
  check(MPI_Alltoallv(send.data(), send_counts.data(), send_at.data(), MPI_UINT64_T, recv.data(),
                      recv_counts.data(), recv_at.data(), MPI_UINT64_T, MPI_COMM_WORLD),
        "MPI_Alltoallv");
  std::vector<Words> in(n);
  for (std::size_t r = 0; r < n; ++r) {
    in[r].assign(recv.begin() + recv_at[r], recv.begin() + recv_at[r] + recv_counts[r]);
  }
  return in;
}

Words Comm::sum(Words values) const {
  check(MPI_Allreduce(MPI_IN_PLACE, values.data(), static_cast<int>(values.size()), MPI_UINT64_T,
                      MPI_SUM, MPI_COMM_WORLD),
        "MPI_Allreduce");
  return values;
}

Words Comm::max(Words values) const {
  check(MPI_Allreduce(MPI_IN_PLACE, values.data(), static_cast<int>(values.size()), MPI_UINT64_T,
                      MPI_MAX, MPI_COMM_WORLD),
        "MPI_Allreduce");
  return values;
}

std::vector<Words> Comm::gather(const Words& mine) const {
  const auto n = static_cast<std::size_t>(size_);
  std::vector<Words> all(root() ? n : 0);
  // Rank by rank, in slices of at most kRoundWords words, so that counts fit an int.
  for (int r = 1; r < size_; ++r) {
    std::uint64_t count = r == rank_ ? mine.size() : 0;
    if (rank_ == r) {
      check(MPI_Send(&count, 1, MPI_UINT64_T, 0, 1, MPI_COMM_WORLD), "MPI_Send");
      for (std::size_t at = 0; at < count; at += kRoundWords) {
        const auto k = static_cast<int>(std::min<std::size_t>(kRoundWords, count - at));
        check(MPI_Send(mine.data() + at, k, MPI_UINT64_T, 0, 2, MPI_COMM_WORLD), "MPI_Send");
      }
    } else if (root()) {
      check(MPI_Recv(&count, 1, MPI_UINT64_T, r, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE), "MPI_Recv");
      Words& w = all[static_cast<std::size_t>(r)];
      w.resize(count);
      for (std::size_t at = 0; at < count; at += kRoundWords) {
        const auto k = static_cast<int>(std::min<std::size_t>(kRoundWords, count - at));
        check(MPI_Recv(w.data() + at, k, MPI_UINT64_T, r, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE),
              "MPI_Recv");
      }
    }
  }
  if (root()) all[0] = mine;
  return all;
}

void Comm::barrier() const { check(MPI_Barrier(MPI_COMM_WORLD), "MPI_Barrier"); }

void Comm::abort(const std::string& message, int status) const {
  std::cerr << "kospec: rank " << rank_ << " of " << size_ << ": error: " << message << std::endl;
  MPI_Abort(MPI_COMM_WORLD, status);
  std::_Exit(status);
}

}  // namespace kospec::distributed
