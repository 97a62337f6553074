#pragma once
// The rules layer's facts of a move (spec/move_facts.h): read from the Game's incremental indexes
// (the position index, the cycle-set tracker, A2's protected stones), with the evidence the
// clauses' findings cite. In a KOSPEC_CHECKS build each fact is recomputed from scratch with the
// spec's definitions and compared (fact_check.h).

#include "rules/cycle_set_position.h"
#include "spec/base_play.h"
#include "spec/move_facts.h"

namespace kospec {

/// The facts the rules layer gathers (gather_facts): every kind of KOSPEC_FACTS; a test gives it
/// a witness of each (rules/test/fact_witness_test.cpp).
inline constexpr FactMask kRulesLayerFacts = kAllFacts;

/// The facts of the kinds in `mask` of `move` (allowed by the base rules, with `effect`) in
/// `game`, and their evidence.
void gather_facts(const Game& game, const Move& move, const PlayResult& effect, FactMask mask,
                  MoveFacts& facts, Evidence& evidence);

/// Under KOSPEC_CHECKS, throws CheckError unless the game's cycle-set tracker holds what the spec
/// computes from scratch for its record: R8/R9's last capture, R10, R13's pending moves, R15's
/// disallowed signatures (once a position, where the tracker is updated, not once a move judged).
/// Nothing otherwise.
void check_cycle_set_state(const Game& game);

/// The cycle-set facts (R8-R15, A1, A2) of the kinds in `mask` of a board play `move` (allowed by
/// the base rules, with `effect`) at `at`, and their evidence when `evidence` is given.
void gather_cycle_facts(const CycleSetPosition& at, const Move& move, const PlayResult& effect,
                        FactMask mask, MoveFacts& facts, Evidence* evidence);

}  // namespace kospec
