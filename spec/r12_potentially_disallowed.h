#pragma once
// R12 Potentially disallowed.

#include <vector>

#include "spec/base_play.h"
#include "spec/rule_text.h"

namespace kospec {

/// R12, quoted from the rules text.
inline constexpr RuleText kR12PotentiallyDisallowed{
    RuleId::R12, "Potentially disallowed",
    "A move is potentially disallowed if it is unconstrained, it threatens an opponent string, and "
    "does not increase the liberties of any threatened string of its own color.",
    RuleSource::RulesText};

/// What R11 and R12 find about one board play.
struct ThreatFacts {
  std::vector<PointSet> threatened;     ///< opponent strings the move threatens (R11)
  bool rescues_own = false;             ///< it increases the liberties of an own threatened string
  bool potentially_disallowed = false;  ///< R12
};

/// R12: judges a legal board play `move` made in `before` with base-rules effect `effect`;
/// `constrained` is R10's answer for it. An own threatened string is one of the mover's strings
/// with one liberty before the move; the move increases its liberties if its stones are still on
/// the board after the move in a string with two or more liberties.
ThreatFacts threat_facts(const Graph& graph, const Configuration& before, const Move& move,
                         const PlayResult& effect, bool constrained);

}  // namespace kospec
