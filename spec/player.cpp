#include "spec/player.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace kospec {

std::optional<Player> parse_player(std::string_view text) {
  std::string lower(text);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (lower == "b" || lower == "black") return Player::Black;
  if (lower == "w" || lower == "white") return Player::White;
  return std::nullopt;
}

}  // namespace kospec
