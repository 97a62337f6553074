#pragma once
// The readings of the definitions the cycle-set rules rest on (R7, R8, R11, R12, R14): choices the
// text's words leave open, each with an id, a default (the reading the readings matrix keeps, ties
// to the literal words: `kospec verify corpus/claims --readings all`) and an alternative a ruleset
// can name ("cycle-sets+R8.config"). R13's readings are apart (spec/r13_reading.h).

#include <cstdint>

namespace kospec {

/// R7 "Same capture": whether the colours of the two captures are compared.
enum class R7Reading : std::uint8_t {
  Points,  ///< R7.points (default): the point played and the captured points, no colour
  Colour,  ///< R7.colour: also the same colour (the same player captures)
};

/// R8 "the cycle set for the capture": what a cycle set belongs to.
enum class R8Reading : std::uint8_t {
  Between,  ///< R8.between (default): the capture (R7), whatever configuration it leaves
  Config,   ///< R8.config: the capture together with the configuration it leaves
};

/// R11 "A move threatens a string if it reduces the string's liberties to one": which strings.
enum class R11Reading : std::uint8_t {
  Opponent,  ///< R11.opponent: opponent strings only
  Any,       ///< R11.any (default): the mover's own strings it reduces to one liberty too
};

/// R12 "does not increase the liberties of any threatened string of its own color": how.
enum class R12Reading : std::uint8_t {
  Own,    ///< R12.own (default): by any means (joining the string, or capturing next to it)
  Joins,  ///< R12.joins: only by the stone played joining the string
};

/// R14 "the set consisting of the point played, the captured points and the threatened points".
enum class R14Reading : std::uint8_t {
  Union,  ///< R14.union (default): one set of points, the union of the three
  Parts,  ///< R14.parts: the three kept apart (equal signatures have equal parts)
};

/// The readings of R7, R8, R11, R12 and R14 a ruleset takes.
struct DefinitionReadings {
  R7Reading r7 = R7Reading::Points;    ///< R7
  R8Reading r8 = R8Reading::Between;   ///< R8
  R11Reading r11 = R11Reading::Any;    ///< R11
  R12Reading r12 = R12Reading::Own;    ///< R12
  R14Reading r14 = R14Reading::Union;  ///< R14
  /// Same readings.
  bool operator==(const DefinitionReadings&) const = default;
};

/// "R7.points" or "R7.colour".
const char* reading_id(R7Reading reading);
/// "R8.between" or "R8.config".
const char* reading_id(R8Reading reading);
/// "R11.opponent" or "R11.any".
const char* reading_id(R11Reading reading);
/// "R12.own" or "R12.joins".
const char* reading_id(R12Reading reading);
/// "R14.union" or "R14.parts".
const char* reading_id(R14Reading reading);

}  // namespace kospec
