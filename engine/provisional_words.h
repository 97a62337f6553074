#pragma once
// Word sequences kept for a while, as a stack, under ids of their own: the cycle facts of the
// states a search generates but may never search (ExactRules::Provisional). An id names its
// sequence until the stack is released below it; then the id may be given again.

#include <cstdint>
#include <span>
#include <vector>

#include "spec/error.h"

namespace kospec::engine {

/// A stack of word sequences, each named by an id from kFirstId up (its place in the stack).
class ProvisionalWords {
 public:
  /// The first id; ids below it are someone else's (interned ones).
  static constexpr std::uint32_t kFirstId = std::uint32_t{1} << 31;

  /// Whether `id` names a sequence of such a stack.
  static bool holds(std::uint32_t id) { return id >= kFirstId; }

  /// Pushes a sequence and gives its id.
  std::uint32_t add(std::span<const std::uint64_t> words) {
    require(starts_.size() < kFirstId, "ProvisionalWords: more than 2^31 sequences");
    starts_.push_back(words_.size());
    words_.insert(words_.end(), words.begin(), words.end());
    return kFirstId + static_cast<std::uint32_t>(starts_.size() - 1);
  }
  /// The sequence of a live id.
  std::span<const std::uint64_t> operator[](std::uint32_t id) const {
    const std::size_t i = id - kFirstId;
    const std::size_t end = i + 1 < starts_.size() ? starts_[i + 1] : words_.size();
    return {words_.data() + starts_[i], end - starts_[i]};
  }
  /// The stack's height now, for release().
  std::size_t mark() const { return starts_.size(); }
  /// Whether `id` was pushed at or above the height `mark`.
  static bool above(std::uint32_t id, std::size_t mark) {
    return holds(id) && id - kFirstId >= mark;
  }
  /// Drops every sequence pushed since the height was `mark`.
  void release(std::size_t mark) {
    if (mark >= starts_.size()) return;
    words_.resize(starts_[mark]);
    starts_.resize(mark);
  }
  /// Bytes held.
  std::size_t bytes() const {
    return words_.capacity() * sizeof(std::uint64_t) + starts_.capacity() * sizeof(std::size_t);
  }

 private:
  std::vector<std::uint64_t> words_;
  std::vector<std::size_t> starts_;  // where each sequence begins in words_
};

}  // namespace kospec::engine
