#include "tools/solve/settled.h"

#include <bit>

namespace kospec::solve {

std::uint32_t settled_points(const smallboard::BitBoard& board, std::uint32_t own,
                             std::uint32_t opponent) {
  const std::uint32_t empty = board.all() & ~(own | opponent);
  // Candidate eyes: empty points with no empty or opponent neighbour.
  std::uint32_t eyes = empty & ~board.expand(empty | opponent);
  if (std::popcount(eyes) < 2) return 0;
  std::uint32_t strings = own;
  for (;;) {
    std::uint32_t failed = 0;
    for (std::uint32_t left = strings; left != 0;) {
      const std::uint32_t string = board.string_of(strings, left);
      left &= ~string;
      if (std::popcount(board.expand(string) & eyes) < 2) failed |= string;
    }
    // An eye next to a string that can be captured is no eye: its points may change hands.
    const std::uint32_t lost_eyes = eyes & board.expand(failed | (own & ~strings));
    if (failed == 0 && lost_eyes == 0) return strings | eyes;
    strings &= ~failed;
    eyes &= ~lost_eyes;
    if (strings == 0) return 0;
  }
}

AreaBounds settled_bounds(const smallboard::BitBoard& board, smallboard::BitPosition position) {
  const int n = board.points();
  const int black = std::popcount(settled_points(board, position.black, position.white));
  const int white = std::popcount(settled_points(board, position.white, position.black));
  return AreaBounds{2 * black - n, n - 2 * white};
}

}  // namespace kospec::solve
