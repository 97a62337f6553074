#include "tools/count/paths.h"

#include <bit>

#include "spec/error.h"

namespace kospec::count {

SimplePathWalker::SimplePathWalker(const std::vector<std::uint64_t>& adjacency, unsigned start,
                                   std::uint64_t visited)
    : adjacency_(adjacency.data()), visited_(visited) {
  require(adjacency.size() <= kMaxNodes && start < adjacency.size() && ((visited >> start) & 1U),
          "SimplePathWalker: at most 64 nodes, and the start node must be visited");
  candidates_ = adjacency_[start] & ~visited;
}

// The current path's candidates and nodes live in registers; they go to the stack only when a
// candidate has onward moves and becomes the new end. Leaves (no onward move) cost no store.
bool SimplePathWalker::walk(std::uint64_t budget) {
  if (finished_) return true;
  const std::uint64_t* const adjacency = adjacency_;
  std::uint64_t* const saved_candidates = saved_candidates_.data();
  std::uint64_t* const saved_visited = saved_visited_.data();
  std::uint64_t visited = visited_;
  std::uint64_t candidates = candidates_;
  std::uint64_t paths = paths_;
  const std::uint64_t limit = paths + budget;
  int depth = depth_;
  for (;;) {
    while (candidates != 0) {
      const unsigned next = static_cast<unsigned>(std::countr_zero(candidates));
      candidates &= candidates - 1;
      ++paths;
      const std::uint64_t onward = adjacency[next] & ~visited;
      if (onward != 0) {
        saved_candidates[depth] = candidates;
        saved_visited[depth] = visited;
        ++depth;
        visited |= std::uint64_t{1} << next;
        candidates = onward;
      }
    }
    if (depth == 0) {
      finished_ = true;
      break;
    }
    --depth;
    candidates = saved_candidates[depth];
    visited = saved_visited[depth];
    if (paths >= limit) break;
  }
  visited_ = visited;
  candidates_ = candidates;
  paths_ = paths;
  depth_ = depth;
  return finished_;
}

}  // namespace kospec::count
