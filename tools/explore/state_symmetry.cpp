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

std::vector<int> StateSymmetry::least_boards(const engine::State& state) const {
  engine::Board least = state.board;
  std::vector<int> ties{0};
  for (int t = 1; t < group_->size(); ++t) {
    const engine::Board b = engine::map_board(group_->map(t), state.board);
    if (b < least) {
      least = b;
      ties.assign(1, t);
    } else if (b == least) {
      ties.push_back(t);
    }
  }
  return ties;
}

std::pair<engine::State, int> StateSymmetry::canonical(const engine::State& state) {
  if (group_->size() == 1) return {state, 0};
  // The least board among the images; only maps tying on it are compared on their whole state.
  const std::vector<int> ties = least_boards(state);
  int best = ties.front();
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

std::optional<std::pair<engine::State, int>> StateSymmetry::known_canonical(
    const engine::State& state) {
  if (group_->size() == 1) return std::pair{state, 0};
  if (state.whole != 0 || state.recent != 0) return canonical(state);
  const std::vector<int> ties = least_boards(state);
  if (ties.size() > 1) return canonical(state);  // (compared on their words: interned)
  const int best = ties.front();
  if (best == 0) return std::pair{state, 0};
  const std::optional<engine::State> image = rules_.known_image(state, group_->map(best));
  if (!image) return std::nullopt;
  return std::pair{*image, best};
}

}  // namespace kospec::explore
