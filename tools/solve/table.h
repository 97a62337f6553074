#pragma once
// The native solver's transposition table: bounds on a state's value for the player to move and
// the best move found, under the state's 128-bit key (NativeSuperkoState::key(): the position, the
// player to move, the consecutive passes and the history the rule reads, in the least symmetric
// image). A state is only found again with the same history, up to a symmetry of the board: the
// graph-history interaction is answered by the key. Two entries a bucket: the first keeps the
// entry whose search took the most work, the second the newest.

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <type_traits>

#include "tools/solve/move_code.h"

namespace kospec::solve {

/// A fixed array of trivially copyable T whose bytes start as zeros: calloc, so the pages of a
/// large table are zeroed by the system as they are first touched rather than all at once (a
/// 256 MiB table costs nothing to make for a 2x2 board that uses a few kilobytes of it).
template <class T>
class ZeroedArray {
  static_assert(std::is_trivially_copyable_v<T>);

 public:
  /// `n` elements, all bytes zero.
  explicit ZeroedArray(std::size_t n)
      : data_(static_cast<T*>(std::calloc(n == 0 ? 1 : n, sizeof(T)))), size_(n) {
    if (data_ == nullptr) throw std::bad_alloc();
  }
  /// Element `i`.
  T& operator[](std::size_t i) { return data_.get()[i]; }
  /// Element `i`.
  const T& operator[](std::size_t i) const { return data_.get()[i]; }
  /// The number of elements.
  std::size_t size() const { return size_; }

 private:
  struct Free {
    void operator()(T* p) const { std::free(p); }
  };
  std::unique_ptr<T, Free> data_;
  std::size_t size_;
};

/// What the table knows of a state.
struct TableBounds {
  std::int8_t lower;  ///< the value is at least this
  std::int8_t upper;  ///< the value is at most this
  std::int8_t best;   ///< the best move found, in the key's image: a point, kPassCode or kNoMove
};

/// An entry of the native tables: a state's key, its bounds and how much work found them.
struct TableEntry {
  std::uint64_t a;     ///< the key's first 64 bits
  std::uint64_t b;     ///< the key's other 64 bits
  TableBounds bounds;  ///< what is known
  std::uint8_t work;   ///< the log2 of the nodes its search took (replacement rank)
  bool used;           ///< false: an empty slot (all bytes zero)

  /// The entry of key (a, b) with these bounds.
  static TableEntry of(std::uint64_t a, std::uint64_t b, int lower, int upper, int best, int work) {
    return TableEntry{a,
                      b,
                      {static_cast<std::int8_t>(lower), static_cast<std::int8_t>(upper),
                       static_cast<std::int8_t>(best)},
                      static_cast<std::uint8_t>(work),
                      true};
  }
};

/// A fixed-size table of bounds, two entries a bucket.
class BoundTable {
 public:
  /// A table of 2^`log2_entries` entries of 24 bytes (at least two).
  explicit BoundTable(int log2_entries)
      : entries_(std::size_t{1} << log2_entries),
        mask_((std::size_t{1} << (log2_entries - 1)) - 1) {}

  /// The bounds stored under the key (a, b), or nullptr.
  const TableBounds* find(std::uint64_t a, std::uint64_t b) const {
    const Entry* e = &entries_[2 * (a & mask_)];
    if (e[0].a == a && e[0].b == b && e[0].used) return &e[0].bounds;
    if (e[1].a == a && e[1].b == b && e[1].used) return &e[1].bounds;
    return nullptr;
  }
  /// Stores bounds under (a, b), merged with what is known of the same state; `work` ranks
  /// entries for replacement (the log2 of the nodes their search took).
  void store(std::uint64_t a, std::uint64_t b, int lower, int upper, int best, int work) {
    Entry* e = &entries_[2 * (a & mask_)];
    Entry* slot = &e[1];
    if (e[0].used && e[0].a == a && e[0].b == b) {
      slot = &e[0];
    } else if (!(e[1].used && e[1].a == a && e[1].b == b) && (!e[0].used || work >= e[0].work)) {
      e[1] = e[0];  // the entry of most work moves down to the newest's place
      slot = &e[0];
    }
    if (slot->used && slot->a == a && slot->b == b) {
      if (lower < slot->bounds.lower) lower = slot->bounds.lower;
      if (upper > slot->bounds.upper) upper = slot->bounds.upper;
      if (work < slot->work) work = slot->work;
    }
    *slot = TableEntry::of(a, b, lower, upper, best, work);
  }
  /// Bytes of the table.
  std::size_t bytes() const { return entries_.size() * sizeof(Entry); }

 private:
  using Entry = TableEntry;
  ZeroedArray<Entry> entries_;  ///< all zero: unused
  std::size_t mask_;
};

}  // namespace kospec::solve
