#pragma once
// The one home of kospec's 64-bit hashing: the splitmix64 finalizer, a combiner for hashing several
// words, and the splitmix64 generator for seeded keys. Deterministic on every platform; nothing is
// global. Hashes only find entries: every table that uses them confirms a hit by comparing the
// entry itself, so a collision can never change a verdict.

#include <cstdint>

namespace kospec {

/// The golden-ratio increment of splitmix64 (2^64 / phi).
inline constexpr std::uint64_t kGoldenGamma = 0x9E3779B97F4A7C15ULL;

/// The splitmix64 finalizer: a bijection of 64-bit words that spreads every input bit.
constexpr std::uint64_t mix64(std::uint64_t x) {
  x ^= x >> 30;
  x *= 0xBF58476D1CE4E5B9ULL;
  x ^= x >> 27;
  x *= 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

/// The hash of `h` followed by `word` (order matters).
constexpr std::uint64_t hash_combine(std::uint64_t h, std::uint64_t word) {
  return mix64(h ^ (word + kGoldenGamma + (h << 6) + (h >> 2)));
}

/// One step of the splitmix64 generator: advances `state` and returns the next pseudo-random word.
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
  state += kGoldenGamma;
  return mix64(state);
}

}  // namespace kospec
