#pragma once
// Moves as the solvers store them in tables and lines: a point index, or one of two codes.

#include "engine/pass_code.h"

namespace kospec::solve {

/// The code of a pass (the project's one pass code).
inline constexpr int kPassCode = engine::kPassPoint;
/// No move known yet.
inline constexpr int kNoMove = -2;

}  // namespace kospec::solve
