#pragma once
// Stable identifiers of the rules: R2..R15 and A1..A3 from the rules text, and kospec's own ids for
// what the text leaves open. Every verdict and trace names rules by these ids.

#include <cstdint>
#include <optional>
#include <string_view>

namespace kospec {

/// A rule, definition or interpretation with a stable id.
enum class RuleId : std::uint8_t {
  R2,
  R3,
  R4,
  R5,
  R6,
  R7,
  R8,
  R9,
  R10,
  R11,
  R12,
  R13,
  R14,
  R15,
  A1,
  A2,
  A3,
  OCC,    ///< kospec: a stone is placed on an empty point only.
  SUI,    ///< kospec: self-capture (forbidden / multi-stone only / all).
  PASS,   ///< kospec: a player may pass.
  TURN,   ///< kospec: the players move alternately.
  SETUP,  ///< kospec: a position set up by a record has a liberty for every string.
  KO,     ///< Japanese 1989 Article 6: the basic ko, read as a ko point.
  NR,     ///< Japanese 1989 Article 12: no result, read as a third occurrence since the last pass.
  PSK,    ///< positional superko.
  SSK,    ///< situational superko.
  NSSK,   ///< natural situational superko.
  SPB,    ///< Spight's rule: superko bans lifted by a pass.
  SPE,    ///< Spight's rule: play stops at a second pass by the same player in the same position.
  RPE,    ///< KataGo's simple-ko end: a repeated pass ends the game (two passes still end it).
};

/// The id as printed: "R5", "OCC", ...
std::string_view rule_code(RuleId id);

/// Parses an id as printed (any letter case); nullopt if unknown.
std::optional<RuleId> parse_rule_id(std::string_view text);

}  // namespace kospec
