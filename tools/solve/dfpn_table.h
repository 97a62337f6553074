#pragma once
// The proof-number search's tables (dfpn.h).
//
// The bounds table: an entry is keyed by a state's exact position key in its least symmetric
// image (the position, the player to move, a pending pass that would end the game, and the
// Japanese ko point) and holds the proof and disproof numbers of the last threshold searched
// there, shared by every history (a heuristic), and two proven bounds on the prover's forced
// value, each with what its proof read of the history (read_box.h): a box of positions and the
// fingerprint of the history entries inside it when it was proven. A bound holds for a state of
// that key whose history has the same entries in the box.
//
// The numbers table: the proof and disproof numbers of a state in the context of the line that
// reached it (its key mixed with a hash of the positions of the line): a search that comes back
// to a state along the same line finds its own numbers, not those another line left (under SSK
// with self-capture, where a history changes which plays are legal, shared numbers alone made the
// search thrash: 453,417 nodes for 1x6, 2,220 with both).
//
// Four entries a bucket; a bucket's keys share one cache line; the entry whose search took least
// work gives way.

#include <cstdint>

#include "tools/solve/read_box.h"
#include "tools/solve/table.h"

namespace kospec::solve {

/// A proven bound on the prover's forced value, with what its proof read.
struct ProvenBound {
  ReadBox box;                 ///< a superset of the history entries the proof read (key's image)
  std::uint64_t reads = 0;     ///< the fingerprint of the history entries in the box
  std::int8_t value = 0;       ///< the bound
  std::int8_t move = kNoMove;  ///< the move that proves it (key's image), or kNoMove
  bool used = false;           ///< false: no bound
};

/// Proof and disproof numbers at a threshold.
struct DfpnNumbers {
  std::uint32_t pn = 1;   ///< the proof number at threshold `t`
  std::uint32_t dn = 1;   ///< the disproof number at threshold `t`
  std::int8_t t = 0;      ///< the threshold of pn and dn
  std::uint8_t work = 0;  ///< the log2 of the nodes its searches took (replacement rank)
};

/// What the bounds table knows of a state (its key apart, in the table's key array).
struct DfpnEntry : DfpnNumbers {
  ProvenBound lower;  ///< the prover forces at least lower.value
  ProvenBound upper;  ///< the prover forces no more than upper.value
};

/// A fixed-size table of `Entry` (with a `work` rank), four a bucket; a bucket's keys share one
/// cache line.
template <class Entry>
class DfpnTable {
 public:
  /// A table of at most `bytes` (at least one bucket).
  explicit DfpnTable(std::size_t bytes)
      : key_storage_(kWays * (buckets_of(bytes) + 1)),
        entries_(key_storage_.size() - kWays),
        mask_(entries_.size() / kWays - 1) {
    // The keys start on a 64-byte line: a bucket's four keys are one line.
    const auto address = reinterpret_cast<std::uintptr_t>(&key_storage_[0]);
    keys_ = &key_storage_[((64 - address % 64) % 64) / sizeof(Key)];
  }

  /// Asks the processor to fetch the keys of key (a, b)'s bucket (a find soon after is faster).
  void prefetch(std::uint64_t a, std::uint64_t b) const {
    __builtin_prefetch(&keys_[bucket(a, b) * kWays]);
  }
  /// The entry of key (a, b), or nullptr.
  const Entry* find(std::uint64_t a, std::uint64_t b) const {
    const std::size_t first = bucket(a, b) * kWays;
    const std::uint64_t kept = used_b(b);
    for (std::size_t i = first; i < first + kWays; ++i) {
      if (keys_[i].a == a && keys_[i].b == kept) return &entries_[i];
    }
    return nullptr;
  }
  /// The entry of key (a, b) to write: the one there, or a fresh one in place of the entry of
  /// least work in its bucket.
  Entry& slot(std::uint64_t a, std::uint64_t b) {
    const std::size_t first = bucket(a, b) * kWays;
    const std::uint64_t kept = used_b(b);
    std::size_t victim = first;
    for (std::size_t i = first; i < first + kWays; ++i) {
      if (keys_[i].a == a && keys_[i].b == kept) return entries_[i];
      if (keys_[i].b == 0) {
        victim = i;
        break;
      }
      if (entries_[i].work < entries_[victim].work) victim = i;
    }
    ++stores_;
    keys_[victim] = Key{a, kept};
    entries_[victim] = Entry{};
    return entries_[victim];
  }
  /// Bytes of the table.
  std::size_t bytes() const { return entries_.size() * (sizeof(Entry) + sizeof(Key)); }
  /// Bytes of the entries written so far (at most bytes()).
  std::size_t used_bytes() const {
    return std::min<std::size_t>(stores_ * (sizeof(Entry) + sizeof(Key)), bytes());
  }

 private:
  static constexpr std::size_t kWays = 4;
  /// A key as kept: `b` with its top bit set (zero: an empty slot).
  struct alignas(16) Key {
    std::uint64_t a;
    std::uint64_t b;
  };
  static std::size_t buckets_of(std::size_t bytes) {
    std::size_t buckets = 1;
    while (2 * buckets * kWays * (sizeof(Entry) + sizeof(Key)) <= bytes) buckets *= 2;
    return buckets;
  }
  static std::uint64_t used_b(std::uint64_t b) { return b | (std::uint64_t{1} << 63); }
  std::size_t bucket(std::uint64_t a, std::uint64_t b) const {
    return static_cast<std::size_t>(mix64(a ^ mix64(b))) & mask_;
  }

  ZeroedArray<Key> key_storage_;  ///< the keys, with one bucket of slack for the alignment
  Key* keys_;                     ///< the first bucket's keys, on a cache line's start
  ZeroedArray<Entry> entries_;
  std::size_t mask_;
  std::uint64_t stores_ = 0;
};

}  // namespace kospec::solve
