#include "spec/r15_rule_disallowed_capture.h"

#include <algorithm>
#include <string>
#include "spec/r12_potentially_disallowed.h"
#include "spec/r13_counteracted.h"
#include "spec/r14_move_signature.h"

namespace kospec {

Signature signature_of(const GameRecord& record, const Move& move, const PlayResult& effect,
                       const DefinitionReadings& readings) {
  return signature_of(record.graph(), record.current(), move, effect, readings);
}

Signature signature_of(const Graph& graph, const Configuration& before, const Move& move,
                       const PlayResult& effect, const DefinitionReadings& readings) {
  auto facts = threat_facts(graph, before, move, effect, false, readings);
  facts.threatened.insert(facts.threatened.end(), facts.own_threatened.begin(),
                          facts.own_threatened.end());
  return {move_signature(*move.point, effect.captured, facts.threatened), *move.point,
          effect.captured};
}

const DisallowedSignature* find_disallowed(const std::vector<DisallowedSignature>& all,
                                           Player player, const Signature& signature,
                                           R14Reading reading) {
  for (const DisallowedSignature& d : all) {
    if (d.player == player && same_signature(d.parts(), signature, reading)) return &d;
  }
  return nullptr;
}

std::vector<DisallowedSignature> disallowed_signatures(const GameRecord& record, std::size_t plies,
                                                       const A1Reading* a1, R13Reading r13,
                                                       const DefinitionReadings& readings) {
  return disallowed_signatures(potentially_disallowed_plies(record, plies, a1, r13, readings),
                               readings.r14);
}

std::vector<DisallowedSignature> disallowed_signatures(
    const std::vector<PotentiallyDisallowedPly>& pds, R14Reading r14) {
  std::vector<DisallowedSignature> found;
  for (const PotentiallyDisallowedPly& pd : pds) {
    if (!pd.counter_ply) continue;
    std::vector<PointSet> threatened = pd.threatened;
    threatened.insert(threatened.end(), pd.own_threatened.begin(), pd.own_threatened.end());
    const Signature signature{move_signature(pd.point, pd.captured, threatened), pd.point,
                              pd.captured};
    if (!find_disallowed(found, pd.player, signature, r14))
      found.push_back(
          {pd.player, signature.points, pd.ply, *pd.counter_ply, pd.point, pd.captured});
  }
  return found;
}

Ruling judge_disallowed_capture(const Graph& graph, bool constrained, const PointSet& signature,
                                const DisallowedSignature* match) {
  const Vote vote = vote_disallowed_capture(constrained, match != nullptr);
  if (constrained)
    return {Vote::Allow,
            {RuleId::R15, "the move is constrained (R10): R15 does not apply", {}, {}}};
  if (vote == Vote::Forbid) {
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
