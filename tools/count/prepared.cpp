#include "tools/count/prepared.h"

#include <bit>

namespace kospec::count {

PreparedPosition::PreparedPosition(const smallboard::BitBoard& board,
                                   smallboard::BitPosition position)
    : board_(&board),
      position_(position),
      empty_(board.all() & ~(position.black | position.white)) {
  for (std::size_t side = 0; side < 2; ++side) {
    const std::uint32_t stones = side == 0 ? position.black : position.white;
    // A stone next to two empty points gives its string two liberties: those strings are skipped.
    const std::uint32_t free = board.flood(stones, board.two_neighbours_in(empty_));
    for (std::uint32_t rest = stones & ~free; rest != 0;) {
      const std::uint32_t string = board.string_of(stones, rest);
      rest &= ~string;
      const std::uint32_t liberties = board.expand(string) & empty_;
      if (liberties == 0 || (liberties & (liberties - 1)) != 0) continue;  // not in atari
      const std::size_t point = static_cast<std::size_t>(std::countr_zero(liberties));
      if ((atari_points_[side] & liberties) == 0) atari_[side][point] = 0;
      atari_points_[side] |= liberties;
      atari_[side][point] |= string;
    }
  }
}

}  // namespace kospec::count
