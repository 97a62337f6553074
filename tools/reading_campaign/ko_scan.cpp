#include "tools/reading_campaign/ko_scan.h"

namespace kospec::reading::campaign {

namespace {

bool is_ko_point(const FastBoard& board, Point p) {
  if (board.color(p) != Color::Empty) return false;
  if (const std::optional<KoBan> ban = board.ko(); ban && ban->point == p) return true;
  return board.is_ko_capture(p, Player::Black) || board.is_ko_capture(p, Player::White);
}

bool liberty_is_ko_point(const FastBoard& board, Point stone) {
  const FastBoard::Points libs = board.liberties(stone);
  for (std::size_t k = 0; k < libs.size(); ++k) {
    if (is_ko_point(board, libs[k])) return true;
  }
  return false;
}

}  // namespace

std::vector<ScannedString> strings_to_read(const FastBoard& board) {
  std::vector<ScannedString> out;
  for (Point p : board.graph().points()) {
    if (board.color(p) == Color::Empty || board.origin(p) != p) continue;
    const int libs = board.liberty_count(p);
    if (libs > 4) continue;
    out.push_back({p, libs, ko_next_to(board, p)});
  }
  return out;
}

bool ko_next_to(const FastBoard& board, Point stone) {
  if (liberty_is_ko_point(board, stone)) return true;
  const Player owner = *owner_of(board.color(stone));
  if (board.stone_count(stone) == 1 && board.liberty_count(stone) == 1 &&
      board.is_ko_capture(board.liberties(stone)[0], opponent(owner))) {
    return true;
  }
  const FastBoard::Points around = board.adjacent_strings(stone, stone_of(opponent(owner)));
  for (std::size_t k = 0; k < around.size(); ++k) {
    if (liberty_is_ko_point(board, around[k])) return true;
  }
  return false;
}

}  // namespace kospec::reading::campaign
