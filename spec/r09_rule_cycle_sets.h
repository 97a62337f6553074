#pragma once
// R9 Rule: Cycle sets.

#include "spec/a1_obvious_cycles.h"
#include "spec/record.h"
#include "spec/rule_text.h"

namespace kospec {

/// R9, quoted from the rules text.
inline constexpr RuleText kR9RuleCycleSets{
    RuleId::R9, "Rule: Cycle sets",
    "If a play makes a capture that has or creates a non-empty cycle set, the opponent's next "
    "move must not be at any board point in that set.",
    RuleSource::RulesText};

/// The cycle set that the capture made by ply `ply` (1-based) "has or creates": its R8 cycle set
/// as it stands after that ply, joined (when `a1` is given) with the set it could obviously create
/// (A1). Empty when the ply is not a capture.
PointSet capture_cycle_set(const GameRecord& record, std::size_t ply, const A1Reading* a1);

/// R9: the points the next move must not be on: the cycle set of the last ply's capture, if it
/// has or creates one; empty otherwise (and at the start of the game).
PointSet cycle_set_ban(const GameRecord& record, const A1Reading* a1);

}  // namespace kospec
