#include "engine/symmetry.h"

#include <algorithm>

#include "spec/error.h"

namespace kospec::engine {

Mask map_mask(const PointMap& map, Mask mask) {
  Mask image;
  for_each_point(mask, [&](int p) { image |= Mask::of(map[static_cast<std::size_t>(p)]); });
  return image;
}

Board map_board(const PointMap& map, const Board& board) {
  return {map_mask(map, board.black), map_mask(map, board.white)};
}

PointMapGroup::PointMapGroup(std::vector<PointMap> maps) : maps_(std::move(maps)) {
  const auto n = maps_.size();
  require(n > 0 && std::is_sorted(maps_[0].begin(), maps_[0].end()),
          "PointMapGroup: the identity comes first");
  auto number = [&](const PointMap& m) {
    const auto it = std::find(maps_.begin(), maps_.end(), m);
    require(it != maps_.end(), "PointMapGroup: the maps are not closed under composition");
    return static_cast<int>(it - maps_.begin());
  };
  compose_.resize(n * n);
  inverse_.resize(n);
  for (std::size_t a = 0; a < n; ++a) {
    for (std::size_t b = 0; b < n; ++b) {
      PointMap ab(maps_[b].size());
      for (std::size_t p = 0; p < ab.size(); ++p)
        ab[p] = maps_[a][static_cast<std::size_t>(maps_[b][p])];
      compose_[a * n + b] = number(ab);
      if (compose_[a * n + b] == 0) inverse_[a] = static_cast<int>(b);
    }
  }
}

}  // namespace kospec::engine
