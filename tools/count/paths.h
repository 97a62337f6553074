#pragma once
// The inner loop of the game count: a depth-first walk over the simple paths of a graph of at most
// 64 nodes, iterative, with the visited set as a 64-bit mask and the adjacency as one mask a node.
// It walks in slices (a budget of paths) so that a caller can report progress and stop between them.

#include <array>
#include <cstdint>
#include <vector>

namespace kospec::count {

/// Counts the simple paths that start with a given path: its end node, its nodes as a visited mask.
class SimplePathWalker {
 public:
  /// Largest number of nodes: one bit a node.
  static constexpr std::size_t kMaxNodes = 64;

  /// The walk of the paths that extend a path ending at `start` whose nodes are `visited` (which
  /// contains start), on the graph whose node i has the successors `adjacency[i]` (no self-loops).
  SimplePathWalker(const std::vector<std::uint64_t>& adjacency, unsigned start,
                   std::uint64_t visited);

  /// Walks about `budget` more paths (it stops at the first return to a shorter path after them);
  /// returns whether the walk is finished.
  bool walk(std::uint64_t budget);
  /// Whether every path has been counted.
  bool finished() const { return finished_; }
  /// Paths counted so far, the starting path included: all of them once finished.
  std::uint64_t paths() const { return paths_; }

 private:
  const std::uint64_t* adjacency_;
  std::uint64_t visited_;     // nodes of the current path
  std::uint64_t candidates_;  // successors of its end not yet tried
  std::uint64_t paths_ = 1;
  int depth_ = 0;
  bool finished_ = false;
  // For each shorter path on the stack (depth_ of them): its candidates and its nodes.
  std::array<std::uint64_t, kMaxNodes + 1> saved_candidates_{};
  std::array<std::uint64_t, kMaxNodes + 1> saved_visited_{};
};

}  // namespace kospec::count
