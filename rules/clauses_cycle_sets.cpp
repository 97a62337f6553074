// R9, R15, A2, A3: the cycle-set clauses, answered from the incremental tracker.
#include <string>

#include "rules/clause_judges.h"
#include "spec/a3_tko.h"
#include "spec/base_play.h"
#include "spec/r15_rule_disallowed_capture.h"

namespace kospec::judges {

namespace {

const CycleSetBan kNoBan{};

const CycleSetBan& current_ban(const Game& game) {
  return game.cycle_sets() ? game.cycle_sets()->ban() : kNoBan;
}

}  // namespace

Vote cycle_set_rule(const Game& game, const Move& move, const PlayResult&, std::vector<Finding>& trace) {
  const Graph& g = game.record().graph();
  const CycleSetBan& ban = current_ban(game);
  const Point at = *move.point;
  if (ban.cycle_set.contains(at)) {
    trace.push_back({RuleId::R9,
                     g.name(at) + " is in the cycle set {" + point_list(g, ban.cycle_set) + "} of the capture at ply " +
                         std::to_string(ban.capture_ply) +
                         (ban.earlier_ply ? " (it repeated ply " + std::to_string(*ban.earlier_ply) + ")" : ""),
                     ban.cycle_set, ban.capture_ply});
    return Vote::Forbid;
  }
  if (ban.obvious_set.contains(at)) {
    trace.push_back({RuleId::A1,
                     g.name(at) + " is in the cycle set {" + point_list(g, ban.obvious_set) +
                         "} the capture at ply " + std::to_string(ban.capture_ply) +
                         " could obviously create: R9 applies as though it had",
                     ban.obvious_set, ban.capture_ply});
    return Vote::Forbid;
  }
  trace.push_back({RuleId::R9, ban.constrains() ? "not in the cycle set of the last capture" : "the last ply left no cycle set",
                   {}, {}});
  return Vote::Allow;
}

Vote disallowed_capture(const Game& game, const Move& move, const PlayResult& effect, std::vector<Finding>& trace) {
  if (current_ban(game).constrains()) {
    trace.push_back({RuleId::R15, "the move is constrained (R10): R15 does not apply", {}, {}});
    return Vote::Allow;
  }
  const PointSet signature = signature_of(game.record(), move, effect);
  const Graph& g = game.record().graph();
  if (const DisallowedSignature* d = game.cycle_sets()->disallowed(move.player, signature)) {
    trace.push_back({RuleId::R15,
                     "signature {" + point_list(g, signature) + "} was disallowed: the potentially disallowed move at ply " +
                         std::to_string(d->pd_ply) + " was counteracted by ply " + std::to_string(d->counter_ply),
                     signature, d->pd_ply});
    return Vote::Forbid;
  }
  trace.push_back({RuleId::R15, "signature {" + point_list(g, signature) + "} is not disallowed", signature, {}});
  return Vote::Allow;
}

Vote eternal_life(const Game& game, const Move&, const PlayResult& effect, std::vector<Finding>& trace) {
  const auto& stones = game.eternal_life_stones();
  const Graph& g = game.record().graph();
  if (stones && stones->intersects(effect.captured)) {
    trace.push_back({RuleId::A2, "captures the double ko stones " + point_list(g, *stones) +
                                     " made by ply " + std::to_string(game.record().ply_count()) +
                                     " in an eternal life position", *stones, game.record().ply_count()});
    return Vote::Forbid;
  }
  trace.push_back({RuleId::A2, "captures no protected double ko stones", {}, {}});
  return Vote::Allow;
}

Vote two_kos_one_liberty(const Game& game, const Move& move, const PlayResult& effect, std::vector<Finding>& trace) {
  const Graph& g = game.record().graph();
  // Only a ko capture can be a TKO capture: one stone captured, the stone played left alone in atari.
  if (effect.captured.size() == 1 && !current_ban(game).constrains()) {
    const auto groups = tko_groups(g, game.record().current(), move, game.ruleset().self_capture);
    if (!groups.empty()) {
      trace.push_back({RuleId::A3, "captures a ko beside the one-liberty string " + point_list(g, groups[0]) +
                                       " that has two kos, and is not a ko threat (unconstrained)", groups[0], {}});
      return Vote::Forbid;
    }
  }
  trace.push_back({RuleId::A3, "not a ko capture by a one-liberty string with two kos, or a ko threat", {}, {}});
  return Vote::Allow;
}

}  // namespace kospec::judges
