#pragma once
// The value of every legal move of the player to move (`kospec solve --each-move`): each move's
// position, the opponent to move, solved as solve_rows solves a start; moves that a symmetry of
// the start (a board map that keeps its state key, history included) maps onto each other are
// solved once.

#include <functional>
#include <optional>
#include <vector>

#include "rules/game.h"
#include "tools/values/values.h"

namespace kospec::values {

/// A legal move at the start and the move solved for it.
struct MoveClass {
  Move move;                    ///< the move
  std::optional<Move> same_as;  ///< an earlier move it is an image of (nullopt: solved itself)
};

/// The legal moves of the player to move at `start`, board plays in point order then the pass,
/// each with the first earlier move that a symmetry of the start maps onto it. Under the
/// cycle-set rules (whose images the state key does not write) no move is merged.
std::vector<MoveClass> legal_move_classes(const Game& start);

/// One move's row: the move and the row of the position after it.
struct MoveRow {
  MoveClass move;  ///< the move, and the move whose solve it shares
  Row row;         ///< what was found after it (the representative's, for an image)
};

/// Solves the position after each legal move of `start` (the representatives once, by
/// solve_rows and `options`), calling `done` with each solved row in order. After a stop request
/// the moves not run are left out (fewer rows than legal moves).
std::vector<MoveRow> solve_each_move(const Game& start, const ValuesOptions& options,
                                     const std::function<void(const MoveRow&)>& done = {});

}  // namespace kospec::values
