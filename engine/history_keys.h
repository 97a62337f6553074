#pragma once
// The keys of an exact state's history sets (State::whole and State::recent): each names a
// configuration (by its interned id) and a tag saying which fact it serves, and carries a small
// number. The codec (state_codec.cpp) and the symmetry image (state_image.cpp) read them through
// HistoryEntry, so that they map the configuration wherever the key keeps it.

#include <cstdint>
#include <utility>

#include "spec/player.h"

namespace kospec::engine {

/// Which fact a history key serves (and, +1, the White player it names).
enum Tag : std::uint64_t {
  kSeen = 1,       ///< Repeat (PSK): the configuration occurred
  kToMove = 2,     ///< RepeatToMove (SSK): (+1 White) it occurred with this player to move
  kMadeBy = 4,     ///< RepeatMadeBy (NSSK): (+1 White) this player made it by a board play
  kPassedIn = 6,   ///< PassedHere (SPE, RPE): (+1 White) this player passed in it
  kSincePass = 8,  ///< RepeatSincePass (SPB): it occurred since the last pass
  kSituation = 9,  ///< SituationCount (NR): (+1 White) occurrences with this player to move
  kWindow = 11,    ///< RepeatInWindow (WSK): the key holds an age, its value the configuration
};

/// The key of `config` for `tag` (and the player it names).
inline std::uint64_t key(std::uint32_t config, Tag tag, Player player = Player::Black) {
  return (std::uint64_t{config} << 8) | (tag + (player == Player::White ? 1U : 0U));
}

/// WSK: the key of the configuration left `age` plies ago (its value is the configuration's id).
inline std::uint64_t window_key(int age) {
  return (static_cast<std::uint64_t>(age) << 8) | kWindow;
}

/// A history key and its value, read as the configuration they name, the tag, and the number.
struct HistoryEntry {
  std::uint32_t config;  ///< the configuration named
  std::uint64_t tag;     ///< the key's tag (player included)
  std::uint32_t number;  ///< the count or age carried
};

/// The entry of a key and its value.
inline HistoryEntry entry_of(std::uint64_t key, std::uint32_t value) {
  const std::uint64_t tag = key & 0xFF;
  const auto high = static_cast<std::uint32_t>(key >> 8);
  return tag == kWindow ? HistoryEntry{value, tag, high} : HistoryEntry{high, tag, value};
}

/// The key and value of an entry.
inline std::pair<std::uint64_t, std::uint32_t> key_value_of(const HistoryEntry& e) {
  if (e.tag == kWindow) return {(std::uint64_t{e.number} << 8) | e.tag, e.config};
  return {(std::uint64_t{e.config} << 8) | e.tag, e.number};
}

}  // namespace kospec::engine
