#pragma once
// Symmetry in the model checker: the board's reflections and rotations that keep the start state
// and the region map every reachable state onto a reachable state with the same future up to the
// map (ExactRules::image), so exploring one state of each class loses nothing that is the same
// up to symmetry: the state count of the classes, termination, the longest game and the lassos
// (lifted back to real moves by ExactGraph::lift).

#include <memory>
#include <optional>
#include <utility>
#include <vector>

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
  /// canonical(state) where that adds nothing to the rules' stores; nullopt where the least image
  /// is a state without history sets whose parts are not all interned (a state no table of
  /// interned states holds yet).
  std::optional<std::pair<engine::State, int>> known_canonical(const engine::State& state);

 private:
  /// The maps whose images of the state's board are least (the first: the least of them).
  std::vector<int> least_boards(const engine::State& state) const;

  engine::ExactRules& rules_;
  std::shared_ptr<const engine::PointMapGroup> group_;
};

}  // namespace kospec::explore
