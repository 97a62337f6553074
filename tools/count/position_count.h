#pragma once
// What `kospec count positions` reports, however it was computed: the search from the empty board
// (one process: reachable.h; several ranks: tools/distributed/count_ranks.h) and the legal
// colourings checked against the positions it reached (legal.h).

#include <cstdint>
#include <string>

#include "tools/count/legal.h"
#include "tools/run/run_control.h"
#include "tools/smallboard/bit_board.h"

namespace kospec::count {

/// The counts of a board's game graph.
struct PositionCount {
  std::uint64_t positions = 0;      ///< positions reached from the empty board
  std::uint64_t expanded = 0;       ///< positions whose moves were all generated
  std::uint64_t edges = 0;          ///< moves from expanded positions that change the position
  int steps = 0;                    ///< sweeps (one process) or levels (ranks) of the search
  std::string step_name = "sweep";  ///< "sweep" or "level", for the interruption message
  std::uint64_t table_bytes = 0;    ///< bytes of the visited tables (per rank on several ranks)
  bool search_complete = false;     ///< every reached position was expanded
  LegalCount legal;                 ///< the legal colourings (counted once the search is complete)
};

/// Counts in this process: enumerate_reachable, then count_legal over its table.
PositionCount count_positions(const smallboard::BitBoard& board, const run::RunControl& control);

}  // namespace kospec::count
