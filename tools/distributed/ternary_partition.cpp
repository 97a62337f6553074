#include "tools/distributed/ternary_partition.h"

#include "spec/hash.h"
#include "tools/smallboard/ternary_index.h"

namespace kospec::distributed {

namespace {

__extension__ typedef __int128 SignedWide;

// The inverse of a modulo m (a prime to m), by the extended Euclidean algorithm.
std::uint64_t inverse_mod(std::uint64_t a, std::uint64_t m) {
  SignedWide t = 0, new_t = 1, r = m, new_r = a;
  while (new_r != 0) {
    const SignedWide q = r / new_r;
    const SignedWide t2 = t - q * new_t;
    t = new_t;
    new_t = t2;
    const SignedWide r2 = r - q * new_r;
    r = new_r;
    new_r = r2;
  }
  if (t < 0) t += m;
  return static_cast<std::uint64_t>(t);
}

}  // namespace

TernaryPartition::TernaryPartition(int points, int ranks)
    : size_(smallboard::power_of_three(points)), ranks_(static_cast<std::uint64_t>(ranks)) {
  factor_ = size_ == 1 ? 0 : kGoldenGamma % size_;  // any factor prime to 3 is a permutation
  while (size_ > 1 && factor_ % 3 == 0) factor_ = (factor_ + 1) % size_;
  inverse_ = size_ == 1 ? 0 : inverse_mod(factor_, size_);
}

}  // namespace kospec::distributed
