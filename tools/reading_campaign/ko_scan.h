#pragma once
// Which strings of a position the campaign reads, and whether a ko is next to them.

#include <vector>

#include "reading/fast_board.h"

namespace kospec::reading::campaign {

/// A string the readers are asked about.
struct ScannedString {
  Point origin{0};         ///< the string's origin (smallest point)
  int liberties = 0;       ///< its liberty count
  bool ko_nearby = false;  ///< a ko is on the board next to it (see ko_next_to)
};

/// The strings with at most four liberties (GNU Go's attack() reads no others: "A string with
/// five liberties is always considered alive"), in origin order.
std::vector<ScannedString> strings_to_read(const FastBoard& board);

/// Whether a ko is on the board next to the string at `stone`: the board's ko ban point, or a
/// point where a play by either side would be a ko capture (GNU Go's is_ko), is a liberty of the
/// string or of a string adjacent to it; or the string is itself a single stone that a ko capture
/// would take.
bool ko_next_to(const FastBoard& board, Point stone);

}  // namespace kospec::reading::campaign
