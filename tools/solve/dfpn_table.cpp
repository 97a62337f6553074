#include "tools/solve/dfpn_table.h"

namespace kospec::solve {

namespace {

/// The buckets of a table of at most `bytes` (a power of two, at least one).
std::size_t buckets_of(std::size_t bytes, std::size_t per_bucket) {
  std::size_t buckets = 1;
  while (2 * buckets * per_bucket <= bytes) buckets *= 2;
  return buckets;
}

}  // namespace

DfpnTable::DfpnTable(std::size_t bytes)
    : key_storage_(kWays * (buckets_of(bytes, kWays * (sizeof(DfpnEntry) + sizeof(Key))) + 1)),
      entries_(key_storage_.size() - kWays),
      mask_(entries_.size() / kWays - 1) {
  // The keys start on a 64-byte line: a bucket's four keys are one line.
  const auto address = reinterpret_cast<std::uintptr_t>(&key_storage_[0]);
  keys_ = &key_storage_[((64 - address % 64) % 64) / sizeof(Key)];
}

const DfpnEntry* DfpnTable::find(std::uint64_t a, std::uint64_t b) const {
  const std::size_t first = bucket(a, b) * kWays;
  const std::uint64_t kept = used_b(b);
  for (std::size_t i = first; i < first + kWays; ++i) {
    if (keys_[i].a == a && keys_[i].b == kept) return &entries_[i];
  }
  return nullptr;
}

DfpnEntry& DfpnTable::slot(std::uint64_t a, std::uint64_t b) {
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
  entries_[victim] = DfpnEntry{};
  return entries_[victim];
}

}  // namespace kospec::solve
