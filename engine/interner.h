#pragma once
// Interning: each distinct value stored once and named by a 32-bit id (1, 2, ...; 0 is "none"),
// so that equal values get equal ids and a state can hold an id instead of the value. Lookups
// hash the value and confirm a candidate by comparing the value itself: a hash collision can
// never merge two different values.

#include <algorithm>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "spec/error.h"

namespace kospec::engine {

/// Where an Interner keeps its values: in a vector, each value whole.
template <class T>
class ValueStore {
 public:
  /// Appends a value.
  void push_back(const T& value) { values_.push_back(value); }
  /// The value at `i` (0-based).
  const T& operator[](std::size_t i) const { return values_[i]; }
  /// Whether the value at `i` equals `value`.
  bool equals(std::size_t i, const T& value) const { return values_[i] == value; }
  /// Number of values.
  std::size_t size() const { return values_.size(); }
  /// Bytes held.
  std::size_t bytes() const { return values_.capacity() * sizeof(T); }

 private:
  std::vector<T> values_;
};

/// Where an Interner keeps sequences of words: in blocks of a megaword, each sequence whole in one
/// block, so that a value costs its words and its place (12 bytes), not an allocation of its own,
/// and the store grows a block at a time (never copying what it holds).
class FlatWords {
 public:
  /// Appends a sequence.
  void push_back(std::span<const std::uint64_t> value) {
    if (blocks_.empty() || used_ + value.size() > block_size_) {
      block_size_ = std::max(kBlockWords, value.size());
      blocks_.push_back(std::make_unique<std::uint64_t[]>(block_size_));
      held_ += block_size_;
      used_ = 0;
    }
    std::copy(value.begin(), value.end(), blocks_.back().get() + used_);
    places_.push_back({static_cast<std::uint32_t>(blocks_.size() - 1),
                       static_cast<std::uint32_t>(used_),
                       static_cast<std::uint32_t>(value.size())});
    used_ += value.size();
  }
  /// The sequence at `i` (0-based).
  std::span<const std::uint64_t> operator[](std::size_t i) const {
    const Place& p = places_[i];
    return {blocks_[p.block].get() + p.offset, p.length};
  }
  /// Whether the sequence at `i` is `value`.
  bool equals(std::size_t i, std::span<const std::uint64_t> value) const {
    const std::span<const std::uint64_t> held = (*this)[i];
    return std::equal(held.begin(), held.end(), value.begin(), value.end());
  }
  /// Number of sequences.
  std::size_t size() const { return places_.size(); }
  /// Bytes held.
  std::size_t bytes() const {
    return held_ * sizeof(std::uint64_t) + places_.capacity() * sizeof(Place);
  }

 private:
  static constexpr std::size_t kBlockWords = std::size_t{1} << 20;
  struct Place {
    std::uint32_t block, offset, length;
  };
  std::vector<std::unique_ptr<std::uint64_t[]>> blocks_;
  std::vector<Place> places_;
  std::size_t block_size_ = 0;  // words of the last block
  std::size_t used_ = 0;        // words used in the last block
  std::size_t held_ = 0;        // words of every block
};

/// Interns values of type T (regular, equality-comparable); `hash(value)` gives their hash;
/// `Store` keeps them (ValueStore, or FlatWords for T a span of words).
template <class T, class Hash, class Store = ValueStore<T>>
class Interner {
 public:
  /// The id of `value`, adding it if new.
  std::uint32_t intern(const T& value) {
    if (4 * (values_.size() + 1) > 3 * slots_.size()) grow();
    const std::uint64_t h = Hash{}(value);
    for (std::size_t i = h & mask_;; i = (i + 1) & mask_) {
      const std::uint32_t id = slots_[i];
      if (id == 0) {
        values_.push_back(value);
        hashes_.push_back(h);
        slots_[i] = static_cast<std::uint32_t>(values_.size());
        return slots_[i];
      }
      if (hashes_[id - 1] == h && values_.equals(id - 1, value)) return id;
    }
  }
  /// The id of `value` if it was interned, else 0.
  std::uint32_t find(const T& value) const {
    if (values_.size() == 0) return 0;
    const std::uint64_t h = Hash{}(value);
    for (std::size_t i = h & mask_;; i = (i + 1) & mask_) {
      const std::uint32_t id = slots_[i];
      if (id == 0) return 0;
      if (hashes_[id - 1] == h && values_.equals(id - 1, value)) return id;
    }
  }
  /// The value of an id (1..size()).
  decltype(auto) operator[](std::uint32_t id) const { return values_[id - 1]; }
  /// Number of values.
  std::size_t size() const { return values_.size(); }
  /// Bytes held (values, hashes and the slot table).
  std::size_t bytes() const {
    return values_.bytes() + hashes_.capacity() * sizeof(std::uint64_t) +
           slots_.capacity() * sizeof(std::uint32_t);
  }

 private:
  void grow() {
    const std::size_t n = slots_.empty() ? 64 : 2 * slots_.size();
    require(values_.size() < 0xFFFFFFF0U, "Interner: more than 2^32 values");
    slots_.assign(n, 0);
    mask_ = n - 1;
    for (std::size_t id = 1; id <= values_.size(); ++id) {
      std::size_t i = hashes_[id - 1] & mask_;
      while (slots_[i] != 0) i = (i + 1) & mask_;
      slots_[i] = static_cast<std::uint32_t>(id);
    }
  }

  Store values_;
  std::vector<std::uint64_t> hashes_;
  std::vector<std::uint32_t> slots_;
  std::size_t mask_ = 0;
};

}  // namespace kospec::engine
