#include "tools/fuzz/delta_debug.h"

#include <algorithm>
#include <numeric>

namespace kospec::fuzz {

Subset ddmin(std::size_t units, const std::function<bool(const Subset&)>& fails,
             std::size_t budget) {
  Subset current(units);
  std::iota(current.begin(), current.end(), std::size_t{0});
  std::size_t calls = 0;
  auto test = [&](const Subset& s) { return calls++ < budget && fails(s); };
  std::size_t n = 2;
  while (current.size() >= 2 && calls < budget) {
    const std::size_t size = current.size();
    n = std::min(n, size);
    bool reduced = false;
    // Split into n chunks of nearly equal size; try each chunk, then each complement.
    std::vector<Subset> chunks(n);
    for (std::size_t i = 0; i < size; ++i) chunks[i * n / size].push_back(current[i]);
    for (const Subset& chunk : chunks) {
      if (n > 2 && test(chunk)) {  // with n == 2 a chunk is a complement, tried below
        current = chunk;
        n = 2;
        reduced = true;
        break;
      }
    }
    if (!reduced) {
      for (const Subset& chunk : chunks) {
        Subset complement;
        std::set_difference(current.begin(), current.end(), chunk.begin(), chunk.end(),
                            std::back_inserter(complement));
        if (test(complement)) {
          current = std::move(complement);
          n = std::max<std::size_t>(n - 1, 2);
          reduced = true;
          break;
        }
      }
    }
    if (reduced) continue;
    if (n >= size) break;  // every single unit was tried: 1-minimal
    n = std::min(size, n * 2);
  }
  if (current.size() == 1 && calls < budget && test({})) current.clear();
  return current;
}

}  // namespace kospec::fuzz
