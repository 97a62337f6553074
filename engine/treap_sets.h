#pragma once
// Sets of 64-bit keys (each with a small value) as hash-consed treaps: persistent, so a set and the
// set one key larger share all but O(log n) nodes (the histories of states that extend the same
// line are shared), and canonical, so equal sets are the same node: a treap's shape is determined
// by its keys when each key's priority is a fixed function of the key, and hash-consing makes equal
// subtrees one node. Set equality is id equality. Id 0 is the empty set.

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "engine/interner.h"
#include "spec/hash.h"

namespace kospec::engine {

/// A store of treap nodes; sets are the ids of their root nodes.
class TreapSets {
 public:
  /// The set `root` with `key` mapped to `value` (added, or its value replaced).
  std::uint32_t insert(std::uint32_t root, std::uint64_t key, std::uint32_t value);
  /// The set of `entries` (keys strictly increasing, with their values): the set inserting them
  /// one by one makes, built in one pass (a Cartesian tree on the keys' priorities).
  std::uint32_t from_sorted(const std::vector<std::pair<std::uint64_t, std::uint32_t>>& entries);
  /// The value of `key` in the set `root`, if present.
  std::optional<std::uint32_t> find(std::uint32_t root, std::uint64_t key) const;
  /// Number of keys of a set (walks it: for tests and reports).
  std::size_t size(std::uint32_t root) const;
  /// Calls f(key, value) for every key of the set, in increasing key order.
  template <class F>
  void for_each(std::uint32_t root, F&& f) const {
    if (root == 0) return;
    const Node& n = nodes_[root];
    for_each(n.left, f);
    f(n.key, n.value);
    for_each(n.right, f);
  }
  /// Number of distinct nodes stored.
  std::size_t nodes() const { return nodes_.size(); }
  /// Bytes held.
  std::size_t bytes() const { return nodes_.bytes(); }

 private:
  struct Node {
    std::uint64_t key = 0;
    std::uint32_t value = 0;
    std::uint32_t left = 0;
    std::uint32_t right = 0;
    bool operator==(const Node&) const = default;
  };
  struct NodeHash {
    std::uint64_t operator()(const Node& n) const {
      return hash_combine(hash_combine(mix64(n.key), n.value),
                          (std::uint64_t{n.left} << 32) | n.right);
    }
  };
  static std::uint64_t priority(std::uint64_t key) { return mix64(key ^ 0x5851F42D4C957F2DULL); }
  std::uint32_t make(std::uint64_t key, std::uint32_t value, std::uint32_t left,
                     std::uint32_t right) {
    return nodes_.intern(Node{key, value, left, right});
  }

  Interner<Node, NodeHash> nodes_;
};

}  // namespace kospec::engine
