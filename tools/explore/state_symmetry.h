#pragma once
// Symmetry in the model checker: the board's reflections and rotations that keep the start state
// and the region map every reachable state onto a reachable state with the same future up to the
// map (ExactRules::image), so exploring one state of each class loses nothing that is the same
// up to symmetry: the state count of the classes, termination, the longest game and the lassos
// (lifted back to real moves by ExactGraph::lift).

#include <memory>
#include <utility>

#include "engine/rules.h"
#include "engine/symmetry.h"
#include "spec/point.h"

namespace kospec::explore {

/// The symmetries an exploration uses, and the least image of a state under them.
class StateSymmetry {
 public:
  /// The board's automorphisms (board_automorphisms) that map `start`, a state of
  /// `rules`, onto itself and `region` onto itself.
  StateSymmetry(engine::ExactRules& rules, const engine::State& start, const PointSet& region);

  /// The group (the identity alone when the start or the region has no symmetry).
  const std::shared_ptr<const engine::PointMapGroup>& group() const { return group_; }

  /// The least image of `state` under the group (by board, then by canonical words, so the same
  /// for every state of the class whatever the stores' ids) and the number of the map giving it.
  std::pair<engine::State, int> canonical(const engine::State& state);

 private:
  engine::ExactRules& rules_;
  std::shared_ptr<const engine::PointMapGroup> group_;
};

}  // namespace kospec::explore
