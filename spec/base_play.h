#pragma once
// The base rules of a move, composed from OCC, R5 (with R3, R4), SUI and PASS: what a move does to
// the board and whether the base rules allow it. Ko rules are not base rules: see rules/.

#include "spec/base_self_capture.h"
#include "spec/configuration.h"
#include "spec/graph.h"
#include "spec/move.h"
#include "spec/trace.h"

namespace kospec {

/// What a move does under the base rules.
struct PlayResult {
  Verdict verdict;            ///< legal or illegal, decided by OCC, SUI or PASS, with the trace
  Configuration after;        ///< the configuration the move leaves (the one before if illegal)
  PointSet captured;          ///< the opponent stones it removes (R5)
  PointSet self_captured;     ///< its own stones it removes (SUI, when allowed)
  bool self_capture = false;  ///< whether it is a self-capture (SUI), allowed or not
};

/// Applies the base rules to `move` played in `before` on `graph`.
PlayResult apply_base_rules(const Graph& graph, const Configuration& before, const Move& move,
                            SelfCapture self_capture);

/// "D4, E5" style list of point names in index order ("none" when empty).
std::string point_list(const Graph& graph, const PointSet& points);

}  // namespace kospec
