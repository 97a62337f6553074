#include "tools/distributed/ternary_partition.h"

#include <algorithm>

#include "spec/hash.h"
#include "tools/smallboard/ternary_index.h"

namespace kospec::distributed {

namespace {

__extension__ typedef __int128 SignedWide;
__extension__ typedef unsigned __int128 Wide;

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
  return static_cast<std::uint64_t>(t % m);
}

}  // namespace

TernaryPartition::TernaryPartition(int points, int ranks)
    : ranks_(static_cast<std::uint64_t>(ranks)) {
  // Blocks of 3^low codes, with at least 3^7 blocks to deal out (boards of 7 points or fewer:
  // one code a block).
  const int low = std::clamp(points - 7, 0, 10);
  block_ = smallboard::power_of_three(low);
  blocks_ = smallboard::power_of_three(points - low);
  factor_ = kGoldenGamma % blocks_;  // any factor prime to 3 permutes the blocks
  while (factor_ % 3 == 0) factor_ = (factor_ + 1) % blocks_;
  inverse_ = inverse_mod(factor_, blocks_);
}

std::uint64_t TernaryPartition::mul(std::uint64_t a, std::uint64_t b) const {
  if (blocks_ <= (std::uint64_t{1} << 32)) return a * b % blocks_;
  return static_cast<std::uint64_t>(static_cast<Wide>(a) * b % blocks_);
}

}  // namespace kospec::distributed
