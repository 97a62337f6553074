// R9 (with A1), R15, A2, A3: the cycle-set clauses, their facts read from the incremental tracker.
#include <algorithm>

#include "rules/clause_judges.h"
#include "rules/cycle_set_clauses.h"
#include "rules/fact_check.h"
#include "spec/a2_eternal_life.h"
#include "spec/a3_tko.h"
#include "spec/error.h"
#include "spec/r10_constrained.h"
#include "spec/r13_counteracted.h"
#include "spec/r15_rule_disallowed_capture.h"

namespace kospec {

namespace {

const CycleSetBan kNoBan{};

// What the last ply left for the next move under R9/R10 (nothing when no tracker is kept).
const CycleSetBan& ban_of(const CycleSetPosition& at) {
  return at.tracker ? at.tracker->ban() : kNoBan;
}

const A1Reading* a1_of(const Game& game) {
  return game.ruleset().a1 ? &*game.ruleset().a1 : nullptr;
}

// R10's answer for the move about to be played, checked against the spec in a KOSPEC_CHECKS build.
bool constrained(const CycleSetPosition& at, const Move& move) {
  const bool incremental = ban_of(at).constrains(at.obvious_constrains);
  if constexpr (kChecks) {
    if (at.game) {
      const GameRecord& record = at.game->record();
      check_fact(RuleId::R10, "constrained", judges::judged_at(*at.game, move), incremental,
                 constrained_after(record, record.ply_count(), a1_of(*at.game)));
    }
  }
  return incremental;
}

Ruling cycle_set_rule(const CycleSetPosition& at, const Move& move) {
  const CycleSetBan& ban = ban_of(at);
  if constexpr (kChecks) {
    if (at.game) {
      const CaptureCycleSet scratch = last_capture_cycle_set(at.game->record());
      const std::string where = judges::judged_at(*at.game, move);
      check_fact(RuleId::R9, "cycle set of the last capture", where, ban.last.cycle_set,
                 scratch.cycle_set);
      check_fact(RuleId::R8, "earlier same capture", where, ban.last.earlier_ply,
                 scratch.earlier_ply);
    }
  }
  const Ruling r9 = judge_cycle_set_rule(at.graph, *move.point, ban.last);
  if (r9.vote == Vote::Allow && !ban.obvious_set.empty()) {
    Ruling a1 = judge_obvious_cycles(at.graph, *move.point, ban.obvious_set, ban.last.capture_ply);
    if (a1.vote == Vote::Forbid) return a1;
  }
  return r9;
}

Ruling disallowed_capture(const CycleSetPosition& at, const Move& move, const PlayResult& effect) {
  if (constrained(at, move)) return judge_disallowed_capture(at.graph, true, {}, nullptr);
  const PointSet signature = signature_of(at.graph, at.current, move, effect);
  const DisallowedSignature* match = at.tracker->disallowed(move.player, signature);
  if constexpr (kChecks) {
    if (at.game) {
      const GameRecord& record = at.game->record();
      const auto all = disallowed_signatures(record, record.ply_count(), a1_of(*at.game),
                                             at.game->ruleset().r13);
      const bool scratch = std::any_of(all.begin(), all.end(), [&](const DisallowedSignature& d) {
        return d.player == move.player && d.signature == signature;
      });
      check_fact(RuleId::R15, "signature disallowed", judges::judged_at(*at.game, move),
                 match != nullptr, scratch);
    }
  }
  return judge_disallowed_capture(at.graph, false, signature, match);
}

Ruling eternal_life(const CycleSetPosition& at, const Move& move, const PlayResult& effect) {
  if constexpr (kChecks) {
    if (at.game) {
      const Ruleset& ruleset = at.game->ruleset();
      const auto scratch =
          protected_double_ko_stones(at.game->record(), ruleset.self_capture, ruleset.a2_passes);
      check_fact(RuleId::A2, "protected double ko stones", judges::judged_at(*at.game, move),
                 at.guarded.value_or(PointSet{}), scratch.value_or(PointSet{}));
    }
  }
  return judge_eternal_life(at.graph, at.guarded, effect.captured, at.plies);
}

Ruling two_kos_one_liberty(const CycleSetPosition& at, const Move& move, const PlayResult& effect) {
  const bool is_constrained = constrained(at, move);
  // Only a ko capture can be a TKO capture: one stone captured (tko_groups checks the ko shape).
  std::vector<PointSet> groups;
  std::optional<std::size_t> counteracted;
  if (effect.captured.size() == 1 && !is_constrained) {
    groups = tko_groups(at.graph, at.current, move, at.self_capture, at.a3);
    if (!groups.empty() && at.a3 == A3Reading::Counter) {
      counteracted = at.tracker->counteracted_by(at.graph, move, effect);
      if constexpr (kChecks) {
        if (at.game) {
          check_fact(RuleId::R13, "counteracts a pending move", judges::judged_at(*at.game, move),
                     counteracted,
                     counteracts_pending(at.game->record(), move, effect, a1_of(*at.game),
                                         at.game->ruleset().r13));
        }
      }
    }
  }
  return judge_two_kos_one_liberty(at.graph, at.a3, is_constrained, counteracted, groups);
}

// The position of a game, for its cycle-set clauses.
CycleSetPosition position_of(const Game& game) {
  const Ruleset& ruleset = game.ruleset();
  return {game.record().graph(),
          game.record().current(),
          game.cycle_sets(),
          game.eternal_life_stones(),
          game.record().ply_count(),
          ruleset.self_capture,
          ruleset.a3,
          ruleset.a1 && ruleset.a1->constrains,
          &game};
}

}  // namespace

Ruling judge_cycle_set_clause(RuleId id, const CycleSetPosition& position, const Move& move,
                              const PlayResult& effect) {
  switch (id) {
    case RuleId::R9:
      return cycle_set_rule(position, move);
    case RuleId::R15:
      return disallowed_capture(position, move, effect);
    case RuleId::A2:
      return eternal_life(position, move, effect);
    case RuleId::A3:
      return two_kos_one_liberty(position, move, effect);
    default:
      throw PreconditionError("judge_cycle_set_clause: not a cycle-set clause");
  }
}

namespace judges {

Ruling cycle_set_rule(const Game& game, const Move& move, const PlayResult& effect) {
  return judge_cycle_set_clause(RuleId::R9, position_of(game), move, effect);
}

Ruling disallowed_capture(const Game& game, const Move& move, const PlayResult& effect) {
  return judge_cycle_set_clause(RuleId::R15, position_of(game), move, effect);
}

Ruling eternal_life(const Game& game, const Move& move, const PlayResult& effect) {
  return judge_cycle_set_clause(RuleId::A2, position_of(game), move, effect);
}

Ruling two_kos_one_liberty(const Game& game, const Move& move, const PlayResult& effect) {
  return judge_cycle_set_clause(RuleId::A3, position_of(game), move, effect);
}

}  // namespace judges

}  // namespace kospec
