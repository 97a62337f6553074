#pragma once
// Stable identifiers of the rules: R2..R15 and A1..A3 from the rules text, and kospec's own ids for
// what the text leaves open. Every verdict and trace names rules by these ids.

#include <cstdint>
#include <optional>
#include <string_view>

namespace kospec {

/// A rule, definition or interpretation with a stable id.
enum class RuleId : std::uint8_t {
  R2, R3, R4, R5, R6, R7,
  OCC,   ///< kospec: a stone is placed on an empty point only.
  SUI,   ///< kospec: self-capture (forbidden / multi-stone only / all).
  PASS,  ///< kospec: a player may pass.
  TURN,  ///< kospec: the players move alternately.
  SETUP, ///< kospec: a position set up by a record has a liberty for every string.
};

/// The id as printed: "R5", "OCC", ...
std::string_view rule_code(RuleId id);

/// Parses an id as printed (any letter case); nullopt if unknown.
std::optional<RuleId> parse_rule_id(std::string_view text);

}  // namespace kospec
