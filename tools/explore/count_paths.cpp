#include "tools/explore/count_paths.h"

#include <bit>

#include "spec/error.h"

namespace kospec::explore {

SimplePathWalker::SimplePathWalker(const std::vector<std::uint64_t>& adjacency, unsigned start,
                                   std::uint64_t visited)
    : adjacency_(adjacency.data()), visited_(visited) {
  require(adjacency.size() <= kMaxNodes && start < adjacency.size() && ((visited >> start) & 1U),
          "SimplePathWalker: at most 64 nodes, and the start node must be visited");
  nodes_[0] = start;
  candidates_[0] = adjacency_[start] & ~visited;
}

bool SimplePathWalker::walk(std::uint64_t budget) {
  if (finished_) return true;
  const std::uint64_t* const adjacency = adjacency_;
  std::uint64_t* const candidates = candidates_.data();
  unsigned* const nodes = nodes_.data();
  std::uint64_t visited = visited_;
  std::uint64_t paths = paths_;
  const std::uint64_t limit = paths + budget;
  int depth = depth_;
  for (;;) {
    const std::uint64_t c = candidates[depth];
    if (c == 0) {
      if (depth == 0) {
        finished_ = true;
        break;
      }
      visited &= ~(std::uint64_t{1} << nodes[depth]);
      --depth;
      continue;
    }
    const unsigned next = static_cast<unsigned>(std::countr_zero(c));
    candidates[depth] = c & (c - 1);
    ++paths;
    const std::uint64_t onward = adjacency[next] & ~visited;
    if (onward != 0) {
      visited |= std::uint64_t{1} << next;
      ++depth;
      nodes[depth] = next;
      candidates[depth] = onward;
    }
    if (paths >= limit) break;
  }
  visited_ = visited;
  paths_ = paths;
  depth_ = depth;
  return finished_;
}

}  // namespace kospec::explore
