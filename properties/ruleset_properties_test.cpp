// Properties across rulesets, over random capture-heavy games and ko fights built by construction.
// Each property cites where its claim comes from.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <functional>
#include <set>

#include "properties/generators.h"
#include "spec/ko_basic.h"
#include "spec/ko_no_result.h"
#include "spec/r10_constrained.h"
#include "spec/r15_rule_disallowed_capture.h"
#include "spec/superko.h"

namespace kospec::props {
namespace {

// What a property sees of each ply: the game before it, the move, its judgement.
using OnPly = std::function<void(const Game&, const Move&, const Judgement&)>;

// A ko fight or a random capture-heavy game, played under `ruleset` (`on_ply` sees each ply).
Game fight_under(const std::string& ruleset, SelfCapture self_capture, bool* had_capture = nullptr,
                 const OnPly& on_ply = {}) {
  const bool from_fight = *rc::gen::arbitrary<bool>();
  std::optional<Game> game;
  std::vector<int> choices;
  if (from_fight) {
    const KoFight fight = *gen_ko_fight(40);
    game.emplace(ko_fight_setup(fight), parse_ruleset(ruleset, self_capture));
    choices = fight.choices;
  } else {
    const GameScript script = *gen_capture_script(4, 40);
    const Graph g = make_board(script.columns, script.rows, script.torus);
    game.emplace(GameSetup{g, Configuration(g.size()), Player::Black},
                 parse_ruleset(ruleset, self_capture));
    choices = script.choices;
  }
  bool captured = false;
  play_choices(*game, choices, true, [&](const Game& g, const Move& m, const Judgement& j) {
    captured = captured || !j.effect.captured.empty();
    if (on_ply) on_ply(g, m, j);
  });
  RC_TAG(from_fight ? "ko fight" : "random game");
  if (had_capture) *had_capture = captured;
  return *game;
}

SelfCapture any_self_capture() {
  return *rc::gen::element(SelfCapture::Forbidden, SelfCapture::MultiStone, SelfCapture::All);
}

// The premises of KO's endless theorem (spec/ko_basic.h, kEndlessUnderBasicKo), on the rules
// layer: under basic ko alone with self-capture 'all', KO forbids at most one empty point (the ko
// point), the player to move has a legal board play on every board but one of two points, and no
// board play ends the game (only a pass after a pass does). `kospec solve` answers "endless"
// without a search on that theorem.
RC_GTEST_PROP(KO_Properties, UnderBasicKoAloneWithSelfCaptureAllABoardPlayIsAlwaysLeft, ()) {
  bool ko_banned = false;
  fight_under("simple-ko", SelfCapture::All, nullptr,
              [&](const Game& game, const Move& move, const Judgement& j) {
                const Graph& g = game.record().graph();
                RC_ASSERT(game.ruleset().endless_theorem(g.size()).has_value() == (g.size() != 2));
                std::size_t empty = 0, forbidden = 0;
                for (Point p : g.points()) {
                  if (game.record().current().at(p) != Color::Empty) continue;
                  ++empty;
                  const Judgement play = game.judge(Move::play(move.player, p));
                  if (play.verdict.outcome == Outcome::Illegal) {
                    RC_ASSERT(play.verdict.deciding == RuleId::KO);
                    ++forbidden;
                  } else {
                    RC_ASSERT(play.verdict.outcome == Outcome::Legal);
                  }
                }
                RC_ASSERT(forbidden <= 1U);
                if (g.size() != 2) RC_ASSERT(empty > forbidden);
                ko_banned = ko_banned || forbidden > 0;
                const auto& plies = game.record().plies();
                const bool after_a_pass = !plies.empty() && plies.back().move.is_pass();
                RC_ASSERT((j.verdict.outcome == Outcome::Ends) == (move.is_pass() && after_a_pass));
              });
  RC_CLASSIFY(ko_banned, "with a ko point");
}

// PSK (Tromp-Taylor rule 6, "a move that doesn't repeat an earlier grid coloring"): no board play
// of a game played under PSK leaves a configuration seen after an earlier ply.
RC_GTEST_PROP(PSK_Properties, NoBoardPlayRepeatsAConfiguration, ()) {
  bool captures = false;
  const Game game = fight_under("positional-superko", any_self_capture(), &captures);
  const GameRecord& r = game.record();
  for (std::size_t n = 1; n <= r.ply_count(); ++n) {
    if (r.plies()[n - 1].move.is_pass()) continue;
    RC_ASSERT(!positional_repeat(r.prefix(n - 1), r.configuration_after(n)).has_value());
  }
  RC_CLASSIFY(captures, "with captures");
}

// SSK (AGA: no recreating "a previous board position from the game, with the same player to
// play"): no board play leaves a situation (configuration, player to move) seen before.
RC_GTEST_PROP(SSK_Properties, NoBoardPlayRepeatsASituation, ()) {
  const Game game = fight_under("situational-superko", any_self_capture());
  const GameRecord& r = game.record();
  for (std::size_t n = 1; n <= r.ply_count(); ++n) {
    if (r.plies()[n - 1].move.is_pass()) continue;
    RC_ASSERT(!situational_repeat(r.prefix(n - 1), r.configuration_after(n), r.to_move_after(n))
                   .has_value());
  }
}

// NSSK (BGA: "A player may not use a board play to recreate a position, if the player used a
// board play to create it"): no player recreates by a board play a configuration they created by
// a board play (the setup counting as created by the player not to move there, NSSK.setup).
RC_GTEST_PROP(NSSK_Properties, NoPlayerRecreatesTheirOwnPosition, ()) {
  const Game game = fight_under("natural-situational-superko", any_self_capture());
  const GameRecord& r = game.record();
  for (std::size_t n = 1; n <= r.ply_count(); ++n) {
    const Move& m = r.plies()[n - 1].move;
    if (m.is_pass()) continue;
    RC_ASSERT(!natural_repeat(r.prefix(n - 1), r.configuration_after(n), m.player).has_value());
  }
}

// Under every superko every game is finite (two consecutive passes end it): by the three
// properties above, each configuration is left by a board play at most once (PSK), at most once
// per player to move (SSK) or at most once per player (NSSK), so a game has at most
// 2 x (number of configurations) board plays, with at most one pass between two of them. Checked
// directly by an exhaustive search of every sequence of board plays on the 1x3 board (15 legal
// positions, Tromp & Farnebäck): the longest stays below 2 x 15.
std::size_t longest_game(Game& game, std::size_t depth, std::size_t limit) {
  if (depth >= limit || game.over()) return depth;
  std::size_t longest = depth;
  const Player p = game.record().to_move();
  for (Point q : game.record().graph().points()) {
    const Move m = Move::play(p, q);
    if (!game.judge(m).verdict.legal()) continue;
    game.play(m);
    longest = std::max(longest, longest_game(game, depth + 1, limit));
    game.undo();
  }
  return longest;
}

TEST(PSK_Properties, EveryGameOnOneByThreeIsFiniteUnderEverySuperko) {
  const Graph g = Graph::grid(3, 1);
  const std::size_t limit = 2 * 15 + 1;
  for (const char* ruleset :
       {"positional-superko", "situational-superko", "natural-situational-superko"}) {
    Game game({g, Configuration(g.size()), Player::Black},
              parse_ruleset(ruleset, SelfCapture::All));
    EXPECT_LT(longest_game(game, 0, limit), limit) << ruleset;
  }
}

// Inclusions between the rulesets on every board play of random games: PSK-legal implies
// SSK-legal (PSK forbids every repetition SSK forbids). SSK-legal implies KO-legal with one
// exception, which the property pins down: a retake at the ko point that captures more than the
// ko stone recreates no earlier position, so SSK allows it while the ko-point rule (KO.point)
// forbids it. Passes are legal under all three.
RC_GTEST_PROP(SSK_Properties, PositionalImpliesSituationalImpliesSimpleKoButForMultiStoneRetakes,
              ()) {
  const GameScript script = *gen_capture_script(4, 40);
  const Graph g = make_board(script.columns, script.rows, script.torus);
  const GameSetup setup{g, Configuration(g.size()), Player::Black};
  Game psk(setup, parse_ruleset("positional-superko", script.self_capture));
  Game ssk(setup, parse_ruleset("situational-superko", script.self_capture));
  Game ko(setup, parse_ruleset("simple-ko", script.self_capture));
  Game base(setup, parse_ruleset("no-ko", script.self_capture));
  bool exception_seen = false;
  for (int choice : script.choices) {
    if (base.over()) break;  // two passes ended the game (PASS.end): no move is legal after
    const Player p = base.record().to_move();
    std::vector<Move> candidates{Move::pass(p)};
    for (Point q : g.points()) candidates.push_back(Move::play(p, q));
    for (const Move& m : candidates) {
      const bool in_psk = psk.judge(m).verdict.legal();
      const Judgement s = ssk.judge(m);
      const bool in_ko = ko.judge(m).verdict.legal();
      if (in_psk) RC_ASSERT(s.verdict.legal());
      if (s.verdict.legal() && !in_ko) {
        RC_ASSERT(s.effect.captured.size() > 1);
        RC_ASSERT(ko_point(ko.record()) == m.point);
        exception_seen = true;
      }
    }
    // Continue along a move legal under all four, so the histories stay the same.
    std::vector<Move> common;
    for (const Move& m : candidates) {
      if (psk.judge(m).verdict.legal() && ssk.judge(m).verdict.legal() &&
          ko.judge(m).verdict.legal())
        common.push_back(m);
    }
    const Move next = common[static_cast<std::size_t>(choice) % common.size()];
    for (Game* game : {&psk, &ssk, &ko, &base}) game->play(next);
  }
  RC_CLASSIFY(exception_seen, "multi-stone ko retake seen");
}

// The rules text, Figure 5: "the Cycle Sets rule reduces to the ordinary ko rule". On a single ko,
// once the cycle has occurred (capture, retake, the same capture again), the moves cycle-sets
// forbids the opponent are the base rules' and exactly the ko point, as KO forbids.
RC_GTEST_PROP(R9_Properties, OnASingleKoCycleSetsReduceToTheKoRule, ()) {
  // Fresh kos built by construction (no capture before: an earlier cycle would have a cycle set).
  const KoFight fight = *gen_ko_fight(0);
  const SelfCapture self_capture = any_self_capture();
  const Game base(ko_fight_setup(fight), parse_ruleset("no-ko", self_capture));
  const Graph& g = base.record().graph();
  // Find a ko capture for the player to move: one stone captured, the stone played left alone
  // with one liberty, and the retake and the re-retake both possible.
  const Player p = base.record().to_move();
  for (Point q : g.points()) {
    Game trial = base;
    if (!trial.play(Move::play(p, q)).verdict.legal()) continue;
    const auto ko = ko_point(trial.record());
    if (!ko) continue;
    if (!trial.play(Move::play(opponent(p), *ko)).verdict.legal()) continue;
    if (!trial.play(Move::play(p, q)).verdict.legal()) continue;
    if (trial.record().current() !=
        trial.record().configuration_after(trial.record().ply_count() - 2))
      continue;
    // The cycle has occurred. Replay the same history under cycle-sets.
    Game cs(base.record().setup(), parse_ruleset("cycle-sets", self_capture));
    for (const Ply& ply : trial.record().plies()) RC_ASSERT(cs.play(ply.move).verdict.legal());
    for (Point r : g.points()) {
      const Move m = Move::play(opponent(p), r);
      const bool base_legal = trial.judge(m).verdict.legal();
      const Verdict v = cs.judge(m).verdict;
      RC_ASSERT(v.legal() == (base_legal && r != *ko));
      if (r == *ko && base_legal) RC_ASSERT(v.deciding == RuleId::R9);
    }
    RC_TAG(std::to_string(fight.kos) + (fight.kos == 1 ? " ko" : " kos"));
    return;
  }
  RC_DISCARD("no ko to fight in this position");
}

// R15 fires only on a potentially disallowed move that was counteracted: whenever cycle-sets
// forbids a move by R15, the spec's from-scratch computation (R12, R13, R14) finds an earlier
// potentially disallowed move of the same player with the same signature, counteracted by a
// later move of the opponent (R13.later, the default), and the move is unconstrained (R10).
RC_GTEST_PROP(R15_Properties, FiresOnlyOnCounteractedPotentiallyDisallowedSignatures, ()) {
  const Game game = fight_under("cycle-sets", any_self_capture());
  const GameRecord& r = game.record();
  bool fired = false;
  const Player p = r.to_move();
  for (Point q : r.graph().points()) {
    const Move m = Move::play(p, q);
    const Judgement j = game.judge(m);
    if (j.verdict.legal() || j.verdict.deciding != RuleId::R15) continue;
    fired = true;
    RC_ASSERT(!constrained_after(r, r.ply_count(), nullptr));
    const Signature signature = signature_of(r, m, j.effect);
    RC_ASSERT(find_disallowed(disallowed_signatures(r, r.ply_count(), nullptr), p, signature,
                              R14Reading::Union) != nullptr);
  }
  RC_CLASSIFY(fired, "R15 fired");
}

// Japanese 1989, Article 12 as read by NR.third: the game ends with no result only inside a
// repeating cycle: the situation the move leaves occurred twice already since the last pass, so
// the plies between those occurrences form a cycle that has run, and runs again.
RC_GTEST_PROP(NR_Properties, NoResultOnlyInsideARepeatingCycle, ()) {
  const KoFight fight = *gen_ko_fight(60, 3);  // a single ko cannot cycle under KO
  Game game(ko_fight_setup(fight), parse_ruleset("japanese", SelfCapture::Forbidden));
  // Both players take a ko whenever one can be taken (the fights that end in no result), else
  // play any legal move.
  for (int choice : fight.choices) {
    if (game.over()) break;
    const Player p = game.record().to_move();
    std::vector<Move> captures, legal{Move::pass(p)};
    for (Point q : game.record().graph().points()) {
      const Judgement j = game.judge(Move::play(p, q));
      if (!j.verdict.legal()) continue;
      legal.push_back(Move::play(p, q));
      if (!j.effect.captured.empty()) captures.push_back(Move::play(p, q));
    }
    const auto& from = captures.empty() ? legal : captures;
    game.play(from[static_cast<std::size_t>(choice) % from.size()]);
  }
  RC_CLASSIFY(game.ending() == Outcome::NoResult, "ended with no result");
  if (game.ending() != Outcome::NoResult) return;  // no no-result verdict to check in this game
  const GameRecord& r = game.record();
  const std::size_t n = r.ply_count();
  const GameRecord before = r.prefix(n - 1);
  const auto repeats =
      situation_repeats_since_pass(before, r.configuration_after(n), r.to_move_after(n));
  RC_ASSERT(repeats.size() >= 2U);
  for (std::size_t ply = repeats[0] + 1; ply <= n; ++ply)
    RC_ASSERT(!r.plies()[ply - 1].move.is_pass());
  RC_ASSERT(r.configuration_after(repeats[0]) == r.configuration_after(repeats[1]));
  RC_ASSERT(r.configuration_after(repeats[1]) == r.configuration_after(n));
}

}  // namespace
}  // namespace kospec::props
