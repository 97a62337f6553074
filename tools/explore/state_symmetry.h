#pragma once
// Symmetry in the model checker: the board's reflections and rotations that keep the start state
// and the region map every reachable state onto a reachable state with the same future up to the
// map (NativeRules::image), so exploring one state of each class loses nothing that is the same
// up to symmetry: the state count of the classes, termination, the longest game and the lassos
// (lifted back to real moves by NativeGraph::lift).

#include <memory>
#include <utility>

#include "spec/point.h"
#include "tools/native/rules.h"
#include "tools/native/symmetry.h"

namespace kospec::explore {

/// The symmetries an exploration uses, and the least image of a state under them.
class StateSymmetry {
 public:
  /// The board's automorphisms (native::board_automorphisms) that map `start`, a state of
  /// `rules`, onto itself and `region` onto itself.
  StateSymmetry(native::NativeRules& rules, const native::State& start, const PointSet& region);

  /// The group (the identity alone when the start or the region has no symmetry).
  const std::shared_ptr<const native::PointMapGroup>& group() const { return group_; }

  /// The least image of `state` under the group (by board, then by canonical words, so the same
  /// for every state of the class whatever the stores' ids) and the number of the map giving it.
  std::pair<native::State, int> canonical(const native::State& state);

 private:
  native::NativeRules& rules_;
  std::shared_ptr<const native::PointMapGroup> group_;
};

}  // namespace kospec::explore
