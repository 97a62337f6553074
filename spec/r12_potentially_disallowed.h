#pragma once
// R12 Potentially disallowed.

#include <vector>

#include "spec/base_play.h"
#include "spec/definition_readings.h"
#include "spec/rule_text.h"

namespace kospec {

/// R12, quoted from the rules text.
inline constexpr RuleText kR12PotentiallyDisallowed{
    RuleId::R12, "Potentially disallowed",
    "A move is potentially disallowed if it is unconstrained, it threatens an opponent string, and "
    "does not increase the liberties of any threatened string of its own color.",
    RuleSource::RulesText,
    "R12.own (default): a 'threatened string of its own color' is a string of the mover with one "
    "liberty before the move; the move increases its liberties if its stones are on the board "
    "after the move in a string with two or more, by any means (joining it, or capturing next to "
    "it). R12.joins (`R12.joins` in a composition): only by the stone played joining it; a capture "
    "that frees an own string in atari without touching it does not count."};

/// What R11 and R12 find about one board play.
struct ThreatFacts {
  std::vector<PointSet> threatened;      ///< opponent strings the move threatens (R11)
  std::vector<PointSet> own_threatened;  ///< own strings it threatens (R11.any; else empty)
  bool rescues_own = false;              ///< it increases the liberties of an own threatened string
  bool potentially_disallowed = false;   ///< R12
};

/// R12: judges a legal board play `move` made in `before` with base-rules effect `effect`;
/// `constrained` is R10's answer for it. An own threatened string is one of the mover's strings
/// with one liberty before the move; the move increases its liberties if its stones are still on
/// the board after the move in a string with two or more liberties (R12.own), that string holding
/// the stone played (R12.joins). `readings` gives R11's and R12's readings.
ThreatFacts threat_facts(const Graph& graph, const Configuration& before, const Move& move,
                         const PlayResult& effect, bool constrained,
                         const DefinitionReadings& readings = {});

}  // namespace kospec
