#pragma once
// R10 Constrained move.

#include "spec/a1_obvious_cycles.h"
#include "spec/record.h"
#include "spec/rule_text.h"

namespace kospec {

/// R10, quoted from the rules text.
inline constexpr RuleText kR10Constrained{
    RuleId::R10, "Constrained move",
    "A move is said to be constrained if the opponent's preceding move was a capture that had or "
    "created a non-empty cycle set. Otherwise it is unconstrained.",
    RuleSource::RulesText};

/// R10: whether the move after the first `plies` plies is constrained (the ply before it was a
/// capture with a non-empty cycle set, A1's obvious set counting when `a1` is given and reads
/// A1.full).
bool constrained_after(const GameRecord& record, std::size_t plies, const A1Reading* a1,
                       const DefinitionReadings& readings = {});

}  // namespace kospec
