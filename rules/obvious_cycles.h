#pragma once
// A1.local on the rules layer: the continuations of a capture (spec/a1_continuations.h), each ply
// judged by the cycle-set clauses from the tracker's incremental facts. A ply of a continuation
// costs a copy of the tracker and one incremental step, never a pass over the history; the number
// of plies is bounded by the capture's region, not by the board.

#include "rules/cycle_set_tracker.h"
#include "spec/a1_obvious_cycles.h"
#include "spec/record.h"

namespace kospec {

/// A1.local: the cycle set that the record's last ply (a capture) could obviously create, given
/// `after`, the tracker's state after that ply (its obvious set not yet set), and `reading`
/// (continuations A1.local).
PointSet local_obvious_cycle_set(const GameRecord& record, const CycleSetTracker& after,
                                 const A1Reading& reading);

}  // namespace kospec
