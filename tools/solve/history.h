#pragma once
// The history a superko reads, as the native solver keeps it along the searched line: a set of
// 64-bit history keys (a position, with the player tag SSK and NSSK need); the state keeps its
// fingerprints beside it (fingerprint.h). Open addressing with linear probing; removal shifts the chain back
// (Knuth's Algorithm R), so no tombstones accumulate during a long search.

#include <cstdint>
#include <vector>

#include "spec/hash.h"

namespace kospec::solve {

/// A set of nonzero 64-bit keys.
class HistorySet {
 public:
  /// An empty set that holds up to `capacity` keys before it grows.
  explicit HistorySet(std::size_t capacity = 64) { rehash(capacity); }

  /// Whether `key` is in the set.
  bool contains(std::uint64_t key) const {
    for (std::size_t i = slot_of(key);; i = (i + 1) & mask_) {
      if (slots_[i] == key) return true;
      if (slots_[i] == 0) return false;
    }
  }
  /// Adds `key` unless present; returns whether it was added. Precondition: key != 0.
  bool insert(std::uint64_t key) {
    if (4 * (size_ + 1) > 3 * slots_.size()) rehash(2 * slots_.size());
    std::size_t i = slot_of(key);
    for (; slots_[i] != 0; i = (i + 1) & mask_) {
      if (slots_[i] == key) return false;
    }
    slots_[i] = key;
    ++size_;
    return true;
  }
  /// Removes `key`. Precondition: it is in the set.
  void erase(std::uint64_t key) {
    std::size_t i = slot_of(key);
    while (slots_[i] != key) i = (i + 1) & mask_;
    slots_[i] = 0;
    // Shift back every later key of the chain whose home slot is not cyclically in (i, j].
    for (std::size_t j = (i + 1) & mask_; slots_[j] != 0; j = (j + 1) & mask_) {
      const std::size_t home = slot_of(slots_[j]);
      const bool stays = i < j ? (home > i && home <= j) : (home > i || home <= j);
      if (stays) continue;
      slots_[i] = slots_[j];
      slots_[j] = 0;
      i = j;
    }
    --size_;
  }
  /// The number of keys.
  std::size_t size() const { return size_; }

 private:
  std::size_t slot_of(std::uint64_t key) const {
    return static_cast<std::size_t>(mix64(key)) & mask_;
  }
  void rehash(std::size_t capacity) {
    std::size_t n = 16;
    while (n < capacity) n *= 2;
    std::vector<std::uint64_t> old = std::move(slots_);
    slots_.assign(n, 0);
    mask_ = n - 1;
    size_ = 0;
    for (std::uint64_t k : old) {
      if (k != 0) insert(k);
    }
  }

  std::vector<std::uint64_t> slots_;
  std::size_t mask_ = 0;
  std::size_t size_ = 0;
};

}  // namespace kospec::solve
