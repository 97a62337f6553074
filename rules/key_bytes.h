#pragma once
// Appending values to a byte string, for exact state keys.

#include <cstdint>
#include <string>

#include "spec/configuration.h"
#include "spec/point.h"

namespace kospec::key_bytes {

/// Appends a 64-bit value.
inline void put(std::string& out, std::uint64_t v) {
  out.append(reinterpret_cast<const char*>(&v), sizeof v);
}

/// Appends a point set: its size, then its point indices in order.
inline void put(std::string& out, const PointSet& set) {
  put(out, set.size());
  for (Point p : set) put(out, p.index());
}

/// Appends a configuration's packed colours.
inline void put(std::string& out, const Configuration& c) {
  for (std::uint64_t w : c.words()) put(out, w);
}

}  // namespace kospec::key_bytes
