#include "tools/solve/symmetry.h"

#include <vector>

#include "spec/board_symmetry.h"

namespace kospec::solve {

BoardSymmetry::BoardSymmetry(int columns, int rows, bool enabled) {
  std::vector<PointMap> maps = board_automorphisms(Graph::grid(columns, rows));
  if (!enabled) maps.resize(1);  // the identity
  count_ = static_cast<int>(maps.size());
  const int points = columns * rows;
  for (int t = 0; t < count_; ++t) {
    for (int p = 0; p < points; ++p) {
      image_[static_cast<std::size_t>(t)][static_cast<std::size_t>(p)] =
          static_cast<std::int8_t>(maps[static_cast<std::size_t>(t)][static_cast<std::size_t>(p)]);
    }
  }
  for (int t = 0; t < count_; ++t) {
    for (int u = 0; u < count_; ++u) {
      bool undoes = true;
      for (int p = 0; p < points && undoes; ++p) undoes = point(u, point(t, p)) == p;
      if (undoes) inverse_[static_cast<std::size_t>(t)] = u;
    }
    for (int byte = 0; byte < 4; ++byte) {
      for (int value = 0; value < 256; ++value) {
        std::uint32_t image = 0;
        for (int bit = 0; bit < 8; ++bit) {
          const int p = 8 * byte + bit;
          if ((value >> bit & 1) != 0 && p < points) image |= std::uint32_t{1} << point(t, p);
        }
        bytes_[static_cast<std::size_t>(t)][static_cast<std::size_t>(byte)]
              [static_cast<std::size_t>(value)] = image;
      }
    }
  }
}

}  // namespace kospec::solve
