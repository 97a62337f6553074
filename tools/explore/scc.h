#pragma once
// Strongly connected components in linear time: an iterative Tarjan over a graph in compressed
// rows (every model-checking graph of kospec is turned into one: the exact state graph, the
// listing of a small one).

#include <cstdint>
#include <vector>

namespace kospec::explore {

/// A directed graph in compressed rows: the successors of v are to[first[v]] .. to[first[v+1]-1].
struct Adjacency {
  std::vector<std::uint32_t> first;  ///< one entry per vertex, and one past the last
  std::vector<std::uint32_t> to;     ///< successor vertices
  /// Number of vertices.
  std::size_t size() const { return first.empty() ? 0 : first.size() - 1; }
};

/// The strongly connected components: a component number per vertex, and whether each component
/// holds a cycle (two vertices or more, or a loop).
struct Components {
  std::vector<std::uint32_t> of;  ///< component of each vertex
  std::vector<bool> cyclic;       ///< per component: it holds a cycle
};

/// The components of `graph` (Tarjan, iterative: no recursion depth limit).
Components strongly_connected(const Adjacency& graph);

}  // namespace kospec::explore
