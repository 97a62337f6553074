#pragma once
// Interning: each distinct value stored once and named by a 32-bit id (1, 2, ...; 0 is "none"),
// so that equal values get equal ids and a state can hold an id instead of the value. Lookups
// hash the value and confirm a candidate by comparing the value itself: a hash collision can
// never merge two different values.

#include <cstdint>
#include <vector>

#include "spec/error.h"

namespace kospec::engine {

/// Interns values of type T (regular, equality-comparable); `hash(value)` gives their hash.
template <class T, class Hash>
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
      if (hashes_[id - 1] == h && values_[id - 1] == value) return id;
    }
  }
  /// The id of `value` if it was interned, else 0.
  std::uint32_t find(const T& value) const {
    if (values_.empty()) return 0;
    const std::uint64_t h = Hash{}(value);
    for (std::size_t i = h & mask_;; i = (i + 1) & mask_) {
      const std::uint32_t id = slots_[i];
      if (id == 0) return 0;
      if (hashes_[id - 1] == h && values_[id - 1] == value) return id;
    }
  }
  /// The value of an id (1..size()).
  const T& operator[](std::uint32_t id) const { return values_[id - 1]; }
  /// Number of values.
  std::size_t size() const { return values_.size(); }
  /// Bytes held (values, hashes and the slot table).
  std::size_t bytes() const {
    return values_.capacity() * sizeof(T) + hashes_.capacity() * sizeof(std::uint64_t) +
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

  std::vector<T> values_;
  std::vector<std::uint64_t> hashes_;
  std::vector<std::uint32_t> slots_;
  std::size_t mask_ = 0;
};

}  // namespace kospec::engine
