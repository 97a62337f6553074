// Hash-consed treap sets: the same contents as a std::map under random inserts, and one id for one
// set whatever the order its keys were inserted in (the property that lets states merge).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>

#include "engine/treap_sets.h"

namespace kospec::engine {
namespace {

TEST(ENGINE_TreapSets, ContentsMatchAMapUnderRandomInserts) {
  TreapSets sets;
  std::mt19937_64 rng(7);
  std::uint32_t root = 0;
  std::map<std::uint64_t, std::uint32_t> model;
  for (int i = 0; i < 2000; ++i) {
    const std::uint64_t key = rng() % 300;
    const auto value = static_cast<std::uint32_t>(rng() % 3);
    root = sets.insert(root, key, value);
    model[key] = value;
  }
  EXPECT_EQ(sets.size(root), model.size());
  for (std::uint64_t k = 0; k < 300; ++k) {
    const auto found = sets.find(root, k);
    const auto it = model.find(k);
    ASSERT_EQ(found.has_value(), it != model.end()) << k;
    if (found) {
      EXPECT_EQ(*found, it->second);
    }
  }
  std::vector<std::uint64_t> keys;
  sets.for_each(root, [&](std::uint64_t k, std::uint32_t) { keys.push_back(k); });
  EXPECT_TRUE(std::is_sorted(keys.begin(), keys.end()));
}

TEST(ENGINE_TreapSets, EqualSetsAreOneIdWhateverTheOrder) {
  TreapSets sets;
  std::vector<std::uint64_t> keys(60);
  for (std::size_t i = 0; i < keys.size(); ++i) keys[i] = i * 7919 + 3;
  std::mt19937_64 rng(11);
  std::uint32_t first = 0;
  for (int round = 0; round < 20; ++round) {
    std::shuffle(keys.begin(), keys.end(), rng);
    std::uint32_t root = 0;
    for (std::uint64_t k : keys) root = sets.insert(root, k, 1);
    if (round == 0) first = root;
    EXPECT_EQ(root, first);
  }
  // A different set is a different id; the empty set is 0.
  EXPECT_NE(sets.insert(first, 5, 1), first);
  EXPECT_EQ(sets.insert(first, keys[0], 1), first);  // inserting a present key changes nothing
  EXPECT_NE(sets.insert(first, keys[0], 2), first);  // a different value is a different set
}

TEST(ENGINE_TreapSets, ExtendingALineSharesAllButAFewNodes) {
  TreapSets sets;
  std::uint32_t root = 0;
  for (std::uint64_t k = 0; k < 1000; ++k) root = sets.insert(root, mix64(k), 0);
  const std::size_t before = sets.nodes();
  sets.insert(root, mix64(5000), 0);
  // One insert copies one root-to-leaf path (and its rotations): O(log n) nodes, not O(n).
  EXPECT_LT(sets.nodes() - before, 64U);
}

TEST(ENGINE_TreapSets, ASetBuiltFromSortedKeysIsTheSetInsertsMake) {
  TreapSets sets;
  std::mt19937_64 rng(11);
  for (int round = 0; round < 200; ++round) {
    std::map<std::uint64_t, std::uint32_t> model;
    std::uint32_t root = 0;
    const int n = static_cast<int>(rng() % 40);
    for (int i = 0; i < n; ++i) {
      const std::uint64_t key = rng() % 1000;
      const auto value = static_cast<std::uint32_t>(rng() % 3);
      root = sets.insert(root, key, value);
      model[key] = value;
    }
    const std::vector<std::pair<std::uint64_t, std::uint32_t>> sorted(model.begin(), model.end());
    EXPECT_EQ(sets.from_sorted(sorted), root) << "round " << round;
  }
}

}  // namespace
}  // namespace kospec::engine
