#pragma once
// Players and point colours: two different types, because a point can be empty and a player cannot.

#include <cstdint>
#include <optional>
#include <string_view>

namespace kospec {

/// One of the two players; Black moves first unless a record says otherwise.
enum class Player : std::uint8_t { Black, White };

/// The colour of a point in a board configuration (R6): empty or a stone of one player.
enum class Color : std::uint8_t { Empty = 0, Black = 1, White = 2 };

/// The other player.
constexpr Player opponent(Player p) { return p == Player::Black ? Player::White : Player::Black; }

/// The colour of a stone placed by a player.
constexpr Color stone_of(Player p) { return p == Player::Black ? Color::Black : Color::White; }

/// The player owning a stone colour; Color::Empty has no owner.
constexpr std::optional<Player> owner_of(Color c) {
  if (c == Color::Black) return Player::Black;
  if (c == Color::White) return Player::White;
  return std::nullopt;
}

/// "B" or "W", as in SGF and GTP.
constexpr std::string_view player_letter(Player p) { return p == Player::Black ? "B" : "W"; }

/// "black" or "white", for messages.
constexpr std::string_view player_name(Player p) { return p == Player::Black ? "black" : "white"; }

/// Parses "B", "W", "black", "white" (any case); nullopt otherwise.
std::optional<Player> parse_player(std::string_view text);

}  // namespace kospec
