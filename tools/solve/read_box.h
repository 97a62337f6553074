#pragma once
// What a proof read of the history, as the proof-number search keeps it (dfpn.h): a superset of
// the history entries whose presence or absence the proof depends on, given as a box of positions
// (what each point may hold) with a range of stone counts. A proof found under the history H holds
// under every history H' with H' ∩ box = H ∩ box (tools/solve/README.md, "Proof-number search"):
// the table keeps a fingerprint of H ∩ box beside each proven bound.

#include <algorithm>
#include <bit>
#include <cstdint>

#include "spec/hash.h"
#include "tools/smallboard/bit_board.h"
#include "tools/solve/fingerprint.h"
#include "tools/solve/symmetry.h"

namespace kospec::solve {

/// A set of positions: those whose every point holds what the box allows there, with a number of
/// stones in [min_stones, max_stones]. The zero box is empty.
struct ReadBox {
  std::uint32_t black = 0;      ///< points that may hold a black stone
  std::uint32_t white = 0;      ///< points that may hold a white stone
  std::uint32_t empty = 0;      ///< points that may be empty
  std::uint8_t min_stones = 0;  ///< the fewest stones (with max_stones)
  std::uint8_t max_stones = 0;  ///< the most stones
  bool used = false;            ///< false: the empty set

  /// Adds position `p` of a board whose points are `all`.
  void add(smallboard::BitPosition p, std::uint32_t all) {
    const auto stones = static_cast<std::uint8_t>(std::popcount(p.black | p.white));
    min_stones = used ? std::min(min_stones, stones) : stones;
    max_stones = used ? std::max(max_stones, stones) : stones;
    black |= p.black;
    white |= p.white;
    empty |= all & ~(p.black | p.white);
    used = true;
  }
  /// Adds every position of `o`.
  void merge(const ReadBox& o) {
    if (!o.used) return;
    min_stones = used ? std::min(min_stones, o.min_stones) : o.min_stones;
    max_stones = used ? std::max(max_stones, o.max_stones) : o.max_stones;
    black |= o.black;
    white |= o.white;
    empty |= o.empty;
    used = true;
  }
  /// Whether position `p` of a board whose points are `all` is in the box.
  bool contains(smallboard::BitPosition p, std::uint32_t all) const {
    if (!used || (p.black & ~black) != 0 || (p.white & ~white) != 0 ||
        (all & ~(p.black | p.white) & ~empty) != 0)
      return false;
    const int stones = std::popcount(p.black | p.white);
    return stones >= min_stones && stones <= max_stones;
  }
  /// The box's image under symmetry `t`.
  ReadBox image(const BoardSymmetry& s, int t) const {
    ReadBox out = *this;
    out.black = s.apply(t, black);
    out.white = s.apply(t, white);
    out.empty = s.apply(t, empty);
    return out;
  }
};

/// The fingerprint of one history entry in the image under symmetry `t`.
inline std::uint64_t entry_fingerprint(const BoardSymmetry& s, int t, smallboard::BitPosition p,
                                       std::uint64_t tag) {
  return mix64(position_code(image(s, t, p)) ^ mix64(tag + 0x9216d5d98979fb1bULL));
}

}  // namespace kospec::solve
