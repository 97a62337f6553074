#pragma once
// R9 Rule: Cycle sets.

#include "spec/a1_obvious_cycles.h"
#include "spec/record.h"
#include "spec/rule_text.h"
#include "spec/ruling.h"

namespace kospec {

/// R9, quoted from the rules text.
inline constexpr RuleText kR9RuleCycleSets{
    RuleId::R9,
    "Rule: Cycle sets",
    "If a play makes a capture that has or creates a non-empty cycle set, the opponent's next "
    "move must not be at any board point in that set.",
    RuleSource::RulesText,
    {},
    {},
    "the opponent's next move may not be on the cycle set of a capture that has or creates one"};

/// The cycle set that the capture made by ply `ply` (1-based) "has or creates": its R8 cycle set
/// as it stands after that ply, joined (when `a1` is given) with the set it could obviously create
/// (A1). Empty when the ply is not a capture.
PointSet capture_cycle_set(const GameRecord& record, std::size_t ply, const A1Reading* a1);

/// R9: the points the next move must not be on: the cycle set of the last ply's capture, if it
/// has or creates one; empty otherwise (and at the start of the game).
PointSet cycle_set_ban(const GameRecord& record, const A1Reading* a1);

/// The facts R9 reads about the last ply: the cycle set (R8) its capture has or creates.
struct CaptureCycleSet {
  PointSet cycle_set;                      ///< the capture's R8 cycle set after the last ply
  std::size_t capture_ply = 0;             ///< the capture ply (0: the last ply was no capture)
  std::optional<std::size_t> earlier_ply;  ///< the earlier same capture it repeated, if it did

  /// Equal facts.
  bool operator==(const CaptureCycleSet&) const = default;
};

/// R8/R9 from scratch: the facts of the capture made by the record's last ply.
CaptureCycleSet last_capture_cycle_set(const GameRecord& record);

/// R9's vote on a board play: forbidden on the cycle set of the last ply's capture.
constexpr Vote vote_cycle_set_rule(bool in_cycle_set) {
  return in_cycle_set ? Vote::Forbid : Vote::Allow;
}

/// R9's judgement of a board play at `at`, given the cycle set of the last ply's capture.
Ruling judge_cycle_set_rule(const Graph& graph, Point at, const CaptureCycleSet& last);

}  // namespace kospec
