#pragma once
// What the cycle-set clauses (R9 with A1, R15, A2, A3) read to judge the next move: the
// configuration, the cycle-set tracker and A2's protected stones. The Game's judgements and A1.local's
// continuations (obvious_cycles.h) both gather their facts from one (move_facts.h).

#include <optional>

#include "rules/cycle_set_tracker.h"
#include "spec/a3_tko.h"

namespace kospec {

class Game;

/// A position, as the cycle-set clauses read it.
struct CycleSetPosition {
  const Graph& graph;                      ///< the board
  const Configuration& current;            ///< the configuration now
  const CycleSetTracker* tracker;          ///< R8-R15's facts and A1's obvious set (none: A2 alone)
  const std::optional<PointSet>& guarded;  ///< A2: the stones the next move may not capture
  std::size_t plies;                       ///< plies played so far
  SelfCapture self_capture;                ///< the SUI option
  A3Reading a3;                            ///< A3's reading
  bool obvious_constrains;                 ///< A1.full: A1's obvious set makes moves constrained
  const Game* game = nullptr;  ///< the game judged, checked against the spec under KOSPEC_CHECKS
                               ///< (none for a continuation of A1.local)
};

}  // namespace kospec
