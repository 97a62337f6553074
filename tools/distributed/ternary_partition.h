#pragma once
// The ternary codes of an n-point board (tools/smallboard/ternary_index.h) shared among ranks by
// a hash of their high digits: a code is a block (its digits above the lowest `low`) and an
// offset in the block (those `low` digits); block * A mod 3^(n - low), A prime to 3, is a
// permutation of the blocks whose residue modulo the number of ranks names the owner and whose
// quotient, with the offset, the index in the owner's table. Each rank's visited tables hold one
// bit for each of its own codes; a move on one of the low points stays in its block, so most of a
// position's successors are near it in its owner's table (the search stays in the cache).

#include <cstdint>
#include <utility>

namespace kospec::distributed {

/// The codes of an n-point board among `ranks` ranks.
class TernaryPartition {
 public:
  /// The partition of [0, 3^points) among `ranks` ranks (points 1..40).
  TernaryPartition(int points, int ranks);
  /// The owner and the index there of `code`.
  std::pair<int, std::uint64_t> place(std::uint64_t code) const {
    const std::uint64_t b = mul(code / block_, factor_);
    return {static_cast<int>(b % ranks_), b / ranks_ * block_ + code % block_};
  }
  /// The rank that owns `code`.
  int owner(std::uint64_t code) const { return place(code).first; }
  /// The index of `code` in its owner's table.
  std::uint64_t local(std::uint64_t code) const { return place(code).second; }
  /// The code of index `local` of rank `rank`'s table.
  std::uint64_t code(int rank, std::uint64_t local) const {
    const std::uint64_t b = local / block_ * ranks_ + static_cast<std::uint64_t>(rank);
    return mul(b, inverse_) * block_ + local % block_;
  }
  /// Number of codes rank `rank` owns.
  std::uint64_t owned(int rank) const {
    return (blocks_ - static_cast<std::uint64_t>(rank) + ranks_ - 1) / ranks_ * block_;
  }
  /// 3^points.
  std::uint64_t size() const { return blocks_ * block_; }
  /// Codes in a block: adding less than this to a code of offset 0 stays in its block, at the
  /// index as much higher.
  std::uint64_t block() const { return block_; }

 private:
  // a * b mod the number of blocks (a, b below it; 3^30 and above in 128 bits).
  std::uint64_t mul(std::uint64_t a, std::uint64_t b) const;

  std::uint64_t block_;   // codes in a block: 3^low
  std::uint64_t blocks_;  // 3^(points - low)
  std::uint64_t ranks_;
  std::uint64_t factor_;
  std::uint64_t inverse_;
};

}  // namespace kospec::distributed
