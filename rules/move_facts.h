#pragma once
// The rules layer's facts of a move (spec/move_facts.h): read from the Game's incremental indexes
// (the position index, the cycle-set tracker, A2's protected stones), with the evidence the
// clauses' findings cite. In a KOSPEC_CHECKS build each fact is recomputed from scratch with the
// spec's definitions and compared (fact_check.h).

#include "rules/cycle_set_position.h"
#include "spec/base_play.h"
#include "spec/move_facts.h"

namespace kospec {

/// The facts the rules layer gathers (gather_facts): a test checks every row of the table
/// against it.
inline constexpr FactMask kRulesLayerFacts =
    fact_bit(Fact::KoPoint) | fact_bit(Fact::Repeat) | fact_bit(Fact::RepeatToMove) |
    fact_bit(Fact::RepeatMadeBy) | fact_bit(Fact::RepeatSincePass) |
    fact_bit(Fact::RepeatInWindow) | fact_bit(Fact::SituationCount) | fact_bit(Fact::PassedHere) |
    fact_bit(Fact::CycleSetBan) | fact_bit(Fact::ObviousSet) | fact_bit(Fact::Constrained) |
    fact_bit(Fact::DisallowedSignature) | fact_bit(Fact::ProtectedCapture) |
    fact_bit(Fact::TkoCapture) | fact_bit(Fact::Counteracts);

/// The facts of the kinds in `mask` of `move` (allowed by the base rules, with `effect`) in
/// `game`, and their evidence.
void gather_facts(const Game& game, const Move& move, const PlayResult& effect, FactMask mask,
                  MoveFacts& facts, Evidence& evidence);

/// The cycle-set facts (R8-R15, A1, A2) of the kinds in `mask` of a board play `move` (allowed by
/// the base rules, with `effect`) at `at`, and their evidence when `evidence` is given.
void gather_cycle_facts(const CycleSetPosition& at, const Move& move, const PlayResult& effect,
                        FactMask mask, MoveFacts& facts, Evidence* evidence);

}  // namespace kospec
