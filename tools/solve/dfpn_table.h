#pragma once
// The proof-number search's table (dfpn.h). An entry is keyed by a state's exact position key in
// its least symmetric image (PSK, SSK, NSSK: the position, the player to move and a pending pass;
// Spight and the Japanese rule: the whole-history fingerprint of NativeSuperkoState::key()) and
// holds the proof and disproof numbers of the last threshold searched there, and two proven
// bounds on the prover's forced value, each with what its proof read of the history (read_box.h):
// a box of positions and the fingerprint of the history entries inside it when it was proven. A
// bound holds for a state of that key whose history has the same entries in the box. Four
// entries a bucket; the entry whose search took least work gives way.

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

/// What the table knows of a state (its key apart, in DfpnTable's key array).
struct DfpnEntry {
  std::uint32_t pn = 1;   ///< the proof number at threshold `t`
  std::uint32_t dn = 1;   ///< the disproof number at threshold `t`
  std::int8_t t = 0;      ///< the threshold of pn and dn
  std::uint8_t work = 0;  ///< the log2 of the nodes its searches took (replacement rank)
  ProvenBound lower;      ///< the prover forces at least lower.value
  ProvenBound upper;      ///< the prover forces no more than upper.value
};

/// A fixed-size table of DfpnEntry, four a bucket; a bucket's keys share one cache line.
class DfpnTable {
 public:
  /// A table of at most `bytes` (at least one bucket).
  explicit DfpnTable(std::size_t bytes);

  /// Asks the processor to fetch the keys of key (a, b)'s bucket (a find soon after is faster).
  void prefetch(std::uint64_t a, std::uint64_t b) const {
    __builtin_prefetch(&keys_[bucket(a, b) * kWays]);
  }
  /// The entry of key (a, b), or nullptr.
  const DfpnEntry* find(std::uint64_t a, std::uint64_t b) const;
  /// The entry of key (a, b) to write: the one there, or a fresh one in place of the entry of
  /// least work in its bucket.
  DfpnEntry& slot(std::uint64_t a, std::uint64_t b);
  /// Bytes of the table.
  std::size_t bytes() const { return entries_.size() * (sizeof(DfpnEntry) + sizeof(Key)); }
  /// Entries written so far (a replaced entry counts again).
  std::uint64_t stores() const { return stores_; }

 private:
  static constexpr std::size_t kWays = 4;
  /// A key as kept: `b` with its top bit set (zero: an empty slot).
  struct alignas(16) Key {
    std::uint64_t a;
    std::uint64_t b;
  };
  static std::uint64_t used_b(std::uint64_t b) { return b | (std::uint64_t{1} << 63); }
  std::size_t bucket(std::uint64_t a, std::uint64_t b) const {
    return static_cast<std::size_t>(mix64(a ^ mix64(b))) & mask_;
  }

  ZeroedArray<Key> key_storage_;  ///< the keys, with one bucket of slack for the alignment
  Key* keys_;                     ///< the first bucket's keys, on a cache line's start
  ZeroedArray<DfpnEntry> entries_;
  std::size_t mask_;
  std::uint64_t stores_ = 0;
};

}  // namespace kospec::solve
