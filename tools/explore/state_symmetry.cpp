#include "tools/explore/state_symmetry.h"

#include <vector>

namespace kospec::explore {

StateSymmetry::StateSymmetry(engine::ExactRules& rules, const engine::State& start,
                             const PointSet& region)
    : rules_(rules) {
  const engine::Mask area = engine::mask_of(region);
  std::vector<PointMap> kept;
  for (const PointMap& map : board_automorphisms(rules.graph())) {
    if (engine::map_mask(map, area) == area && rules.image(start, map) == start)
      kept.push_back(map);
  }
  group_ = std::make_shared<const engine::PointMapGroup>(std::move(kept));
}

std::pair<engine::State, int> StateSymmetry::canonical(const engine::State& state) {
  const int n = group_->size();
  if (n == 1) return {state, 0};
  // The least board among the images; only maps tying on it are compared on their whole state.
  int best = 0;
  engine::Board least = state.board;
  std::vector<int> ties{0};
  for (int t = 1; t < n; ++t) {
    const engine::Board b = engine::map_board(group_->map(t), state.board);
    if (b < least) {
      least = b;
      best = t;
      ties.assign(1, t);
    } else if (b == least) {
      ties.push_back(t);
    }
  }
  if (ties.size() == 1) return {best == 0 ? state : rules_.image(state, group_->map(best)), best};
  engine::State chosen = best == 0 ? state : rules_.image(state, group_->map(best));
  std::vector<std::uint64_t> chosen_words = rules_.encode(chosen);
  for (std::size_t i = 1; i < ties.size(); ++i) {
    const engine::State image = rules_.image(state, group_->map(ties[i]));
    if (image == chosen) continue;
    std::vector<std::uint64_t> words = rules_.encode(image);
    if (words < chosen_words) {
      chosen = image;
      chosen_words = std::move(words);
      best = ties[i];
    }
  }
  return {chosen, best};
}

}  // namespace kospec::explore
