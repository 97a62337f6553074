#pragma once
// Zobrist keys for the fast board (gnugo-reading.texi, "Calculation of the hash value": "For each
// location on the board we generate random numbers: a number which is used if there is a white
// stone on this location, a number which is used if there is a black stone on this location, a
// number which is used if there is a ko on this location"). The keys belong to an object, drawn
// from a fixed seed: two boards built with the same seed hash alike, and nothing is global.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "spec/hash.h"

#include "spec/player.h"

namespace kospec::reading {

/// The random numbers of Zobrist hashing for a board of a given number of points.
class ZobristKeys {
 public:
  /// The seed used unless another is given ("kospec" in ASCII).
  static constexpr std::uint64_t kDefaultSeed = 0x6b6f73706563ULL;

  /// Keys for `points` points drawn from `seed` with splitmix64 (deterministic on every platform).
  explicit ZobristKeys(std::size_t points, std::uint64_t seed = kDefaultSeed);
  /// Number of points the keys cover.
  std::size_t size() const { return keys_.size() / 3; }
  /// The key of a stone of colour `c` (Black or White) on point `index`.
  std::uint64_t stone(std::uint32_t index, Color c) const {
    return keys_[3 * index + (c == Color::Black ? 0 : 1)];
  }
  /// The key of a ko point at `index`.
  std::uint64_t ko(std::uint32_t index) const { return keys_[3 * index + 2]; }

 private:
  std::vector<std::uint64_t> keys_;
};

}  // namespace kospec::reading
