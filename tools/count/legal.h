#pragma once
// The legal positions of a board counted directly: every colouring of the points in black, white
// and empty, kept when every string has a liberty (Tromp & Farnebäck's definition). Compared with the
// positions reached from the empty board, it checks that the enumeration reaches all of them.

#include <cstdint>

#include "tools/count/bit_table.h"
#include "tools/run/run_control.h"
#include "tools/smallboard/bit_board.h"

namespace kospec::count {

/// Largest board whose colourings are all visited: 3^20, about 3.5e9.
inline constexpr int kMaxColouredPoints = 20;

/// The legal colourings, and how many of them a search reached.
struct LegalCount {
  std::uint64_t colourings = 0;         ///< colourings visited (3^n when complete)
  std::uint64_t legal = 0;              ///< legal colourings among them
  std::uint64_t legal_and_reached = 0;  ///< legal colourings in the `reached` table (0 without one)
  std::uint64_t reached_illegal = 0;    ///< reached colourings that are not legal (0 without one)
  bool complete = false;                ///< every colouring was visited
};

/// Counts the legal colourings of `board`; with `reached` (ternary indices of a search), also how
/// many of them, and how many illegal ones, it holds. Throws InputError above kMaxColouredPoints.
LegalCount count_legal(const smallboard::BitBoard& board, const BitTable* reached,
                       const run::RunControl& control);

}  // namespace kospec::count
