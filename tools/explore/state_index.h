#pragma once
// The index of explored states: open addressing over their positions in the explorer's state
// vector (4 bytes a slot, no second copy of a state), confirmed by comparing the states; and
// when an exploration must stop.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tools/run/run_control.h"

namespace kospec::explore {

/// An index of the states of a vector that only grows; `Hash` hashes a state.
template <class S, class Hash>
class StateIndex {
 public:
  /// The position of a state that is not in the index.
  static constexpr std::uint32_t kNone = 0xFFFFFFFFU;

  /// An empty index over `states`.
  explicit StateIndex(const std::vector<S>& states) : states_(states), slots_(1024, 0) {}

  /// The position of `s` among the states, or kNone.
  std::uint32_t find(const S& s) const {
    for (std::size_t i = Hash{}(s)&mask();; i = (i + 1) & mask()) {
      const std::uint32_t slot = slots_[i];
      if (slot == 0) return kNone;
      if (states_[slot - 1] == s) return slot - 1;
    }
  }
  /// Registers the last state of the vector (just appended, not yet in the index).
  void add_last() {
    if (4 * states_.size() > 3 * slots_.size()) grow();
    place(static_cast<std::uint32_t>(states_.size() - 1));
  }
  /// Bytes held.
  std::size_t bytes() const { return slots_.capacity() * sizeof(std::uint32_t); }

 private:
  std::size_t mask() const { return slots_.size() - 1; }
  void place(std::uint32_t id) {
    std::size_t i = Hash{}(states_[id]) & mask();
    while (slots_[i] != 0) i = (i + 1) & mask();
    slots_[i] = id + 1;
  }
  void grow() {
    slots_.assign(slots_.size() * 2, 0);
    for (std::uint32_t id = 0; id + 1 < states_.size(); ++id) place(id);
  }
  const std::vector<S>& states_;
  std::vector<std::uint32_t> slots_;
};

/// Why an exploration holding `bytes` must stop now: a stop request (Ctrl-C or SIGTERM) or the
/// memory budget `max_bytes`; nullopt to go on.
inline std::optional<std::string> stop_reason(const run::RunControl& control, std::size_t bytes,
                                              std::size_t max_bytes) {
  if (control.stop_requested()) return "a stop request (Ctrl-C or SIGTERM)";
  if (bytes > max_bytes) return "--max-memory " + std::to_string(max_bytes >> 20) + " MiB";
  return std::nullopt;
}

}  // namespace kospec::explore
