#pragma once
// Moves as the solvers store them in tables and lines: a point index, or one of two codes.

namespace kospec::solve {

/// The code of a pass.
inline constexpr int kPassCode = -2;
/// No move known yet.
inline constexpr int kNoMove = -1;

}  // namespace kospec::solve
