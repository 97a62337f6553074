#pragma once
// The variations a reader tried, as a tree (GNU Go writes them as an SGF file with -o; kospec read
// --trace does the same through sgf/). Nodes are stored flat with parent indices.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "spec/move.h"

namespace kospec::reading {

/// A tree of tried moves with comments; node 0 is the position read.
class ReadTrace {
 public:
  /// One node: the move that led to it (none at the root) and its comment lines.
  struct Node {
    std::optional<Move> move;           ///< the play tried (nullopt at the root)
    std::size_t parent = 0;             ///< index of the parent (the root is its own parent)
    std::vector<std::size_t> children;  ///< tried moves from here, in order
    std::vector<std::string> comments;  ///< what happened here, one line each
  };

  /// A trace with only the root; at most `max_nodes` nodes are recorded (later ones are counted).
  explicit ReadTrace(std::size_t max_nodes = 200'000);
  /// Adds a child of the current node for a play and makes it current.
  void push(const Move& move);
  /// Makes the parent of the current node current.
  void pop();
  /// Adds a comment line to the current node.
  void comment(std::string line);
  /// Every node; nodes()[0] is the root.
  const std::vector<Node>& nodes() const { return nodes_; }
  /// Plays tried beyond max_nodes (not recorded).
  std::size_t dropped() const { return dropped_; }

 private:
  std::vector<Node> nodes_;
  std::size_t current_ = 0;
  std::size_t max_nodes_;
  std::size_t dropped_ = 0;
  std::size_t dropped_depth_ = 0;  // pushes not recorded under the current node
};

}  // namespace kospec::reading
