#include "spec/r15_rule_disallowed_capture.h"

#include <string>
#include "spec/r10_constrained.h"
#include "spec/r12_potentially_disallowed.h"
#include "spec/r13_counteracted.h"
#include "spec/r14_move_signature.h"

namespace kospec {

namespace {

PlayResult replayed_effect(const GameRecord& record, std::size_t ply) {
  const Ply& p = record.plies()[ply - 1];
  PlayResult effect{{}, *p.after, p.captured, p.self_captured};
  return effect;
}

}  // namespace

PointSet signature_of(const GameRecord& record, const Move& move, const PlayResult& effect) {
  const auto facts = threat_facts(record.graph(), record.current(), move, effect, false);
  return move_signature(*move.point, effect.captured, facts.threatened);
}

std::vector<DisallowedSignature> disallowed_signatures(const GameRecord& record, std::size_t plies,
                                                       const A1Reading* a1) {
  std::vector<DisallowedSignature> found;
  const Graph& graph = record.graph();
  for (std::size_t ply = 1; ply + 1 <= plies; ++ply) {
    const Move& move = record.plies()[ply - 1].move;
    if (move.is_pass()) continue;
    const PlayResult effect = replayed_effect(record, ply);
    const ThreatFacts facts = threat_facts(graph, record.configuration_after(ply - 1), move, effect,
                                           constrained_after(record, ply - 1, a1));
    if (!facts.potentially_disallowed) continue;
    const Move& reply = record.plies()[ply].move;
    if (!counteracts(graph, *move.point, facts.threatened, reply, replayed_effect(record, ply + 1)))
      continue;
    found.push_back({move.player, move_signature(*move.point, effect.captured, facts.threatened),
                     ply, ply + 1});
  }
  return found;
}

Ruling judge_disallowed_capture(const Graph& graph, bool constrained, const PointSet& signature,
                                const DisallowedSignature* match) {
  if (constrained)
    return {Vote::Allow,
            {RuleId::R15, "the move is constrained (R10): R15 does not apply", {}, {}}};
  if (match) {
    return {Vote::Forbid,
            {RuleId::R15,
             "signature {" + point_list(graph, signature) +
                 "} was disallowed: the potentially disallowed move at ply " +
                 std::to_string(match->pd_ply) + " was counteracted by ply " +
                 std::to_string(match->counter_ply),
             signature, match->pd_ply}};
  }
  return {Vote::Allow,
          {RuleId::R15,
           "signature {" + point_list(graph, signature) + "} is not disallowed",
           signature,
           {}}};
}

}  // namespace kospec
