#pragma once
// Return codes of the reading functions (gnugo-reading.texi, "Return Codes"): "The return codes
// of the reading (and owl) functions and owl can be 0, KO_B, KO_A or WIN. [...] A return code of
// WIN means success, 0 failure, while KO_A and KO_B are success conditioned on ko. A function
// returns KO_A if the position results in ko and that the player to move will get the first ko
// capture (so the opponent has to make the first ko threat). A return code of KO_B means that the
// player to move will have to make the first ko threat."

#include <cstdint>
#include <optional>
#include <string_view>

namespace kospec::reading {

/// A reading result; the numbers are those GNU Go prints over GTP (attack/defend answer 0 1 2 3).
enum class ReadCode : std::uint8_t { Lose = 0, Win = 1, KoA = 2, KoB = 3 };

/// How good a code is for the player it belongs to: WIN > KO_A > KO_B > 0 ("a savecode KO_A is
/// always better than a savecode KO_B", GNU Go cache.h).
constexpr int strength(ReadCode c) {
  switch (c) {
    case ReadCode::Win:
      return 3;
    case ReadCode::KoA:
      return 2;
    case ReadCode::KoB:
      return 1;
    case ReadCode::Lose:
      return 0;
  }
  return 0;
}

/// The opponent's view of a code: WIN <-> 0 and KO_A <-> KO_B (GNU Go's REVERSE_RESULT). If the
/// opponent, to move after my move, gets the first ko capture (KO_A), I need the first threat.
constexpr ReadCode reverse(ReadCode c) {
  switch (c) {
    case ReadCode::Win:
      return ReadCode::Lose;
    case ReadCode::KoA:
      return ReadCode::KoB;
    case ReadCode::KoB:
      return ReadCode::KoA;
    case ReadCode::Lose:
      return ReadCode::Win;
  }
  return ReadCode::Lose;
}

/// "0", "WIN", "KO_A" or "KO_B".
constexpr std::string_view code_name(ReadCode c) {
  switch (c) {
    case ReadCode::Win:
      return "WIN";
    case ReadCode::KoA:
      return "KO_A";
    case ReadCode::KoB:
      return "KO_B";
    case ReadCode::Lose:
      return "0";
  }
  return "0";
}

/// The GTP number of a code (0, 1, 2, 3).
constexpr int gtp_number(ReadCode c) { return static_cast<int>(c); }

/// The code of a GTP number 0..3; nullopt otherwise.
constexpr std::optional<ReadCode> code_from_gtp(int n) {
  if (n < 0 || n > 3) return std::nullopt;
  return static_cast<ReadCode>(n);
}

}  // namespace kospec::reading
