#include "tools/smallboard/bit_board.h"

#include <bit>

#include "spec/error.h"

namespace kospec::smallboard {

BitBoard::BitBoard(int columns, int rows) : columns_(columns), rows_(rows) {
  if (columns < 1 || columns > Graph::kMaxSide || rows < 1 || rows > Graph::kMaxSide) {
    throw InputError("board size " + std::to_string(columns) + "x" + std::to_string(rows) +
                     ": expected 1 to 25 columns and 1 to 25 rows");
  }
  if (columns * rows > kMaxPoints) {
    throw InputError("board size " + size_name() + ": " + std::to_string(columns * rows) +
                     " points; the counting tools handle at most " + std::to_string(kMaxPoints));
  }
  const int n = columns * rows;
  all_ = n == 32 ? ~std::uint32_t{0} : (std::uint32_t{1} << n) - 1;
  std::uint32_t left = 0;
  std::uint32_t right = 0;
  for (int r = 0; r < rows; ++r) {
    left |= std::uint32_t{1} << (r * columns);
    right |= std::uint32_t{1} << (r * columns + columns - 1);
  }
  not_left_ = all_ & ~left;
  not_right_ = all_ & ~right;
}

std::string BitBoard::size_name() const {
  return std::to_string(columns_) + "x" + std::to_string(rows_);
}

bool BitBoard::allowed(BitPosition before, int point, Color colour, SelfCapture option) const {
  if (option == SelfCapture::All) return true;
  const BitPosition after = play(before, point, colour);
  const std::uint32_t stone = std::uint32_t{1} << point;
  const bool self_capture = ((after.black | after.white) & stone) == 0;
  if (!self_capture) return true;
  return option == SelfCapture::MultiStone && !(after == before);
}

bool BitBoard::legal(BitPosition position) const {
  const std::uint32_t empty = all_ & ~(position.black | position.white);
  const std::uint32_t next_to_empty = expand(empty);
  return flood(position.black, next_to_empty) == position.black &&
         flood(position.white, next_to_empty) == position.white;
}

Configuration BitBoard::to_configuration(BitPosition position) const {
  Configuration config(static_cast<std::size_t>(points()));
  for (int i = 0; i < points(); ++i) {
    const std::uint32_t bit = std::uint32_t{1} << i;
    const Point p(static_cast<std::uint32_t>(i));
    if ((position.black & bit) != 0) config.set(p, Color::Black);
    if ((position.white & bit) != 0) config.set(p, Color::White);
  }
  return config;
}

BitPosition BitBoard::from_configuration(const Configuration& config) const {
  require(
      config.size() == static_cast<std::size_t>(points()),
      "BitBoard::from_configuration: the configuration must have one colour a point of this board");
  BitPosition position;
  for (int i = 0; i < points(); ++i) {
    const Color c = config.at(Point(static_cast<std::uint32_t>(i)));
    if (c == Color::Black) position.black |= std::uint32_t{1} << i;
    if (c == Color::White) position.white |= std::uint32_t{1} << i;
  }
  return position;
}

}  // namespace kospec::smallboard
