#include "rules/move_facts.h"

#include <algorithm>
#include <string>

#include "rules/fact_check.h"
#include "rules/game.h"
#include "spec/ko_basic.h"
#include "spec/ko_no_result.h"
#include "spec/move_definitions.h"
#include "spec/r10_constrained.h"
#include "spec/r13_counteracted.h"
#include "spec/spight.h"
#include "spec/superko.h"
#include "spec/window_superko.h"

namespace kospec {

namespace {

std::size_t slot(Player p) { return p == Player::Black ? 0 : 1; }

// "ply 12, B C3": where a KOSPEC_CHECKS difference was found.
[[maybe_unused]] std::string judged_at(const Game& game, const Move& move) {
  return "ply " + std::to_string(game.record().ply_count() + 1) + ", " +
         move_text(game.record().graph(), move);
}

// Checks an earlier ply read from the index against the spec's from-scratch answer.
void check_earlier(RuleId rule, const Game& game, const Move& move,
                   std::optional<std::size_t> earlier, std::optional<std::size_t> scratch) {
  if constexpr (kChecks)
    check_fact(rule, "earlier ply repeated", judged_at(game, move), earlier, scratch);
}

// PSK, SSK, NSSK, SPB, WSK: the earlier plies a board play leaving `after` repeats.
void gather_repeats(const Game& game, const Move& move, const Configuration& after, FactMask mask,
                    MoveFacts& f, Evidence& e) {
  const GameRecord& record = game.record();
  const Occurrences* seen = game.positions().find(after);
  const Player to_move = opponent(move.player);
  if (reads(mask, Fact::Repeat)) {
    e.repeated = seen ? std::optional(seen->first) : std::nullopt;
    check_earlier(RuleId::PSK, game, move, e.repeated, positional_repeat(record, after));
  }
  if (reads(mask, Fact::RepeatToMove)) {
    e.repeated_to_move = seen ? seen->first_with_to_move[slot(to_move)] : std::nullopt;
    check_earlier(RuleId::SSK, game, move, e.repeated_to_move,
                  situational_repeat(record, after, to_move));
  }
  if (reads(mask, Fact::RepeatMadeBy)) {
    e.repeated_made_by = seen ? seen->first_made_by[slot(move.player)] : std::nullopt;
    check_earlier(RuleId::NSSK, game, move, e.repeated_made_by,
                  natural_repeat(record, after, move.player));
  }
  if (reads(mask, Fact::RepeatSincePass)) {
    const bool banned = seen && seen->last >= game.positions().last_pass();
    e.repeated_since_pass = banned ? std::optional(seen->last) : std::nullopt;
    check_earlier(RuleId::SPB, game, move, e.repeated_since_pass, spight_repeat(record, after));
  }
  if (reads(mask, Fact::RepeatInWindow)) {
    const std::size_t window = static_cast<std::size_t>(game.ruleset().window);
    const std::size_t n = record.ply_count();
    const bool within = seen && seen->last + window >= n + 1;
    e.repeated_in_window = within ? std::optional(seen->last) : std::nullopt;
    check_earlier(RuleId::WSK, game, move, e.repeated_in_window,
                  window_repeat(record, after, game.ruleset().window));
  }
  f.repeats = e.repeated.has_value();
  f.repeats_to_move = e.repeated_to_move.has_value();
  f.repeats_made_by = e.repeated_made_by.has_value();
  f.repeats_since_pass = e.repeated_since_pass.has_value();
  f.repeats_in_window = e.repeated_in_window.has_value();
}

// NR: the earlier plies since the last pass whose situation a board play leaving `after` repeats.
void gather_situations(const Game& game, const Move& move, const Configuration& after, MoveFacts& f,
                       Evidence& e) {
  const Player to_move = opponent(move.player);
  const Occurrences* seen = game.positions().find(after);
  if (seen && seen->epoch[slot(to_move)] == game.positions().passes())
    e.situation_plies = seen->since_pass[slot(to_move)];
  if constexpr (kChecks) {
    std::vector<std::size_t> scratch = situation_repeats_since_pass(game.record(), after, to_move);
    if (scratch.size() > 2) scratch.resize(2);  // the index keeps the first two: NR reads no more
    check_fact(RuleId::NR, "situations since the last pass", judged_at(game, move),
               e.situation_plies, scratch);
  }
  f.situation_count = static_cast<std::uint8_t>(std::min<std::size_t>(2, e.situation_plies.size()));
}

// SPE, RPE: the passer's earlier pass in the current configuration.
void gather_passes(const Game& game, const Move& move, MoveFacts& f, Evidence& e) {
  const Occurrences* seen = game.positions().find(game.record().current());
  e.earlier_pass = seen ? seen->passed_by[slot(move.player)] : std::nullopt;
  if constexpr (kChecks) {
    check_fact(RuleId::SPE, "earlier pass in this configuration", judged_at(game, move),
               e.earlier_pass, spight_earlier_pass(game.record(), move.player));
  }
  f.passed_here = e.earlier_pass.has_value();
}

// The position of a game, for its cycle-set facts.
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

void gather_facts(const Game& game, const Move& move, const PlayResult& effect, FactMask mask,
                  MoveFacts& facts, Evidence& evidence) {
  const GameRecord& record = game.record();
  evidence.graph = &record.graph();
  evidence.move = move;
  // The facts of the move itself, by their definitions (spec/move_definitions.h).
  const MoveContext context{record, move, effect};
  for (const Fact f : kFacts) {
    if (fact_group(f) == FactGroup::Move && reads(mask, f)) facts.set(f, move_fact(f, context));
  }
  if (move.is_pass()) {
    if (reads(mask, Fact::PassedHere)) gather_passes(game, move, facts, evidence);
    return;
  }
  if (reads(mask, Fact::KoPoint)) {
    evidence.ko = ko_point(record);
    evidence.ko_ply = record.ply_count();
  }
  if (mask & kHistoryFacts) gather_repeats(game, move, effect.after, mask, facts, evidence);
  if (reads(mask, Fact::SituationCount))
    gather_situations(game, move, effect.after, facts, evidence);
  if (mask & (kCycleFacts | fact_bit(Fact::ProtectedCapture)))
    gather_cycle_facts(position_of(game), move, effect, mask, facts, &evidence);
}

}  // namespace kospec

namespace kospec {

namespace {

const CycleSetBan kNoBan{};

[[maybe_unused]] const A1Reading* a1_of(const Game& game) {
  return game.ruleset().a1 ? &*game.ruleset().a1 : nullptr;
}

// What the last ply left for the next move under R9/R10 (nothing when no tracker is kept).
const CycleSetBan& ban_of(const CycleSetPosition& at) {
  return at.tracker ? at.tracker->ban() : kNoBan;
}

[[maybe_unused]] std::string where_of(const CycleSetPosition& at, const Move& move) {
  return "ply " + std::to_string(at.plies + 1) + ", " + move_text(at.graph, move);
}

// R8/R9 and A1: the last capture's cycle set and the set it could obviously create.
void gather_ban(const CycleSetPosition& at, const Move& move, MoveFacts& f, Evidence* e) {
  const CycleSetBan& ban = ban_of(at);  // checked once a position (check_cycle_set_state)
  f.in_cycle_set = ban.last.cycle_set.contains(*move.point);
  f.in_obvious_set = ban.obvious_set.contains(*move.point);
  if (e) {
    e->last_capture = ban.last;
    e->obvious_set = ban.obvious_set;
  }
}

// R10 (checked once a position: check_cycle_set_state).
void gather_constrained(const CycleSetPosition& at, MoveFacts& f) {
  f.constrained = ban_of(at).constrains(at.obvious_constrains);
}

// R14/R15: the move's signature and the disallowed signature it matches.
void gather_signature(const CycleSetPosition& at, const Move& move, const PlayResult& effect,
                      MoveFacts& f, Evidence* e) {
  const DefinitionReadings& d = at.tracker->definitions();
  const Signature signature = signature_of(at.graph, at.current, move, effect, d);
  const DisallowedSignature* match = at.tracker->disallowed(move.player, signature);
  if constexpr (kChecks) {
    // The tracker's list is the spec's from scratch (check_cycle_set_state); its keyed lookup
    // must find what a search of the list finds.
    if (at.game) {
      check_fact(RuleId::R15, "signature disallowed", where_of(at, move), match != nullptr,
                 find_disallowed(at.tracker->disallowed_signatures(), move.player, signature,
                                 d.r14) != nullptr);
    }
  }
  f.signature_disallowed = match != nullptr;
  if (e) {
    e->signature = signature.points;
    if (match) e->disallowed = *match;
  }
}

// A2: whether the move captures the protected double ko stones. The Game computes them with the
// spec's own definition after each ply (Game::index_last_ply): nothing incremental to check.
void gather_protected(const CycleSetPosition& at, const PlayResult& effect, MoveFacts& f,
                      Evidence* e) {
  f.captures_protected = at.guarded && at.guarded->intersects(effect.captured);
  if (e) {
    e->protected_stones = at.guarded;
    e->captured = effect.captured;
    e->plies = at.plies;
  }
}

// A3 and R13: whether the move is a TKO capture, and the pending move it counteracts.
void gather_tko(const CycleSetPosition& at, const Move& move, const PlayResult& effect,
                FactMask mask, MoveFacts& f, Evidence* e) {
  std::vector<PointSet> groups;
  // Only a ko capture can be a TKO capture: one stone captured (tko_groups checks the ko shape).
  if (reads(mask, Fact::TkoCapture) && effect.captured.size() == 1)
    groups = tko_groups(at.graph, at.current, move, at.self_capture, at.a3);
  f.tko_capture = !groups.empty();
  std::optional<std::size_t> counteracted;
  if (reads(mask, Fact::Counteracts) && at.tracker) {
    // R13 is checked once a position (check_cycle_set_state): the tracker's pending moves are
    // the spec's from scratch, and counteracted_by asks the spec's `counteracts` of each.
    counteracted = at.tracker->counteracted_by(at.graph, move, effect);
  }
  f.counteracts = counteracted.has_value();
  if (e) {
    e->tko_groups = std::move(groups);
    e->counteracted = counteracted;
  }
}

// R13: the tracker's pending potentially disallowed moves are those the spec finds pending from
// scratch (`pds`), both ways, with the same player, point and threatened strings.
[[maybe_unused]] void check_pending(const std::vector<CycleSetTracker::PendingPd>& pending,
                                    const std::vector<PotentiallyDisallowedPly>& pds,
                                    const std::string& where) {
  std::vector<std::size_t> tracked;
  for (const CycleSetTracker::PendingPd& pd : pending) tracked.push_back(pd.ply);
  std::sort(tracked.begin(), tracked.end());
  std::vector<std::size_t> scratch;
  for (const PotentiallyDisallowedPly& pd : pds) {
    if (pd.pending) scratch.push_back(pd.ply);
  }
  check_fact(RuleId::R13, "pending potentially disallowed plies", where, tracked, scratch);
  for (const CycleSetTracker::PendingPd& pd : pending) {
    // Found: the plies are equal.
    const PotentiallyDisallowedPly& s = *std::find_if(
        pds.begin(), pds.end(), [&](const PotentiallyDisallowedPly& p) { return p.ply == pd.ply; });
    check_fact(RuleId::R13, "pending move's player, point and threatened strings",
               where + ", pd ply " + std::to_string(pd.ply),
               pd.player == s.player && pd.point == s.point && pd.threatened == s.threatened &&
                   pd.own_threatened == s.own_threatened,
               true);
  }
}

}  // namespace

void check_cycle_set_state(const Game& game) {
  if constexpr (kChecks) {
    const CycleSetTracker* tracker = game.cycle_sets();
    if (!tracker) return;
    const GameRecord& record = game.record();
    const Ruleset& ruleset = game.ruleset();
    const FactMask mask = ruleset.reads();
    const std::size_t n = record.ply_count();
    const std::string where = "after ply " + std::to_string(n);
    const CycleSetBan& ban = tracker->ban();
    if (mask & (fact_bit(Fact::CycleSetBan) | fact_bit(Fact::ObviousSet))) {
      const CaptureCycleSet scratch = last_capture_cycle_set(record, ruleset.definitions);
      check_fact(RuleId::R9, "cycle set of the last capture", where, ban.last.cycle_set,
                 scratch.cycle_set);
      check_fact(RuleId::R8, "earlier same capture", where, ban.last.earlier_ply,
                 scratch.earlier_ply);
    }
    if (reads(mask, Fact::Constrained)) {
      MoveFacts judged;  // R10 as a judgement reads it
      gather_constrained(position_of(game), judged);
      check_fact(RuleId::R10, "constrained", where, judged.constrained,
                 constrained_after(record, n, a1_of(game), ruleset.definitions));
    }
    const bool counteracts = reads(mask, Fact::Counteracts);
    const bool disallowed = reads(mask, Fact::DisallowedSignature);
    if (!counteracts && !disallowed) return;
    // R12 and R13 from scratch over the whole record, once for both checks.
    const std::vector<PotentiallyDisallowedPly> pds =
        potentially_disallowed_plies(record, n, a1_of(game), ruleset.r13, ruleset.definitions);
    if (counteracts) check_pending(tracker->pending(), pds, where);
    if (disallowed) {
      // The same signatures (under R14's reading) from scratch as in the tracker, both ways.
      const R14Reading r14 = ruleset.definitions.r14;
      const auto all = disallowed_signatures(pds, r14);
      for (const DisallowedSignature& d : all) {
        check_fact(RuleId::R15, "signature disallowed (from scratch) in the tracker",
                   where + ", pd ply " + std::to_string(d.pd_ply),
                   tracker->disallowed(d.player, d.parts()) != nullptr, true);
      }
      for (const DisallowedSignature& d : tracker->disallowed_signatures()) {
        check_fact(RuleId::R15, "signature disallowed (tracker) from scratch",
                   where + ", pd ply " + std::to_string(d.pd_ply),
                   find_disallowed(all, d.player, d.parts(), r14) != nullptr, true);
      }
    }
  } else {
    (void)game;
  }
}

void gather_cycle_facts(const CycleSetPosition& at, const Move& move, const PlayResult& effect,
                        FactMask mask, MoveFacts& facts, Evidence* evidence) {
  if (mask & (fact_bit(Fact::CycleSetBan) | fact_bit(Fact::ObviousSet)))
    gather_ban(at, move, facts, evidence);
  if (reads(mask, Fact::Constrained)) gather_constrained(at, facts);
  if (reads(mask, Fact::DisallowedSignature) && at.tracker)
    gather_signature(at, move, effect, facts, evidence);
  if (reads(mask, Fact::ProtectedCapture)) gather_protected(at, effect, facts, evidence);
  if (mask & (fact_bit(Fact::TkoCapture) | fact_bit(Fact::Counteracts)))
    gather_tko(at, move, effect, mask, facts, evidence);
}

}  // namespace kospec
