#pragma once
// The ternary codes of an n-point board (tools/smallboard/ternary_index.h) shared among ranks by
// a multiplicative hash: code * A mod 3^n (A prime to 3) is a permutation of [0, 3^n); its
// residue modulo the number of ranks names the owner and its quotient the index in the owner's
// table, so each rank's visited tables hold one bit for each of its own codes, 3^n / ranks bits.

#include <cstdint>

namespace kospec::distributed {

/// 128-bit products of 64-bit codes (a GCC and Clang extension).
__extension__ typedef unsigned __int128 Wide;

/// The codes of an n-point board among `ranks` ranks.
class TernaryPartition {
 public:
  /// The partition of [0, 3^points) among `ranks` ranks (points 1..40).
  TernaryPartition(int points, int ranks);
  /// The rank that owns `code`.
  int owner(std::uint64_t code) const { return static_cast<int>(scrambled(code) % ranks_); }
  /// The index of `code` in its owner's table.
  std::uint64_t local(std::uint64_t code) const { return scrambled(code) / ranks_; }
  /// The code of index `local` of rank `rank`'s table.
  std::uint64_t code(int rank, std::uint64_t local) const {
    return mul(local * ranks_ + static_cast<std::uint64_t>(rank), inverse_);
  }
  /// Number of codes rank `rank` owns.
  std::uint64_t owned(int rank) const {
    return (size_ - static_cast<std::uint64_t>(rank) + ranks_ - 1) / ranks_;
  }
  /// 3^points.
  std::uint64_t size() const { return size_; }

 private:
  std::uint64_t scrambled(std::uint64_t code) const { return mul(code, factor_); }
  std::uint64_t mul(std::uint64_t a, std::uint64_t b) const {
    return static_cast<std::uint64_t>(static_cast<Wide>(a) * b % size_);
  }

  std::uint64_t size_;
  std::uint64_t ranks_;
  std::uint64_t factor_;
  std::uint64_t inverse_;
};

}  // namespace kospec::distributed
