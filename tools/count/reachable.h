#pragma once
// The positions reachable from the empty board in the game graph of Tromp & Farnebäck: moves of
// either colour on an empty point, self-capture allowed (BitBoard::play). The search keeps two
// tables of one bit per colouring (reached, and reached but not yet expanded) and sweeps the second
// in index order until it is empty: no queue, so memory is fixed at 2 * 3^n bits.

#include <cstdint>

#include "tools/count/bit_table.h"
#include "tools/run/run_control.h"
#include "tools/smallboard/bit_board.h"

namespace kospec::count {

/// Largest board whose reachable positions are enumerated: two tables of 3^20 bits (436 MB each).
inline constexpr int kMaxEnumeratedPoints = 20;
/// Largest board counted on MPI ranks (tools/distributed), whose tables share 3^n bits: 5x5.
inline constexpr int kMaxRankedPoints = 25;

/// The reached positions and the edges between them.
struct Reachable {
  /// An empty result over `colourings` colourings.
  explicit Reachable(std::uint64_t colourings) : reached(colourings) {}

  BitTable reached;             ///< ternary indices of the positions reached
  std::uint64_t positions = 0;  ///< number of positions reached
  std::uint64_t expanded = 0;   ///< positions whose moves were all generated
  std::uint64_t edges = 0;      ///< moves from expanded positions that change the position; no two
      ///< moves from one position give the same one, so these are the edges
  int sweeps = 0;                 ///< passes over the pending table, the last finding nothing
  std::uint64_t table_bytes = 0;  ///< bytes of the two tables
  bool complete = false;          ///< every reached position was expanded (not stopped early)
};

/// Searches the game graph from the empty board. Throws InputError for boards of more than
/// kMaxEnumeratedPoints points. Stops early, incomplete, when `control` asks.
Reachable enumerate_reachable(const smallboard::BitBoard& board, const run::RunControl& control);

}  // namespace kospec::count
