#pragma once
// The first levels of the game count, done breadth-first with merging: the number of simple paths
// that extend a path depends only on the path's end node and its set of nodes, and is the same for
// the image of both under a symmetry of the game graph. Paths of the first levels are therefore
// grouped into classes (end node, node set) up to symmetry, each counted once and weighted by the
// number of paths it stands for: the class of the eight first moves on 2x2 is one subtree of weight 8.

#include <cstdint>
#include <vector>

namespace kospec::count {

/// A class of paths of the split depth: one representative (end node, node set) and its weight.
struct Subtree {
  std::uint64_t visited = 0;  ///< the nodes of the representative path, one bit a node
  unsigned end = 0;           ///< its last node
  std::uint64_t weight = 0;   ///< how many paths from the start the class holds
};

/// The split of the path tree at some depth.
struct Split {
  std::size_t depth = 0;          ///< number of moves of the paths the subtrees stand for
  std::uint64_t shorter = 0;      ///< paths with fewer moves (the empty path included)
  std::vector<Subtree> subtrees;  ///< the classes at `depth`, in increasing (visited, end) order
};

/// Splits the simple paths from `start` of the graph `adjacency` (at most 64 nodes, no self-loops):
/// one level deeper as long as there are fewer than `min_subtrees` classes and the next level is
/// not empty. `permutations` are automorphisms of the graph fixing `start` (the identity at least).
/// Throws PreconditionError if a weight overflows 64 bits.
Split split_paths(const std::vector<std::uint64_t>& adjacency, unsigned start,
                  const std::vector<std::vector<std::uint32_t>>& permutations,
                  std::size_t min_subtrees);

}  // namespace kospec::count
