#pragma once
// A position prepared for generating all of its moves: its strings in atari found once, so that
// each move is then a few mask operations instead of flood fills. The enumeration of positions
// plays every empty point in both colours from each position; this is its inner loop.

#include <array>
#include <bit>
#include <cstdint>

#include "tools/smallboard/bit_board.h"

namespace kospec::count {

/// A legal position with, for each colour and each point, the strings of that colour whose only
/// liberty is that point.
class PreparedPosition {
 public:
  /// Prepares `position`, which must be legal (every string has a liberty), on `board`.
  PreparedPosition(const smallboard::BitBoard& board, smallboard::BitPosition position);

  /// The position.
  smallboard::BitPosition position() const { return position_; }
  /// The same as board.play(position(), point, colour), for an empty `point`.
  smallboard::BitPosition play(int point, Color colour) const {
    const std::uint32_t stone = std::uint32_t{1} << point;
    const std::size_t p = static_cast<std::size_t>(point);
    const bool black = colour == Color::Black;
    const std::size_t own_side = black ? 0 : 1;
    const std::uint32_t own = black ? position_.black : position_.white;
    const std::uint32_t opponent = black ? position_.white : position_.black;
    const std::uint32_t captured =
        (atari_points_[1 - own_side] & stone) != 0 ? atari_[1 - own_side][p] : 0;
    std::uint32_t next_own = own | stone;
    if (captured == 0) {
      const std::uint32_t around = board_->expand(stone);
      // Self-capture: no empty neighbour, and every neighbouring string of the mover has its
      // only liberty here (strings in atari on another point, or with two liberties, save it).
      const std::uint32_t atari_here =
          (atari_points_[own_side] & stone) != 0 ? atari_[own_side][p] : 0;
      if ((around & empty_) == 0 && (around & own & ~atari_here) == 0) next_own = own & ~atari_here;
    }
    const std::uint32_t next_opponent = opponent & ~captured;
    return black ? smallboard::BitPosition{next_own, next_opponent}
                 : smallboard::BitPosition{next_opponent, next_own};
  }

 private:
  const smallboard::BitBoard* board_;
  smallboard::BitPosition position_;
  std::uint32_t empty_;
  std::array<std::uint32_t, 2> atari_points_{};  // per colour (0 black, 1 white): points that are
                                                 // the only liberty of one of its strings
  std::array<std::array<std::uint32_t, smallboard::BitBoard::kMaxPoints>, 2>
      atari_;  // per colour and point:
               // the strings whose only liberty it is (valid
               // where atari_points_ has the point)
};

/// Calls f(point, colour, next, placed) for every move from `prepared`'s position on `board` that
/// changes the position (each empty point in both colours; a one-stone self-capture is a
/// self-loop, left out): `next` is the position after it, `placed` whether no stone was removed
/// (its ternary index then grows by the stone's digit alone).
template <class F>
void for_each_move(const smallboard::BitBoard& board, const PreparedPosition& prepared, F&& f) {
  const smallboard::BitPosition here = prepared.position();
  const std::uint32_t stones = here.black | here.white;
  std::uint32_t empty = board.all() & ~stones;
  while (empty != 0) {
    const int point = std::countr_zero(empty);
    empty &= empty - 1;
    const std::uint32_t grown = stones | (std::uint32_t{1} << point);
    for (Color colour : {Color::Black, Color::White}) {
      const smallboard::BitPosition next = prepared.play(point, colour);
      if (next == here) continue;
      f(point, colour, next, (next.black | next.white) == grown);
    }
  }
}

}  // namespace kospec::count
