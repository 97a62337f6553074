#include "reading/zobrist.h"

namespace kospec::reading {

ZobristKeys::ZobristKeys(std::size_t points, std::uint64_t seed) : keys_(3 * points) {
  std::uint64_t state = seed;
  for (std::uint64_t& key : keys_) key = splitmix64(state);
}

}  // namespace kospec::reading
