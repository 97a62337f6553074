#pragma once
// A set of indices in [0, size) stored one bit each: the visited table of the position counts.

#include <bit>
#include <cstdint>
#include <vector>

namespace kospec::count {

/// A fixed-size set of integers in [0, size()), one bit each.
class BitTable {
 public:
  /// The empty set over [0, size).
  explicit BitTable(std::uint64_t size) : size_(size), words_((size + 63) / 64, 0) {}
  /// The size of the universe.
  std::uint64_t size() const { return size_; }
  /// Whether i is in the set.
  bool contains(std::uint64_t i) const { return (words_[i >> 6] >> (i & 63)) & 1U; }
  /// Adds i; returns whether it was absent.
  bool insert(std::uint64_t i) {
    const std::uint64_t bit = std::uint64_t{1} << (i & 63);
    std::uint64_t& word = words_[i >> 6];
    const bool absent = (word & bit) == 0;
    word |= bit;
    return absent;
  }
  /// Number of members.
  std::uint64_t count() const {
    std::uint64_t n = 0;
    for (std::uint64_t w : words_) n += static_cast<std::uint64_t>(std::popcount(w));
    return n;
  }
  /// Bytes of storage.
  std::uint64_t bytes() const { return words_.size() * sizeof(std::uint64_t); }
  /// The words, bit i of the set being bit i % 64 of word i / 64.
  std::vector<std::uint64_t>& words() { return words_; }
  /// The words, read-only.
  const std::vector<std::uint64_t>& words() const { return words_; }

 private:
  std::uint64_t size_;
  std::vector<std::uint64_t> words_;
};

}  // namespace kospec::count
