#include "tools/count/symmetry.h"

#include <algorithm>
#include <bit>

#include "spec/board_symmetry.h"
#include "spec/error.h"

namespace kospec::count {

namespace {

std::uint32_t map_mask(const std::vector<int>& image, std::uint32_t mask) {
  std::uint32_t out = 0;
  while (mask != 0) {
    const int p = std::countr_zero(mask);
    mask &= mask - 1;
    out |= std::uint32_t{1} << image[static_cast<std::size_t>(p)];
  }
  return out;
}

}  // namespace

smallboard::BitPosition Symmetry::apply(smallboard::BitPosition position) const {
  const std::uint32_t black = map_mask(image, position.black);
  const std::uint32_t white = map_mask(image, position.white);
  return swap_colours ? smallboard::BitPosition{white, black}
                      : smallboard::BitPosition{black, white};
}

std::vector<Symmetry> board_symmetries(const smallboard::BitBoard& board) {
  const int c = board.columns();
  const int r = board.rows();
  const std::vector<PointMap> maps = board_automorphisms(Graph::grid(c, r));
  std::vector<Symmetry> symmetries;
  for (bool swap : {false, true}) {
    for (const auto& image : maps) symmetries.push_back({image, swap});
  }
  return symmetries;
}

std::vector<std::vector<std::uint32_t>> node_permutations(const GameGraph& graph,
                                                          const std::vector<Symmetry>& symmetries) {
  std::vector<std::vector<std::uint32_t>> perms;
  for (const Symmetry& s : symmetries) {
    std::vector<std::uint32_t> perm;
    perm.reserve(graph.nodes.size());
    for (const smallboard::BitPosition& node : graph.nodes) {
      const auto image = graph.node_of(s.apply(node));
      require(image.has_value(),
              "node_permutations: a symmetry must map the game graph onto itself");
      perm.push_back(*image);
    }
    perms.push_back(std::move(perm));
  }
  return perms;
}

}  // namespace kospec::count
