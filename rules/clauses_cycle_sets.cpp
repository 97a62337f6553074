// R9 (with A1), R15, A2, A3: the cycle-set clauses, their facts read from the incremental tracker.
#include <algorithm>

#include "rules/clause_judges.h"
#include "rules/fact_check.h"
#include "spec/a2_eternal_life.h"
#include "spec/a3_tko.h"
#include "spec/r10_constrained.h"
#include "spec/r13_counteracted.h"
#include "spec/r15_rule_disallowed_capture.h"

namespace kospec::judges {

namespace {

const CycleSetBan kNoBan{};

const CycleSetBan& current_ban(const Game& game) {
  return game.cycle_sets() ? game.cycle_sets()->ban() : kNoBan;
}

const A1Reading* a1_of(const Game& game) {
  return game.ruleset().a1 ? &*game.ruleset().a1 : nullptr;
}

// R10's answer for the move about to be played, checked against the spec in a KOSPEC_CHECKS build.
bool constrained(const Game& game, const Move& move) {
  const A1Reading* a1 = a1_of(game);
  const bool incremental = current_ban(game).constrains(a1 != nullptr && a1->constrains);
  if constexpr (kChecks) {
    const GameRecord& record = game.record();
    check_fact(RuleId::R10, "constrained", judged_at(game, move), incremental,
               constrained_after(record, record.ply_count(), a1));
  }
  return incremental;
}

}  // namespace

Ruling cycle_set_rule(const Game& game, const Move& move, const PlayResult&) {
  const Graph& g = game.record().graph();
  const CycleSetBan& ban = current_ban(game);
  if constexpr (kChecks) {
    const CaptureCycleSet scratch = last_capture_cycle_set(game.record());
    const std::string where = judged_at(game, move);
    check_fact(RuleId::R9, "cycle set of the last capture", where, ban.last.cycle_set,
               scratch.cycle_set);
    check_fact(RuleId::R8, "earlier same capture", where, ban.last.earlier_ply,
               scratch.earlier_ply);
  }
  const Ruling r9 = judge_cycle_set_rule(g, *move.point, ban.last);
  if (r9.vote == Vote::Allow && !ban.obvious_set.empty()) {
    Ruling a1 = judge_obvious_cycles(g, *move.point, ban.obvious_set, ban.last.capture_ply);
    if (a1.vote == Vote::Forbid) return a1;
  }
  return r9;
}

Ruling disallowed_capture(const Game& game, const Move& move, const PlayResult& effect) {
  const bool is_constrained = constrained(game, move);
  if (is_constrained) return judge_disallowed_capture(game.record().graph(), true, {}, nullptr);
  const PointSet signature = signature_of(game.record(), move, effect);
  const DisallowedSignature* match = game.cycle_sets()->disallowed(move.player, signature);
  if constexpr (kChecks) {
    const GameRecord& record = game.record();
    const auto all =
        disallowed_signatures(record, record.ply_count(), a1_of(game), game.ruleset().r13);
    const bool scratch = std::any_of(all.begin(), all.end(), [&](const DisallowedSignature& d) {
      return d.player == move.player && d.signature == signature;
    });
    check_fact(RuleId::R15, "signature disallowed", judged_at(game, move), match != nullptr,
               scratch);
  }
  return judge_disallowed_capture(game.record().graph(), false, signature, match);
}

Ruling eternal_life(const Game& game, const Move& move, const PlayResult& effect) {
  const GameRecord& record = game.record();
  if constexpr (kChecks) {
    const auto scratch =
        protected_double_ko_stones(record, game.ruleset().self_capture, game.ruleset().a2_passes);
    check_fact(RuleId::A2, "protected double ko stones", judged_at(game, move),
               game.eternal_life_stones().value_or(PointSet{}), scratch.value_or(PointSet{}));
  }
  return judge_eternal_life(record.graph(), game.eternal_life_stones(), effect.captured,
                            record.ply_count());
}

Ruling two_kos_one_liberty(const Game& game, const Move& move, const PlayResult& effect) {
  const Graph& g = game.record().graph();
  const Ruleset& ruleset = game.ruleset();
  const bool is_constrained = constrained(game, move);
  // Only a ko capture can be a TKO capture: one stone captured (tko_groups checks the ko shape).
  std::vector<PointSet> groups;
  std::optional<std::size_t> counteracted;
  if (effect.captured.size() == 1 && !is_constrained) {
    groups = tko_groups(g, game.record().current(), move, ruleset.self_capture, ruleset.a3);
    if (!groups.empty() && ruleset.a3 == A3Reading::Counter) {
      counteracted = game.cycle_sets()->counteracted_by(g, move, effect);
      if constexpr (kChecks) {
        check_fact(RuleId::R13, "counteracts a pending move", judged_at(game, move),
                   counteracted.has_value(),
                   counteracts_pending(game.record(), move, effect, a1_of(game), ruleset.r13));
      }
    }
  }
  return judge_two_kos_one_liberty(g, ruleset.a3, is_constrained, counteracted, groups);
}

}  // namespace kospec::judges
