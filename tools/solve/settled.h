#pragma once
// Static bounds on the value of a small-board position from its settled areas: the strings of a
// colour that can never be captured (Benson's unconditional life: every string of the set has two
// vital regions, regions enclosed by the set all of whose empty points are its liberties) and the
// one-point eyes they enclose. When every point is settled the area score is the exact value.
// The argument (tools/solve/README.md, "Static bounds"): let the colour whose area it is pass at
// every turn. By Benson's theorem its strings are never captured, whatever the opponent plays (a
// play that fills a vital region's last empty point leaves the stones it joins without a liberty:
// they are removed, or the play is not allowed); an opponent stone placed in one of the eyes has
// no liberty and captures nothing, so it is removed at once or is not a legal play. So the strings
// and eyes stay that colour's area until the end, under every ko rule and self-capture option (a
// superko never forbids a pass, Spight's rule forbids no pass, and a side that passes at every
// turn meets no Japanese no result at its own turn: tools/solve/README.md). So Black can force at
// least 2 |Black's settled points| - N, and White at most N - 2 |White's settled points|, on a
// board of N points. A larger eye is not counted: an opponent stone placed in it keeps a liberty
// while its owner passes.

#include "tools/smallboard/bit_board.h"

namespace kospec::solve {

/// Bounds on the value (Black's area minus White's) of a position.
struct AreaBounds {
  int lower;  ///< Black can force at least this
  int upper;  ///< White can force at most this
};

/// The stones of `own`'s unconditionally alive strings (Benson's algorithm): no sequence of
/// opponent plays captures them while their owner passes.
std::uint32_t alive_strings(const smallboard::BitBoard& board, std::uint32_t own,
                            std::uint32_t opponent);

/// The points that stay `own`'s area while their owner passes: its unconditionally alive strings
/// and the one-point eyes they enclose.
std::uint32_t settled_points(const smallboard::BitBoard& board, std::uint32_t own,
                             std::uint32_t opponent);

/// The bounds the settled points of each colour give.
AreaBounds settled_bounds(const smallboard::BitBoard& board, smallboard::BitPosition position);

}  // namespace kospec::solve
