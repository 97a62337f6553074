#include "tools/solve/dfpn_table.h"

namespace kospec::solve {

namespace {

constexpr std::size_t kWays = 4;

std::size_t buckets_of(std::size_t bytes) {
  std::size_t buckets = 1;
  while (2 * buckets * kWays * sizeof(DfpnEntry) <= bytes) buckets *= 2;
  return buckets;
}

}  // namespace

DfpnTable::DfpnTable(std::size_t bytes)
    : entries_(kWays * buckets_of(bytes)), mask_(entries_.size() / kWays - 1) {}

const DfpnEntry* DfpnTable::find(std::uint64_t a, std::uint64_t b) const {
  const std::size_t first = bucket(a, b) * kWays;
  for (std::size_t i = first; i < first + kWays; ++i) {
    const DfpnEntry& e = entries_[i];
    if (e.used && e.a == a && e.b == b) return &e;
  }
  return nullptr;
}

DfpnEntry& DfpnTable::slot(std::uint64_t a, std::uint64_t b) {
  const std::size_t first = bucket(a, b) * kWays;
  std::size_t victim = first;
  for (std::size_t i = first; i < first + kWays; ++i) {
    DfpnEntry& e = entries_[i];
    if (e.used && e.a == a && e.b == b) return e;
    if (!e.used) {
      victim = i;
      break;
    }
    if (e.work < entries_[victim].work) victim = i;
  }
  ++stores_;
  DfpnEntry& e = entries_[victim];
  e = DfpnEntry{};
  e.a = a;
  e.b = b;
  e.used = true;
  return e;
}

}  // namespace kospec::solve
