#pragma once
// R15 Rule: Disallowed capture.

#include <vector>
#include "spec/ruling.h"

#include "spec/a1_obvious_cycles.h"
#include "spec/r13_counteracted.h"
#include "spec/r14_move_signature.h"
#include "spec/record.h"
#include "spec/rule_text.h"

namespace kospec {

/// R15, quoted from the rules text.
inline constexpr RuleText kR15RuleDisallowedCapture{
    RuleId::R15,
    "Rule: Disallowed capture",
    "If a potentially disallowed move is counteracted, then the player who made that move must "
    "never again make an unconstrained move with the same signature.",
    RuleSource::RulesText,
    {},
    {},
    "a player may never again make an unconstrained move with the signature of a counteracted potentially disallowed move"};

/// A signature a player may no longer use unconstrained, with its evidence.
struct DisallowedSignature {
  Player player;            ///< who may not use it
  PointSet signature;       ///< R14 signature of the potentially disallowed move
  std::size_t pd_ply;       ///< the potentially disallowed ply (1-based)
  std::size_t counter_ply;  ///< the ply that counteracted it (R13)
  Point played = Point(0);  ///< the point it was played at (R14.parts compares it)
  PointSet captured;        ///< the points it captured (R14.parts compares them)

  /// Its signature with its parts.
  Signature parts() const { return {signature, played, captured}; }
};

/// R15 from scratch: every signature disallowed by the first `plies` plies of the record: each
/// potentially disallowed ply (R12, with R10 from `a1`'s reading) counteracted (R13) within them:
/// by the next ply under R13.next, by a later ply of the opponent while it is pending under
/// R13.later (the default, as in a ruleset). Each (player, signature) once, with its first
/// potentially disallowed ply, in the order of those plies.
std::vector<DisallowedSignature> disallowed_signatures(const GameRecord& record, std::size_t plies,
                                                       const A1Reading* a1,
                                                       R13Reading r13 = R13Reading::Later,
                                                       const DefinitionReadings& readings = {});

/// R15 from the potentially disallowed plies `pds` (potentially_disallowed_plies, in order): the
/// signature of each one counteracted, each (player, signature) once under R14's reading `r14`.
std::vector<DisallowedSignature> disallowed_signatures(
    const std::vector<PotentiallyDisallowedPly>& pds, R14Reading r14);

/// R14 signature of a legal board play `move` in the current position of `record` (R11's reading
/// from `readings`).
Signature signature_of(const GameRecord& record, const Move& move, const PlayResult& effect,
                       const DefinitionReadings& readings = {});

/// R14 signature of a legal board play `move` made in `before` with base-rules effect `effect`.
Signature signature_of(const Graph& graph, const Configuration& before, const Move& move,
                       const PlayResult& effect, const DefinitionReadings& readings = {});

/// The disallowed signature of `player` in `all` the same as `signature` under R14's reading, if
/// any.
const DisallowedSignature* find_disallowed(const std::vector<DisallowedSignature>& all,
                                           Player player, const Signature& signature,
                                           R14Reading reading);

/// R15's vote on a board play: an unconstrained move with a disallowed signature is forbidden.
constexpr Vote vote_disallowed_capture(bool constrained, bool signature_disallowed) {
  return !constrained && signature_disallowed ? Vote::Forbid : Vote::Allow;
}

/// R15's judgement of a board play with R14 signature `signature`: `constrained` is R10's answer
/// for it, `match` the mover's disallowed signature equal to it, if any.
Ruling judge_disallowed_capture(const Graph& graph, bool constrained, const PointSet& signature,
                                const DisallowedSignature* match);

}  // namespace kospec
