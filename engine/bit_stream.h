#pragma once
// Fields of given bit widths packed one after another into 64-bit words, the last word padded
// with zeros: the canonical words of the cycle facts (CycleFacts::encode), a point set taking as
// many bits as the board has points. A stream written from a sequence of fields is read back
// field by field when the reader asks for the same widths in the same order.

#include <algorithm>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/mask.h"

namespace kospec::engine {

/// Appends fields to words (which it clears first); finish() writes the last, partial word.
class BitWriter {
 public:
  /// Writes into `out`, emptied.
  explicit BitWriter(std::vector<std::uint64_t>& out) : out_(out) { out_.clear(); }

  /// The low `bits` bits of `value` (0 <= bits <= 64).
  [[gnu::always_inline]] void put(std::uint64_t value, int bits) {
    if (bits == 0) return;
    if (bits < 64) value &= (std::uint64_t{1} << bits) - 1;
    acc_ |= value << used_;
    const int room = 64 - used_;
    if (bits < room) {
      used_ += bits;
      return;
    }
    out_.push_back(acc_);
    acc_ = room == 64 ? 0 : value >> room;
    used_ = bits - room;
  }
  /// A point set of a board of `points` points (at most 128): one bit a point.
  void put(Mask m, int points) {
    put(m.lo, std::min(points, 64));
    put(m.hi, std::max(points - 64, 0));
  }
  /// A number below 2^(group * 2^prefix) (at most 64 bits): the count k of groups of `group`
  /// bits its value needs (at least one) as k - 1 in `prefix` bits, then the value in k groups
  /// (small numbers take few bits).
  void put_number(std::uint64_t value, int group, int prefix) {
    const int k = std::max(1, (static_cast<int>(std::bit_width(value)) + group - 1) / group);
    put(static_cast<std::uint64_t>(k - 1), prefix);
    put(value, k * group);
  }
  /// Writes the last word, if partly filled (its other bits zero). Nothing may be put after.
  void finish() {
    if (used_ > 0) out_.push_back(acc_);
    acc_ = 0;
    used_ = 0;
  }

 private:
  std::vector<std::uint64_t>& out_;
  std::uint64_t acc_ = 0;  // the word being filled
  int used_ = 0;           // its bits used, below 64
};

/// Reads back what a BitWriter wrote, asking for the same widths in the same order; beyond the
/// last word it reads zeros.
class BitReader {
 public:
  /// Reads `words` from the first bit.
  explicit BitReader(std::span<const std::uint64_t> words) : words_(words) {}

  /// A field of `bits` bits (0 <= bits <= 64).
  std::uint64_t get(int bits) {
    if (bits == 0) return 0;
    const std::size_t word = at_ / 64;
    const int offset = static_cast<int>(at_ % 64);
    std::uint64_t value = word < words_.size() ? words_[word] >> offset : 0;
    if (offset + bits > 64 && word + 1 < words_.size())  // (offset > 0 here)
      value |= words_[word + 1] << (64 - offset);
    at_ += static_cast<std::size_t>(bits);
    return bits == 64 ? value : value & ((std::uint64_t{1} << bits) - 1);
  }
  /// A point set of a board of `points` points.
  Mask mask(int points) {
    const std::uint64_t lo = get(std::min(points, 64));
    return {lo, get(std::max(points - 64, 0))};
  }
  /// A number written by BitWriter::put_number with the same `group` and `prefix`.
  std::uint64_t number(int group, int prefix) {
    const int k = static_cast<int>(get(prefix)) + 1;
    return get(std::min(k * group, 64));
  }

 private:
  std::span<const std::uint64_t> words_;
  std::size_t at_ = 0;  // the next bit
};

}  // namespace kospec::engine
