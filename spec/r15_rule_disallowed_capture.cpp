#include "spec/r15_rule_disallowed_capture.h"

#include <algorithm>
#include <string>
#include "spec/r12_potentially_disallowed.h"
#include "spec/r13_counteracted.h"
#include "spec/r14_move_signature.h"

namespace kospec {

PointSet signature_of(const GameRecord& record, const Move& move, const PlayResult& effect) {
  return signature_of(record.graph(), record.current(), move, effect);
}

PointSet signature_of(const Graph& graph, const Configuration& before, const Move& move,
                      const PlayResult& effect) {
  const auto facts = threat_facts(graph, before, move, effect, false);
  return move_signature(*move.point, effect.captured, facts.threatened);
}

std::vector<DisallowedSignature> disallowed_signatures(const GameRecord& record, std::size_t plies,
                                                       const A1Reading* a1, R13Reading r13) {
  std::vector<DisallowedSignature> found;
  for (const PotentiallyDisallowedPly& pd : potentially_disallowed_plies(record, plies, a1, r13)) {
    if (!pd.counter_ply) continue;
    const PointSet signature = move_signature(pd.point, pd.captured, pd.threatened);
    const bool known = std::any_of(found.begin(), found.end(), [&](const DisallowedSignature& d) {
      return d.player == pd.player && d.signature == signature;
    });
    if (!known) found.push_back({pd.player, signature, pd.ply, *pd.counter_ply});
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
