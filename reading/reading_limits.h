#pragma once
// The depth parameters of tactical reading (gnugo-reading.texi, "Reading cutoff and depth
// parameters"), as one value owned by a reader.

#include <cstdint>

namespace kospec::reading {

/// Cutoffs of the reader, counted in plies below the position read (GNU Go's stackp).
struct ReadingLimits {
  /// "The depth has a default value DEPTH (in liberty.h), which is set to 16 in the
  /// distribution [...] when stackp > depth, GNU Go assumes that as soon as the string can get 3
  /// liberties it is alive."
  int depth = 16;
  /// "The branch_depth is typically set a little below depth. Between branch_depth and depth,
  /// attacks on strings with 3 liberties are considered, but branching is inhibited." The texi
  /// gives no number; 13 is GNU Go 3.8's default (`gnugo --help debug`: --branch-depth 13).
  int branch_depth = 13;
  /// "The backfill_depth is a similar variable with a default 12. Below this depth, GNU Go will
  /// try 'backfilling' to capture stones."
  int backfill_depth = 12;
  /// GNU Go 3.8's backfill2_depth (liberty.h BACKFILL2_DEPTH 5, not in the texi): deeper backfills
  /// and the last special rescue and break-chain moves stop beyond it.
  int backfill2_depth = 5;
  /// GNU Go 3.8's break_chain_depth (BREAK_CHAIN_DEPTH 7): attacks on three- and four-liberty
  /// chain links as defences stop beyond it (unless nothing else was found).
  int break_chain_depth = 7;
  /// GNU Go 3.8's superstring_depth (SUPERSTRING_DEPTH 7): superstring moves stop beyond it.
  int superstring_depth = 7;
  /// "The fourlib_depth is a parameter with a default of only 7. Below this depth, GNU Go will
  /// try to attack strings with four liberties."
  int fourlib_depth = 7;
  /// "If stackp<ko_depth, the reading code will make experiments involving taking a ko even if it
  /// is not legal to do so." The texi gives no number; 8 is GNU Go 3.8's default (-K, --ko-depth).
  int ko_depth = 8;
  /// kospec's guard (GNU Go's MAXSTACK): no play is tried this many plies below the position,
  /// so that reading ends even where ladders or cycles without ko would not.
  int max_stack = 400;
  /// kospec's guard: once this many reading nodes are spent by one attack or find_defense call,
  /// no further play is tried (0: no limit).
  std::uint64_t node_limit = 0;

  /// Same values.
  bool operator==(const ReadingLimits&) const = default;
};

}  // namespace kospec::reading
