#pragma once
// Order-free fingerprints of a set of history entries, one pair a symmetry of the board
// (symmetry.h): entry (position, tag) adds mix(image of the position under t, tag) to the pair of
// symmetry t by XOR, so adding and removing are the same toggle and the sum depends on the set
// only. Two sets that are images of each other under t have pair 0 of one equal to pair t of the
// other: what the native solver's symmetric table key needs.

#include <array>
#include <cstdint>

#include "spec/hash.h"
#include "tools/smallboard/bit_board.h"
#include "tools/solve/symmetry.h"

namespace kospec::solve {

/// The 64-bit code of a position: black stones in bits 0-31, white in 32-63 (injective).
inline std::uint64_t position_code(smallboard::BitPosition p) {
  return p.black | (std::uint64_t{p.white} << 32);
}

/// The image of a position under symmetry `t`.
inline smallboard::BitPosition image(const BoardSymmetry& s, int t, smallboard::BitPosition p) {
  return {s.apply(t, p.black), s.apply(t, p.white)};
}

/// Two independent 64-bit XOR sums of a set's entries, for each symmetry of the board.
struct SymmetricFingerprint {
  std::array<std::uint64_t, BoardSymmetry::kMax> a{};  ///< the first sum, by symmetry
  std::array<std::uint64_t, BoardSymmetry::kMax> b{};  ///< the second sum, by symmetry

  /// Adds the entry (position, tag) if absent from the set, removes it if present.
  void toggle(const BoardSymmetry& s, smallboard::BitPosition position, std::uint64_t tag) {
    const std::uint64_t salt = mix64(tag + 0x452821e638d01377ULL);
    for (int t = 0; t < s.count(); ++t) {
      const std::uint64_t code = position_code(image(s, t, position)) ^ salt;
      a[static_cast<std::size_t>(t)] ^= mix64(code);
      b[static_cast<std::size_t>(t)] ^= mix64(code ^ 0x6a09e667f3bcc909ULL);
    }
  }
};

}  // namespace kospec::solve
