#include "engine/treap_sets.h"

namespace kospec::engine {

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

std::uint32_t TreapSets::from_sorted(
    const std::vector<std::pair<std::uint64_t, std::uint32_t>>& entries) {
  // The Cartesian tree: each entry's parent among the entries (a stack holds the right spine),
  // then the nodes made children first (an entry's children come before it in a post-order).
  constexpr std::size_t kNoChild = ~std::size_t{0};
  const std::size_t n = entries.size();
  std::vector<std::size_t> left(n, kNoChild), right(n, kNoChild), spine;
  for (std::size_t i = 0; i < n; ++i) {
    std::size_t last = kNoChild;
    while (!spine.empty() && priority(entries[spine.back()].first) < priority(entries[i].first)) {
      last = spine.back();
      spine.pop_back();
    }
    left[i] = last;
    if (!spine.empty()) right[spine.back()] = i;
    spine.push_back(i);
  }
  if (n == 0) return 0;
  std::vector<std::uint32_t> id(n, 0);
  std::vector<std::pair<std::size_t, bool>> stack{{spine.front(), false}};
  while (!stack.empty()) {
    auto [i, children_done] = stack.back();
    stack.pop_back();
    if (!children_done) {
      stack.push_back({i, true});
      if (right[i] != kNoChild) stack.push_back({right[i], false});
      if (left[i] != kNoChild) stack.push_back({left[i], false});
      continue;
    }
    id[i] = make(entries[i].first, entries[i].second, left[i] == kNoChild ? 0 : id[left[i]],
                 right[i] == kNoChild ? 0 : id[right[i]]);
  }
  return id[spine.front()];
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

}  // namespace kospec::engine
