#pragma once
// The arithmetic of proof and disproof numbers both proof-number searches share (dfpn.cpp on the
// native state, exact_dfpn.cpp on the engine's exact states).

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace kospec::solve {

/// A proof or disproof number of a solved node (an unsolved one stays below it).
inline constexpr std::uint32_t kProofInf = 1u << 30;
/// The sum of the children's numbers beyond which a node takes their weak sum (proof_sum).
inline constexpr std::uint64_t kWeakSum = 1u << 20;

/// `x` kept below kProofInf.
inline std::uint32_t saturated(std::uint64_t x) {
  return x >= kProofInf ? kProofInf - 1 : static_cast<std::uint32_t>(x);
}

/// The threshold of the best child: one more than the second best, widened by a quarter (the
/// 1+epsilon trick of J. Pawlewicz and L. Lew), within the parent's threshold.
inline std::uint32_t child_threshold(std::uint32_t parent, std::uint32_t second) {
  if (second >= kProofInf) return parent;
  const std::uint64_t widened = std::uint64_t{second} + 1 + second / 4;
  return static_cast<std::uint32_t>(std::min<std::uint64_t>(parent, widened));
}

/// The sum of the children's numbers (`plain`), or above kWeakSum their weak sum: the largest
/// (`biggest`), plus one for each other unsolved child (`unsolved` counts them all): Y. Ueda et
/// al., 2008. A subtree shared by many children through transpositions is counted once.
inline std::uint64_t proof_sum(std::uint64_t plain, std::uint64_t biggest, std::uint64_t unsolved) {
  return plain < kWeakSum ? plain : biggest + unsolved - 1;
}

/// The least of a node's children's numbers, the child that has it and the second least (whose
/// number bounds the best child's threshold: child_threshold).
struct LeastTwo {
  std::uint32_t first = kProofInf;   ///< the least number offered
  std::uint32_t second = kProofInf;  ///< the second least
  std::size_t best = 0;              ///< the child with the least

  /// Counts child `i`'s number `x`.
  void offer(std::size_t i, std::uint32_t x) {
    if (x < first) {
      second = first;
      first = x;
      best = i;
    } else if (x < second) {
      second = x;
    }
  }
};

}  // namespace kospec::solve
