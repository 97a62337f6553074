#include "sgf/sgf_tree.h"

#include "spec/error.h"

namespace kospec::sgf {

const Property* find(const Node& node, std::string_view id) {
  for (const Property& property : node.properties) {
    if (property.id == id) return &property;
  }
  return nullptr;
}

std::vector<std::size_t> main_line(const Collection& collection, std::size_t root) {
  require(root < collection.nodes.size(), "sgf::main_line: root must be a node of the collection");
  std::vector<std::size_t> line{root};
  for (;;) {
    const Node& node = collection.nodes[line.back()];
    if (node.children.empty()) break;
    const std::size_t next = node.children.front();
    require(next < collection.nodes.size() && collection.nodes[next].parent == line.back(),
            "sgf::main_line: a child must be a node whose parent is the node above it");
    line.push_back(next);
    require(line.size() <= collection.nodes.size(), "sgf::main_line: the children form a cycle");
  }
  return line;
}

}  // namespace kospec::sgf
