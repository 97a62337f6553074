#include "tools/count/split.h"

#include <bit>
#include <map>
#include <utility>

#include "spec/error.h"

namespace kospec::count {

namespace {

using Key = std::pair<std::uint64_t, unsigned>;  // (visited, end)

std::uint64_t checked_add(std::uint64_t a, std::uint64_t b) {
  std::uint64_t sum = 0;
  require(!__builtin_add_overflow(a, b, &sum), "split_paths: a path count overflows 64 bits");
  return sum;
}

// The least image of (visited, end) under the permutations: the class's representative.
Key canonical(const std::vector<std::vector<std::uint32_t>>& permutations, std::uint64_t visited,
              unsigned end) {
  Key best{visited, end};
  for (const auto& perm : permutations) {
    std::uint64_t image = 0;
    for (std::uint64_t rest = visited; rest != 0; rest &= rest - 1) {
      image |= std::uint64_t{1} << perm[static_cast<std::size_t>(std::countr_zero(rest))];
    }
    best = std::min(best, Key{image, perm[end]});
  }
  return best;
}

}  // namespace

Split split_paths(const std::vector<std::uint64_t>& adjacency, unsigned start,
                  const std::vector<std::vector<std::uint32_t>>& permutations,
                  std::size_t min_subtrees) {
  require(adjacency.size() <= 64 && start < adjacency.size(), "split_paths: at most 64 nodes");
  for (const auto& perm : permutations) {
    require(perm.size() == adjacency.size() && perm[start] == start,
            "split_paths: each permutation must map every node and fix the start");
  }
  Split split;
  split.subtrees.push_back({std::uint64_t{1} << start, start, 1});
  while (split.subtrees.size() < min_subtrees) {
    std::map<Key, std::uint64_t> next;
    for (const Subtree& s : split.subtrees) {
      for (std::uint64_t onward = adjacency[s.end] & ~s.visited; onward != 0;
           onward &= onward - 1) {
        const unsigned node = static_cast<unsigned>(std::countr_zero(onward));
        const Key key = canonical(permutations, s.visited | (std::uint64_t{1} << node), node);
        std::uint64_t& weight = next[key];
        weight = checked_add(weight, s.weight);
      }
    }
    if (next.empty()) break;
    for (const Subtree& s : split.subtrees) split.shorter = checked_add(split.shorter, s.weight);
    split.subtrees.clear();
    for (const auto& [key, weight] : next)
      split.subtrees.push_back({key.first, key.second, weight});
    ++split.depth;
  }
  return split;
}

}  // namespace kospec::count
