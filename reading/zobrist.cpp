#include "reading/zobrist.h"

namespace kospec::reading {

std::uint64_t splitmix64(std::uint64_t& state) {
  state += 0x9e3779b97f4a7c15ULL;
  std::uint64_t z = state;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

ZobristKeys::ZobristKeys(std::size_t points, std::uint64_t seed) : keys_(3 * points) {
  std::uint64_t state = seed;
  for (std::uint64_t& key : keys_) key = splitmix64(state);
}

}  // namespace kospec::reading
