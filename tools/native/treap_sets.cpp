#include "tools/native/treap_sets.h"

namespace kospec::native {

std::uint32_t TreapSets::insert(std::uint32_t root, std::uint64_t key, std::uint32_t value) {
  if (root == 0) return make(key, value, 0, 0);
  const Node n = nodes_[root];
  if (key == n.key) return n.value == value ? root : make(key, value, n.left, n.right);
  if (key < n.key) {
    const std::uint32_t l = insert(n.left, key, value);
    const Node ln = nodes_[l];
    if (priority(ln.key) > priority(n.key)) {  // the new key rises above n: rotate right
      return make(ln.key, ln.value, ln.left, make(n.key, n.value, ln.right, n.right));
    }
    return make(n.key, n.value, l, n.right);
  }
  const std::uint32_t r = insert(n.right, key, value);
  const Node rn = nodes_[r];
  if (priority(rn.key) > priority(n.key)) {  // rotate left
    return make(rn.key, rn.value, make(n.key, n.value, n.left, rn.left), rn.right);
  }
  return make(n.key, n.value, n.left, r);
}

std::optional<std::uint32_t> TreapSets::find(std::uint32_t root, std::uint64_t key) const {
  while (root != 0) {
    const Node& n = nodes_[root];
    if (key == n.key) return n.value;
    root = key < n.key ? n.left : n.right;
  }
  return std::nullopt;
}

std::size_t TreapSets::size(std::uint32_t root) const {
  std::size_t count = 0;
  for_each(root, [&](std::uint64_t, std::uint32_t) { ++count; });
  return count;
}

}  // namespace kospec::native
