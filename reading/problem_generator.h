#pragma once
// Generated local ko problems, for the properties (RapidCheck draws and shrinks a ProblemSpec), the
// agreement table and the benchmark (drawn from a seed).
//
// The generator: a box of play of `columns` x `rows` points (3..4 each) in the lower left corner of
// a board three points wider and taller. The box points are coloured from `cells` (0 empty,
// 1 black, 2 white, value mod 3). The column next to the box, the row above it and their corner
// are one wall of one colour (`wall_colours`), and the two outer columns and rows are empty, so the
// wall is one string with six liberties or more outside the box: it can never be captured in the
// exact game (no play outside the box), and the reader takes it as alive ("A string with five
// liberties is always considered alive"), so the fight stays in the box. A ko shape is stamped in the box at `ko_at`: a stone there, its
// ko point on the box neighbour chosen by `ko_direction`, the stone's other neighbours of the other
// colour and the ko point's other neighbours of the stone's colour; then every string without a
// liberty is removed (with `second_ko`, a second ko shape is stamped the same way first, with its
// stone of the other colour, so that two kos can be fought). The problem is kept only if the
// first ko shape survives (a ko capture is possible
// at the ko point) and the box has at most `max_empty` empty points. With `captured`, the ko
// capture is played, so the ko ban is in force at the start. The target is one of the box strings
// with one to three liberties, all in the box, that touch the ko stone or the ko point (or are the
// ko stone), chosen by `target`. The region is the box. Shrinking a cell toward 0 empties a box
// point.

#include <cstdint>
#include <optional>
#include <vector>

#include "reading/local_problem.h"
#include "spec/record.h"

namespace kospec::reading {

/// The choices a generated problem is made from.
struct ProblemSpec {
  int columns = 4;             ///< box columns, 3..4
  int rows = 3;                ///< box rows, 3..4
  std::vector<int> cells;      ///< box points, row by row from the bottom, `columns` a row
  int wall_colours = 0;        ///< bit 0: the wall is white (else black)
  int ko_at = 0;               ///< the ko stone's box point (mod the number of box points)
  int ko_direction = 0;        ///< which box neighbour is the ko point (mod their number)
  bool white_ko_stone = true;  ///< the colour of the stone that can be taken in the ko
  bool captured = false;       ///< play the ko capture first (the ban is then in force)
  bool second_ko = false;      ///< stamp a second ko shape (same construction) at `ko2_at`
  int ko2_at = 0;              ///< the second ko stone's box point
  int ko2_direction = 0;       ///< the second ko point, among the box neighbours
  int target = 0;              ///< which candidate string is read (mod their number)
};

/// The problem a spec describes, or nullopt if it has none (see above).
std::optional<LocalProblem> build_problem(const ProblemSpec& spec, std::size_t max_empty = 10);

/// A generated problem as a game record: the position before the ko capture when the ban is in
/// force, then that capture as the one move (replaying it sets the ban, for GNU Go's loadsgf too).
struct ProblemRecord {
  GameSetup setup;          ///< the board and stones; to_move is the first mover
  std::vector<Move> moves;  ///< empty, or the ko capture
};

/// The record of the problem a spec describes; nullopt if it has none.
std::optional<ProblemRecord> problem_record(const ProblemSpec& spec, std::size_t max_empty = 10);

/// A spec drawn from a splitmix64 state (advanced), on a board of the given size.
ProblemSpec random_spec(std::uint64_t& state, int columns, int rows);

/// The first `count` problems built from specs drawn from `seed` (boxes cycling through 3x3, 4x3 and,
/// unless `small_boxes`, 4x4), each with at most `max_empty` empty points: a fixed problem set.
std::vector<LocalProblem> problem_set(std::uint64_t seed, std::size_t count,
                                      std::size_t max_empty = 10, bool small_boxes = false);

}  // namespace kospec::reading
