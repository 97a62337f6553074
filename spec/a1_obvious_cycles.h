#pragma once
// A1 The etiquette of obvious cycles, with kospec's decidable reading A1.k.

#include "spec/base_self_capture.h"
#include "spec/record.h"
#include "spec/rule_text.h"
#include "spec/ruling.h"

namespace kospec {

/// A1, quoted from the rules text.
inline constexpr RuleText kA1ObviousCycles{
    RuleId::A1, "The etiquette of obvious cycles",
    "When a capture could obviously create a cycle set the players should behave as though the "
    "set has already been created.",
    RuleSource::RulesText,
    "A1.k: a capture could obviously create the cycle set S if some continuation of at most k plies "
    "(k = 2 by default, 4 on request) under the base rules, the capturer's opponent first, ends "
    "with the same capture leaving the same configuration; S is the union of the board-play points "
    "of every such continuation, its last ply excepted. With k = 2 this is the basic ko. A1.r9 "
    "(default): S acts as R9's ban only; A1.full: the reply is also constrained (R10)."};

/// Reading A1.k: "could obviously create" = a continuation of at most `depth` plies under the
/// base rules, players alternating from the capturer's opponent, whose last ply is the same
/// capture (R7) leaving the same configuration (R6). depth is even: 2 finds the basic ko.
/// Which rules A1 acts on: reading A1.r9 (the default) lets the obvious set act as R9's ban only,
/// so the reply stays unconstrained (R10) and R15 still applies to it, as the text's Figures 2
/// and 3 need; the literal reading A1.full ("behave as though the set has already been created")
/// also makes the reply constrained, which exempts it from R15 and reverses those figures.
struct A1Reading {
  int depth = 2;                                      ///< longest continuation searched (2 or 4)
  SelfCapture self_capture = SelfCapture::Forbidden;  ///< base rules of the continuations
  bool constrains = false;  ///< A1.full: the obvious set also makes the next move constrained
};

/// A1.k: the cycle set that ply `ply` (1-based, a capture) could obviously create: the union of
/// the board-play points of every continuation found, its last ply excepted. Empty if none, or
/// if the ply is not a capture.
PointSet obvious_cycle_set(const GameRecord& record, std::size_t ply, const A1Reading& reading);

/// A1's judgement of a board play at `at`: R9 applies to `obvious_set`, the cycle set the capture
/// at ply `capture_ply` could obviously create, as though it had been created.
Ruling judge_obvious_cycles(const Graph& graph, Point at, const PointSet& obvious_set,
                            std::size_t capture_ply);

}  // namespace kospec
