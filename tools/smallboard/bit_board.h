#pragma once
// The fast board of the counting tools: a rectangular grid of at most 32 points whose positions are
// two bit masks, and the move of the game graph of Tromp & Farnebäck ("Combinatorics of Go"): place
// a stone of either colour on an empty point, remove the opponent strings left without a liberty,
// then the mover's own string if it has none. It answers what spec/base_play.h answers (a test
// compares them), at a few nanoseconds a move.

#include <cstdint>
#include <string>

#include "spec/base_self_capture.h"
#include "spec/configuration.h"
#include "spec/graph.h"
#include "spec/player.h"

namespace kospec::smallboard {

/// A position of a small board: bit i of `black` (of `white`) is set when point i holds a black
/// (white) stone; point i is the point of index i of the kospec Graph of the same grid.
struct BitPosition {
  std::uint32_t black = 0;  ///< the black stones
  std::uint32_t white = 0;  ///< the white stones

  /// Same stones.
  bool operator==(const BitPosition&) const = default;
};

/// A rectangular grid of at most 32 points: its masks, strings, liberties and the move function.
class BitBoard {
 public:
  /// Largest number of points: one bit a point in a 32-bit mask.
  static constexpr int kMaxPoints = 32;

  /// The grid of `columns` x `rows` points, numbered as Graph::grid numbers them (row-major from
  /// the top-left). Throws InputError if a side is outside 1..25 or there are more than 32 points.
  BitBoard(int columns, int rows);

  /// Number of columns.
  int columns() const { return columns_; }
  /// Number of rows.
  int rows() const { return rows_; }
  /// Number of points.
  int points() const { return columns_ * rows_; }
  /// The mask of every point.
  std::uint32_t all() const { return all_; }
  /// Size as "columns x rows", e.g. "4x4".
  std::string size_name() const;
  /// The kospec Graph of the same grid (for point names and the spec's rules).
  Graph graph() const { return Graph::grid(columns_, rows_); }

  /// The points adjacent to at least one point of `set` (points of `set` included when adjacent
  /// to another point of it).
  std::uint32_t expand(std::uint32_t set) const {
    return ((set & not_left_) >> 1) | ((set & not_right_) << 1) | (set >> columns_) |
           ((set << columns_) & all_);
  }
  /// The points with at least two neighbours in `set`.
  std::uint32_t two_neighbours_in(std::uint32_t set) const {
    const std::uint32_t left = (set & not_right_) << 1;  // points whose left neighbour is in set
    const std::uint32_t right = (set & not_left_) >> 1;
    const std::uint32_t up = (set << columns_) & all_;
    const std::uint32_t down = set >> columns_;
    return (left & right) | (up & down) | ((left | right) & (up | down));
  }
  /// The stones of `stones` connected to a stone of `seeds` (the seeds that are stones included).
  std::uint32_t flood(std::uint32_t stones, std::uint32_t seeds) const {
    std::uint32_t reached = seeds & stones;
    for (;;) {
      const std::uint32_t grown = (expand(reached) & stones) | reached;
      if (grown == reached) return reached;
      reached = grown;
    }
  }
  /// The string (R3) of the stone at the lowest point of `start` within the stones `stones`.
  std::uint32_t string_of(std::uint32_t stones, std::uint32_t start) const {
    return flood(stones, start & (~start + 1));
  }
  /// Whether the string of `start` within `stones` has a liberty (R4) in `empty`; stops as soon
  /// as one is found.
  bool has_liberty(std::uint32_t stones, std::uint32_t start, std::uint32_t empty) const {
    return dead_string(stones, start & (~start + 1), empty) == 0;
  }
  /// The string of the single stone `start` within `stones` if it has no liberty in `empty`, else
  /// 0; the flood stops at the first liberty, the common case when probing for a capture.
  std::uint32_t dead_string(std::uint32_t stones, std::uint32_t start, std::uint32_t empty) const {
    std::uint32_t string = start;
    for (;;) {
      const std::uint32_t around = expand(string);
      if ((around & empty) != 0) return 0;
      const std::uint32_t grown = (around & stones) | string;
      if (grown == string) return string;
      string = grown;
    }
  }

  /// The position after a stone of `colour` (Black or White) is placed on the empty point `point`:
  /// opponent strings without a liberty are removed, then the mover's string if it has none.
  /// Returns `before` itself for a one-stone self-capture. Precondition: `point` is empty.
  BitPosition play(BitPosition before, int point, Color colour) const {
    const std::uint32_t stone = std::uint32_t{1} << point;
    const bool black = colour == Color::Black;
    std::uint32_t own = (black ? before.black : before.white) | stone;
    std::uint32_t opponent = black ? before.white : before.black;
    std::uint32_t empty = all_ & ~(own | opponent);
    const std::uint32_t around = expand(stone);
    std::uint32_t captured = 0;
    for (std::uint32_t probe = around & opponent; probe != 0; probe &= probe - 1) {
      const std::uint32_t q = probe & (~probe + 1);
      if ((captured & q) == 0) captured |= dead_string(opponent, q, empty);
    }
    opponent &= ~captured;
    empty |= captured;
    if ((around & empty) == 0) own &= ~dead_string(own, stone, empty);
    return black ? BitPosition{own, opponent} : BitPosition{opponent, own};
  }
  /// Whether `play` is a move of the game under the self-capture option: every play under All,
  /// every play but a one-stone self-capture under MultiStone, no self-capture under Forbidden.
  bool allowed(BitPosition before, int point, Color colour, SelfCapture option) const;
  /// Whether every string has a liberty: a legal position in Tromp & Farnebäck's sense.
  bool legal(BitPosition position) const;

  /// The same position as a kospec Configuration.
  Configuration to_configuration(BitPosition position) const;
  /// A kospec Configuration of this grid as a BitPosition.
  BitPosition from_configuration(const Configuration& config) const;

 private:
  int columns_;
  int rows_;
  std::uint32_t all_;
  std::uint32_t not_left_;   // every point but those of the left column
  std::uint32_t not_right_;  // every point but those of the right column
};

}  // namespace kospec::smallboard
