#include "sgf/sgf_writer.h"

#include <utility>

#include "spec/error.h"

namespace kospec::sgf {

namespace {

bool is_identifier(const std::string& id) {
  if (id.empty()) return false;
  for (char c : id) {
    if (c < 'A' || c > 'Z') return false;
  }
  return true;
}

void write_value(std::string& out, const std::string& value) {
  out += '[';
  for (char c : value) {
    if (c == ']' || c == '\\') out += '\\';
    out += c;
  }
  out += ']';
}

void write_node(std::string& out, const Node& node) {
  out += ';';
  for (const Property& property : node.properties) {
    require(is_identifier(property.id),
            "sgf::write: a property identifier must be upper-case letters");
    require(!property.values.empty(), "sgf::write: a property must have at least one value");
    out += property.id;
    for (const std::string& value : property.values) write_value(out, value);
  }
}

// The child of `node` at `index`, checking that it points back to `node` (so no cycle can loop).
std::size_t child_of(const Collection& collection, std::size_t node, std::size_t index) {
  const std::size_t child = collection.nodes[node].children[index];
  require(child < collection.nodes.size() && collection.nodes[child].parent == node,
          "sgf::write: a child must be a node whose parent is the node above it");
  return child;
}

// Writes one game tree without recursion: a node with one child continues its sequence, a node
// with several opens a parenthesised variation for each.
void write_tree(std::string& out, const Collection& collection, std::size_t root) {
  require(root < collection.nodes.size() && collection.nodes[root].parent == kNoParent,
          "sgf::write: a root must be a node without a parent");
  std::vector<std::pair<std::size_t, std::size_t>> branches;  // (node, next child to write)
  out += '(';
  std::size_t current = root;
  write_node(out, collection.nodes[current]);
  for (;;) {
    const std::size_t children = collection.nodes[current].children.size();
    if (children == 1) {
      current = child_of(collection, current, 0);
      out += '\n';
      write_node(out, collection.nodes[current]);
      continue;
    }
    if (children > 1) {
      branches.emplace_back(current, 1);
      current = child_of(collection, current, 0);
      out += "\n(";
      write_node(out, collection.nodes[current]);
      continue;
    }
    out += ')';
    while (!branches.empty() &&
           branches.back().second == collection.nodes[branches.back().first].children.size()) {
      branches.pop_back();
      out += ')';
    }
    if (branches.empty()) break;
    auto& [branch, next] = branches.back();
    current = child_of(collection, branch, next++);
    out += "\n(";
    write_node(out, collection.nodes[current]);
  }
  out += '\n';
}

}  // namespace

std::string write(const Collection& collection) {
  std::string out;
  for (std::size_t root : collection.roots) write_tree(out, collection, root);
  return out;
}

}  // namespace kospec::sgf
