#pragma once
// Static bounds on the value of a small-board position from its settled areas: the strings of a
// colour that can never be captured and the one-point eyes they enclose (Benson's unconditional
// life, restricted to one-point eyes). When every point is settled the area score is the exact
// value. The argument (tools/solve/README.md, "Settled areas"): let the colour whose area it is
// pass at every turn. An opponent stone placed in one of its eyes has no liberty and captures
// nothing (each string around it keeps another eye), so it is removed at once or is not a legal
// play; so the strings and eyes stay that colour's area until the end, whatever the opponent
// plays, under every ko rule and self-capture option (a superko never forbids a pass, and
// Spight's rule forbids no pass either). So Black can force at least 2 |Black's settled points| -
// N, and White at most N - 2 |White's settled points|, on a board of N points.

#include "tools/smallboard/bit_board.h"

namespace kospec::solve {

/// Bounds on the value (Black's area minus White's) of a position.
struct AreaBounds {
  int lower;  ///< Black can force at least this
  int upper;  ///< White can force at most this
};

/// The points of `own`'s strings that no play can capture while their owner passes, and the
/// one-point eyes among them: a fixpoint of "a string with at least two eyes; an eye is an empty
/// point whose neighbours are all stones of such strings".
std::uint32_t settled_points(const smallboard::BitBoard& board, std::uint32_t own,
                             std::uint32_t opponent);

/// The bounds the settled points of each colour give.
AreaBounds settled_bounds(const smallboard::BitBoard& board, smallboard::BitPosition position);

}  // namespace kospec::solve
