// The incremental rules layer (rules/) against the from-scratch spec (spec/), on random games:
// the exact position index answers PSK, SSK, NSSK, Spight and NR as the spec's definitions do, and
// the cycle-set tracker keeps the cycle sets, bans and disallowed signatures the spec computes.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "properties/generators.h"
#include "rules/cycle_set_tracker.h"
#include "rules/position_index.h"
#include "spec/ko_no_result.h"
#include "spec/r09_rule_cycle_sets.h"
#include "spec/r15_rule_disallowed_capture.h"
#include "spec/spight.h"
#include "spec/superko.h"

namespace kospec::props {
namespace {

std::size_t slot(Player p) { return p == Player::Black ? 0 : 1; }

// PositionIndex == spec/superko.h, spec/spight.h, spec/ko_no_result.h for every candidate move
// of every position of a random game.
RC_GTEST_PROP(PSK_Properties, PositionIndexAnswersAsTheSpecDefinitions, ()) {
  const GameScript script = *gen_capture_script(4, 40);
  bool repeats = false;
  play_script(script, [&](const Game& game, const Move&, const Judgement&) {
    const GameRecord& record = game.record();
    const PositionIndex index(record);
    const Player mover = record.to_move();
    for (Point p : record.graph().points()) {
      const Move m = Move::play(mover, p);
      const PlayResult effect =
          apply_base_rules(record.graph(), record.current(), m, script.self_capture);
      if (!effect.verdict.legal()) continue;
      const Occurrences* o = index.find(effect.after);
      const auto psk = positional_repeat(record, effect.after);
      RC_ASSERT((o ? std::optional(o->first) : std::nullopt) == psk);
      RC_ASSERT((o ? o->first_with_to_move[slot(opponent(mover))] : std::nullopt) ==
                situational_repeat(record, effect.after, opponent(mover)));
      RC_ASSERT((o ? o->first_made_by[slot(mover)] : std::nullopt) ==
                natural_repeat(record, effect.after, mover));
      const bool spight_banned = o && o->last >= index.last_pass();
      RC_ASSERT(spight_banned == spight_repeat(record, effect.after).has_value());
      const auto nr = situation_repeats_since_pass(record, effect.after, opponent(mover));
      const std::size_t counted = o && o->epoch[slot(opponent(mover))] == index.passes()
                                      ? o->since_pass[slot(opponent(mover))].size()
                                      : 0;
      RC_ASSERT(counted == std::min<std::size_t>(nr.size(), 2));
      repeats = repeats || psk.has_value();
    }
  });
  RC_CLASSIFY(repeats, "with repetitions");
}

// CycleSetTracker, fed one ply at a time, == spec/r09 and spec/r15 from scratch.
// PositionIndex::remove_last undoes add_last: on a random game (captures preferred, so that
// configurations recur), the index with its last plies taken out one by one is, after each, the
// index the record without them gives, entry by entry (what Game::undo rests on).
RC_GTEST_PROP(PSK_Properties, RemovingTheLastPlyGivesTheIndexOfTheShorterRecord, ()) {
  const GameScript script = *gen_capture_script(4, 40);
  const Game game = play_script(script, [](const Game&, const Move&, const Judgement&) {});
  GameRecord record = game.record();
  PositionIndex index(record);
  const auto same = [](const PositionIndex& a, const PositionIndex& b) {
    if (a.last_pass() != b.last_pass() || a.passes() != b.passes()) return false;
    std::size_t in_a = 0, in_b = 0;
    bool equal = true;
    a.for_each([&](const Configuration& c, const Occurrences& o) {
      ++in_a;
      const Occurrences* other = b.find(c);
      equal = equal && other != nullptr && *other == o;
    });
    b.for_each([&](const Configuration&, const Occurrences&) { ++in_b; });
    return equal && in_a == in_b;
  };
  std::size_t recurred = 0;
  while (record.ply_count() > 0) {
    const Occurrences* o = index.find(record.current());
    if (o != nullptr && o->first < record.ply_count()) ++recurred;
    index.remove_last(record);
    record.pop();
    RC_ASSERT(same(index, PositionIndex(record)));
  }
  RC_CLASSIFY(recurred > 0, "a configuration that had occurred before was taken out");
}

RC_GTEST_PROP(R8_Properties, CycleSetTrackerAgreesWithTheSpec, ()) {
  const GameScript script = *gen_capture_script(4, 40);
  const bool with_a1 = *rc::gen::arbitrary<bool>();
  const bool full = *rc::gen::arbitrary<bool>();  // reading A1.full, else A1.r9
  const std::optional<A1Reading> a1 =
      with_a1 ? std::optional(A1Reading{2, script.self_capture, full}) : std::nullopt;
  const R13Reading r13 = *rc::gen::element(R13Reading::Next, R13Reading::Later);
  const DefinitionReadings defs = *gen_definition_readings();
  const Game game = play_script(script, nullptr);
  const GameRecord& record = game.record();
  CycleSetTracker tracker(record.prefix(0), a1, r13, defs);
  bool cycle = false, disallowed = false, later = false;
  for (std::size_t n = 1; n <= record.ply_count(); ++n) {
    const GameRecord prefix = record.prefix(n);
    tracker.add_last(prefix);
    const PointSet spec_ban = cycle_set_ban(prefix, nullptr, defs);
    RC_ASSERT(tracker.ban().last.cycle_set == spec_ban);
    if (a1) RC_ASSERT(tracker.ban().obvious_set == obvious_cycle_set(prefix, n, *a1));
    const auto spec_disallowed = disallowed_signatures(prefix, n, a1 ? &*a1 : nullptr, r13, defs);
    RC_ASSERT(tracker.disallowed_signatures().size() == spec_disallowed.size());
    for (const DisallowedSignature& d : spec_disallowed) {
      const DisallowedSignature* t = tracker.disallowed(d.player, d.parts());
      RC_ASSERT(t != nullptr);
      RC_ASSERT(t->pd_ply == d.pd_ply);
      RC_ASSERT(t->counter_ply == d.counter_ply);
      later = later || d.counter_ply > d.pd_ply + 1;
    }
    cycle = cycle || !spec_ban.empty();
    disallowed = disallowed || !spec_disallowed.empty();
  }
  RC_TAG(r13_reading_id(r13));
  RC_TAG(reading_id(defs.r7), reading_id(defs.r8), reading_id(defs.r11), reading_id(defs.r12),
         reading_id(defs.r14));
  RC_CLASSIFY(cycle, "with a cycle set");
  RC_CLASSIFY(disallowed, "with a disallowed signature");
  RC_CLASSIFY(later, "counteracted after the next ply (R13.later)");
}

// A1: the tracker's obvious set after each ply (A1.local: the rules layer's search, each ply of a
// continuation judged from the tracker's incremental facts) == spec/a1_obvious_cycles.h from
// scratch, under A1.base and A1.local with two and four plies, on ko fights of one to four kos
// (where rule 15 stops the continuations of double kos) played at random.
RC_GTEST_PROP(A1_Properties, TrackerObviousSetsAreTheSpecs, ()) {
  const KoFight fight = *gen_ko_fight(24);
  const SelfCapture self_capture =
      *rc::gen::element(SelfCapture::Forbidden, SelfCapture::MultiStone, SelfCapture::All);
  const R13Reading r13 = *rc::gen::element(R13Reading::Next, R13Reading::Later);
  const int depth = *rc::gen::element(2, 4);
  const bool local = *rc::gen::weightedElement<bool>({{3, true}, {1, false}});
  const bool more = *rc::gen::arbitrary<bool>();  // A1.local judged by A2 and A3 too
  const A3Reading a3 =
      *rc::gen::element(A3Reading::Fight, A3Reading::Counter, A3Reading::KoLiberty, A3Reading::Any);
  A1Reading a1{depth, self_capture, false, local ? A1Continuations::Local : A1Continuations::Base};
  if (local) a1.clauses = {true, true, more, more, false, a3, r13};
  Game game(ko_fight_setup(fight), parse_ruleset("no-ko", self_capture));
  play_choices(game, fight.choices, true, nullptr);
  const GameRecord& record = game.record();
  CycleSetTracker tracker(record.prefix(0), a1, r13);
  bool found = false;
  for (std::size_t n = 1; n <= record.ply_count(); ++n) {
    const GameRecord prefix = record.prefix(n);
    tracker.add_last(prefix);
    const PointSet spec = obvious_cycle_set(prefix, n, a1);
    RC_ASSERT(tracker.ban().obvious_set == spec);
    found = found || !spec.empty();
  }
  RC_TAG(a1_continuations_id(a1.continuations));
  RC_CLASSIFY(found, "with an obvious cycle set");
}

}  // namespace
}  // namespace kospec::props
