#pragma once
// A1 The etiquette of obvious cycles, with kospec's decidable reading A1.k and its two readings
// of which continuations show a cycle: A1.local (the capture's local region, plies legal under
// the ruleset) and A1.base (the base rules on the whole board, the literal search).

#include <cstdint>

#include "spec/a3_tko.h"
#include "spec/base_self_capture.h"
#include "spec/r13_reading.h"
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
    "A1.k: a capture could obviously create the cycle set S if some continuation of at most k "
    "plies (k = 2, or 4 with A1(depth=4)), the capturer's opponent first, ends with the same "
    "capture (R7) leaving the same configuration (R6); S is the union of the board-play points of "
    "every such continuation, its last ply excepted. Which continuations count: A1.local (the "
    "default for k = 4): board plays only, each on an empty point of the capture's local region or "
    "on a point an earlier ply of the continuation emptied, and each legal under the ruleset's own "
    "clauses R9, R15, A2 and A3 with the history it would then have (the game's cycle sets, R9's "
    "ban, disallowed signatures and pending potentially disallowed moves, and what the "
    "continuation adds to them); A1 itself is not applied inside a continuation (no recursion), "
    "nor is any clause other than those four. The local region of a capture: the point played and "
    "the points captured, every string with a stone on or next to one of them in the "
    "configuration the capture left, and the liberties of those strings. A1.base (the default for "
    "k = 2, where it is exactly the basic ko; A1.base(depth=4) is the literal search): every "
    "continuation under the base rules alone, on the whole board, passes included. A1.r9 "
    "(default): S acts as R9's ban only; A1.full: the reply is also constrained (R10), with "
    "A1.base's continuations."};

/// Which continuations A1.k's search reads "could obviously create" through.
enum class A1Continuations : std::uint8_t {
  Base,   ///< A1.base: under the base rules alone, on the whole board, passes included
  Local,  ///< A1.local: board plays in the capture's local region, legal under the ruleset
};

/// The id of a continuations reading: "A1.base" or "A1.local".
const char* a1_continuations_id(A1Continuations continuations);

/// A1.local: the ruleset's clauses that judge each ply of a continuation (A1 excepted), with
/// the readings they are taken in.
struct A1ContinuationClauses {
  bool r9 = false;                            ///< R9 is a clause of the ruleset
  bool r15 = false;                           ///< R15 is a clause of the ruleset
  bool a2 = false;                            ///< A2 is a clause of the ruleset
  bool a3 = false;                            ///< A3 is a clause of the ruleset
  bool a2_passes = false;                     ///< A2 under reading A2.pass
  A3Reading a3_reading = A3Reading::Counter;  ///< A3's reading
  R13Reading r13 = R13Reading::Next;          ///< R13's reading (R15 and A3.counter read it)
  /// Same clauses and readings.
  bool operator==(const A1ContinuationClauses&) const = default;
};

/// Reading A1.k: "could obviously create" = a continuation of at most `depth` plies, players
/// alternating from the capturer's opponent, whose last ply is the same capture (R7) leaving the
/// same configuration (R6). depth is even: 2 finds the basic ko. `continuations` says which
/// continuations count (A1.local or A1.base).
/// Which rules A1 acts on: reading A1.r9 (the default) lets the obvious set act as R9's ban only,
/// so the reply stays unconstrained (R10) and R15 still applies to it, as the text's Figures 2
/// and 3 need; the literal reading A1.full ("behave as though the set has already been created")
/// also makes the reply constrained, which exempts it from R15 and reverses those figures.
struct A1Reading {
  int depth = 2;                                      ///< longest continuation searched (2 or 4)
  SelfCapture self_capture = SelfCapture::Forbidden;  ///< base rules of the continuations
  bool constrains = false;  ///< A1.full: the obvious set also makes the next move constrained
  A1Continuations continuations = A1Continuations::Base;  ///< A1.base or A1.local
  A1ContinuationClauses clauses{};  ///< A1.local: the clauses that judge a continuation's plies
};

/// A1.local: the local region of a capture at `played` of `captured` that left `after`: those
/// points, every string of `after` with a stone on or next to one of them, and the liberties of
/// those strings.
PointSet local_region(const Graph& graph, const Configuration& after, Point played,
                      const PointSet& captured);

/// A1.k: the cycle set that ply `ply` (1-based, a capture) could obviously create: the union of
/// the board-play points of every continuation found, its last ply excepted. Empty if none, or
/// if the ply is not a capture. From scratch: under A1.local each ply of a continuation is judged
/// by the spec's definitions over the whole history it extends.
PointSet obvious_cycle_set(const GameRecord& record, std::size_t ply, const A1Reading& reading);

/// A1's vote on a board play: R9 forbids the set the last capture could obviously create.
constexpr Vote vote_obvious_cycles(bool in_obvious_set) {
  return in_obvious_set ? Vote::Forbid : Vote::Allow;
}

/// A1's judgement of a board play at `at`: R9 applies to `obvious_set`, the cycle set the capture
/// at ply `capture_ply` could obviously create, as though it had been created.
Ruling judge_obvious_cycles(const Graph& graph, Point at, const PointSet& obvious_set,
                            std::size_t capture_ply);

}  // namespace kospec
