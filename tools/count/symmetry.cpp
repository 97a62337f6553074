#include "tools/count/symmetry.h"

#include <algorithm>
#include <bit>

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
  // The eight maps of the square's dihedral group on (column, row); those exchanging the axes
  // apply only when the board is square.
  std::vector<std::vector<int>> maps;
  for (int transform = 0; transform < 8; ++transform) {
    const bool transpose = transform >= 4;
    if (transpose && c != r) continue;
    const bool flip_columns = (transform & 1) != 0;
    const bool flip_rows = (transform & 2) != 0;
    std::vector<int> image(static_cast<std::size_t>(board.points()));
    for (int row = 0; row < r; ++row) {
      for (int column = 0; column < c; ++column) {
        int x = flip_columns ? c - 1 - column : column;
        int y = flip_rows ? r - 1 - row : row;
        if (transpose) std::swap(x, y);
        image[static_cast<std::size_t>(row * c + column)] = y * c + x;
      }
    }
    if (std::find(maps.begin(), maps.end(), image) == maps.end()) maps.push_back(std::move(image));
  }
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
