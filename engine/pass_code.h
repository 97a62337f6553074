#pragma once
// How a pass is written where moves are stored as point indices (explore's edges, the solvers'
// tables and lines, the claims' local games): one code for the whole project.

namespace kospec::engine {

/// The point code of a pass (point codes of board plays are point indices, 0 and up).
inline constexpr int kPassPoint = -1;

}  // namespace kospec::engine
