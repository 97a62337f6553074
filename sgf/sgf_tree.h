#pragma once
// A generic SGF collection (FF[4] "Collection"): game trees of nodes of properties, stored flat so
// that no operation on a tree, however deep, recurses.

#include <cstddef>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "sgf/source_pos.h"

namespace kospec::sgf {

/// The parent of a root node.
inline constexpr std::size_t kNoParent = std::numeric_limits<std::size_t>::max();

/// A property: an identifier (upper-case letters) and its values, unescaped.
struct Property {
  std::string id;  ///< "B", "AB", "SZ"...; FF[3] lower-case letters dropped
  std::vector<std::string>
      values;     ///< at least one; `\]` read as `]`, `\\` as `\`, soft breaks removed
  SourcePos pos;  ///< where the identifier starts

  /// Same identifier, values and position.
  bool operator==(const Property&) const = default;
};

/// A node: its properties in file order and its place in the tree.
struct Node {
  std::vector<Property> properties;   ///< in file order
  SourcePos pos;                      ///< where its ';' is
  std::size_t parent = kNoParent;     ///< index of the parent node, kNoParent for a root
  std::vector<std::size_t> children;  ///< indices of the child nodes; the first is the main line
};

/// A collection: every node of every game tree, and the root node of each game tree.
struct Collection {
  std::vector<Node> nodes;         ///< all nodes; parsing stores them in file order
  std::vector<std::size_t> roots;  ///< index of the root node of each game tree, in file order
};

/// The first property of the node with this identifier, or nullptr.
const Property* find(const Node& node, std::string_view id);

/// The main line of a game tree: its root, then always the first child, down to a leaf.
std::vector<std::size_t> main_line(const Collection& collection, std::size_t root);

}  // namespace kospec::sgf
