#include "tools/solve/settled.h"

#include <array>
#include <bit>

namespace kospec::solve {

namespace {

/// The connected components of `set`, at most 32.
struct Components {
  std::array<std::uint32_t, 32> parts{};
  int count = 0;
};

Components components(const smallboard::BitBoard& board, std::uint32_t set) {
  Components c;
  for (std::uint32_t left = set; left != 0;) {
    const std::uint32_t part = board.string_of(set, left);
    left &= ~part;
    c.parts[static_cast<std::size_t>(c.count++)] = part;
  }
  return c;
}

}  // namespace

std::uint32_t alive_strings(const smallboard::BitBoard& board, std::uint32_t own,
                            std::uint32_t opponent) {
  const std::uint32_t empty = board.all() & ~(own | opponent);
  const Components strings = components(board, own);
  const Components regions = components(board, board.all() & ~own);
  std::uint32_t alive = own;  // the candidate strings' stones (Benson's X)
  std::uint32_t healthy = 0;  // the regions left (Benson's Y), one bit a region
  for (int r = 0; r < regions.count; ++r) {
    if ((regions.parts[static_cast<std::size_t>(r)] & empty) != 0) healthy |= 1u << r;
  }
  for (;;) {
    // A region stays while every string around it is a candidate.
    for (int r = 0; r < regions.count; ++r) {
      const std::uint32_t around = board.expand(regions.parts[static_cast<std::size_t>(r)]) & own;
      if ((around & ~alive) != 0) healthy &= ~(1u << r);
    }
    std::uint32_t failed = 0;
    for (int s = 0; s < strings.count; ++s) {
      const std::uint32_t string = strings.parts[static_cast<std::size_t>(s)];
      if ((string & alive) == 0) continue;
      const std::uint32_t liberties = board.expand(string) & empty;
      int vital = 0;  // the regions left all of whose empty points are liberties of the string
      for (int r = 0; r < regions.count && vital < 2; ++r) {
        const std::uint32_t region = regions.parts[static_cast<std::size_t>(r)];
        if ((healthy >> r & 1) != 0 && (region & empty & ~liberties) == 0) ++vital;
      }
      if (vital < 2) failed |= string;
    }
    if (failed == 0) return alive;
    alive &= ~failed;
  }
}

std::uint32_t settled_points(const smallboard::BitBoard& board, std::uint32_t own,
                             std::uint32_t opponent) {
  const std::uint32_t alive = alive_strings(board, own, opponent);
  const std::uint32_t empty = board.all() & ~(own | opponent);
  // The one-point eyes: empty points with a neighbour, all of whose neighbours are stones of those
  // strings.
  const std::uint32_t eyes = empty & board.expand(alive) & ~board.expand(board.all() & ~alive);
  return alive | eyes;
}

AreaBounds settled_bounds(const smallboard::BitBoard& board, smallboard::BitPosition position) {
  const int n = board.points();
  const int black = std::popcount(settled_points(board, position.black, position.white));
  const int white = std::popcount(settled_points(board, position.white, position.black));
  return AreaBounds{2 * black - n, n - 2 * white};
}

}  // namespace kospec::solve
