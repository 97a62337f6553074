// THREAT.exchange (ExactRules::exchange): what an external ko threat, a threat and its answer
// played elsewhere, does to each ruleset's history, on a hand-worked simple ko.
//
// The position (6x3), Black to move:
//    3 . X X O O .
//    2 . X O . O .
//    1 . X X O O .
//      A B C D E F
// The black string B3 C3 B2 B1 C1 has liberties A3 A2 A1; the white string D3 E3 E2 E1 D1 has
// F3 F2 F1 and D2. The white stone C2 has one liberty, D2: B D2 captures it (D2 then has one
// liberty, C2), and W C2 retakes (capturing D2): a simple ko, and nothing else is ever threatened.
#include <gtest/gtest.h>

#include <string>

#include "engine/rules.h"
#include "rules/ruleset.h"
#include "sgf/sgf_file.h"
#include "sgf/sgf_game.h"
#include "spec/error.h"

namespace kospec::claims {
namespace {

constexpr const char* kKo =
    "(;FF[4]GM[1]SZ[6:3]AB[ba][ca][bb][bc][cc]AW[cb][da][ea][eb][ec][dc]PL[B])";

struct Ko {
  explicit Ko(const char* ruleset)
      : sgf(sgf::read_game(kKo, "ko")),
        start(sgf.setup, parse_ruleset(ruleset, SelfCapture::Forbidden)),
        rules(start) {}
  Move at(Player p, const char* name) const {
    return Move::play(p, *sgf.setup.graph.parse_name(name));
  }
  engine::Step play(const engine::State& s, Player p, const char* name) {
    return rules.judge(s, at(p, name));
  }
  sgf::SgfGame sgf;
  Game start;
  engine::ExactRules rules;
};

// B D2 takes; the immediate retake W C2 is forbidden by `rule`; after White's exchange it is
// legal; then Black's retake B D2 recreates the configuration right after the exchange (the
// configuration after B D2 with the two stones played elsewhere), which `again` forbids, or
// allows when `again` is nullopt.
void expect_superko_pattern(const char* ruleset, RuleId rule, std::optional<RuleId> again) {
  Ko ko(ruleset);
  const engine::State taken = ko.play(ko.rules.start(), Player::Black, "D2").next;
  const engine::Step retake = ko.play(taken, Player::White, "C2");
  EXPECT_EQ(retake.outcome, Outcome::Illegal) << ruleset;
  EXPECT_EQ(retake.deciding, rule) << ruleset;
  const engine::State exchanged = ko.rules.exchange(taken);
  EXPECT_EQ(exchanged.to_move, Player::White);
  EXPECT_EQ(exchanged.board, taken.board);
  const engine::Step after = ko.play(exchanged, Player::White, "C2");
  ASSERT_EQ(after.outcome, Outcome::Legal) << ruleset;
  const engine::Step back = ko.play(after.next, Player::Black, "D2");
  if (again) {
    EXPECT_EQ(back.outcome, Outcome::Illegal) << ruleset;
    EXPECT_EQ(back.deciding, *again) << ruleset;
  } else {
    EXPECT_EQ(back.outcome, Outcome::Legal) << ruleset;
  }
}

TEST(CLAIMS_Exchange, SimpleKoTheBanLapses) {
  // KO: the ko point lapses; Black's retake is then the immediate recapture of a single stone
  // that captured with one liberty, which KO forbids again.
  expect_superko_pattern("simple-ko", RuleId::KO, RuleId::KO);
  expect_superko_pattern("japanese", RuleId::KO, RuleId::KO);
}

TEST(CLAIMS_Exchange, SuperkosNoEarlierConfigurationRecurs) {
  // The retake W C2 would recreate the setup configuration; after the exchange the setup's is not
  // in the history any more (every later configuration holds the two stones played elsewhere).
  // Black's retake recreates the configuration the answer made: forbidden by PSK, by SSK (White
  // was to move there... and Black's retake leaves White to move), by NSSK (the answer, a board
  // play of Black's, created it) and by SPB (no pass since).
  expect_superko_pattern("positional-superko", RuleId::PSK, RuleId::PSK);
  expect_superko_pattern("situational-superko", RuleId::SSK, RuleId::SSK);
  expect_superko_pattern("natural-situational-superko", RuleId::NSSK, RuleId::NSSK);
  expect_superko_pattern("spight", RuleId::SPB, RuleId::SPB);
}

TEST(CLAIMS_Exchange, CycleSetsTheBanLapsesTheCycleSetStays) {
  // R8/R9: B D2 (1), W C2 (2, legal: no cycle set yet), B D2 (3) is the same capture leaving the
  // same configuration: its cycle set {C2} bans W C2 (R9). After White's exchange W C2 is legal:
  // R9 bans the threat's point only. Black's retake B D2 is legal (White's capture has no cycle
  // set: it left a configuration holding the stones played elsewhere), and it still has the
  // cycle set {C2}, so W C2 is forbidden again (R9): Black needs no threat, White one per retake.
  Ko ko("cycle-sets");
  engine::State s = ko.play(ko.rules.start(), Player::Black, "D2").next;
  s = ko.play(s, Player::White, "C2").next;
  s = ko.play(s, Player::Black, "D2").next;
  EXPECT_EQ(ko.play(s, Player::White, "C2").deciding, RuleId::R9);
  const engine::State exchanged = ko.rules.exchange(s);
  EXPECT_TRUE(ko.rules.cycle_facts(exchanged).ban.empty());
  EXPECT_EQ(ko.rules.cycle_facts(exchanged).cycle_sets, ko.rules.cycle_facts(s).cycle_sets);
  EXPECT_TRUE(ko.rules.cycle_facts(exchanged).occurrences.empty());
  const engine::Step retake = ko.play(exchanged, Player::White, "C2");
  ASSERT_EQ(retake.outcome, Outcome::Legal);
  const engine::Step back = ko.play(retake.next, Player::Black, "D2");
  ASSERT_EQ(back.outcome, Outcome::Legal);
  const engine::Step again = ko.play(back.next, Player::White, "C2");
  EXPECT_EQ(again.outcome, Outcome::Illegal);
  EXPECT_EQ(again.deciding, RuleId::R9);
}

TEST(CLAIMS_Exchange, CycleSetsDisallowedSignaturesStay) {
  // The text's Figure 3 (corpus/cycles/quadruple-ko.sgf, hand analysis in its comment): ply 1
  // (B B2) is potentially disallowed and ply 2 (W D3) counteracts it, so Black holds a disallowed
  // signature (R15). An exchange keeps it ("never again") and, under R13.next, leaves no pending
  // move (under R13.later, the default, the pending move stays: the test below).
  const sgf::SgfGame g = sgf::read_game_file("corpus/cycles/quadruple-ko.sgf");
  Game start(g.setup, parse_ruleset("cycle-sets+R13.next", SelfCapture::Forbidden));
  engine::ExactRules rules(start);
  engine::State s = rules.judge(rules.start(), g.moves[0]).next;
  EXPECT_EQ(rules.cycle_facts(s).pending.size(), 1U);
  s = rules.judge(s, g.moves[1]).next;
  ASSERT_EQ(rules.cycle_facts(s).disallowed.size(), 1U);
  s = rules.judge(s, g.moves[2]).next;  // B F2: potentially disallowed, pending
  ASSERT_EQ(rules.cycle_facts(s).pending.size(), 1U);
  const engine::State exchanged = rules.exchange(s);
  EXPECT_EQ(rules.cycle_facts(exchanged).disallowed, rules.cycle_facts(s).disallowed);
  EXPECT_TRUE(rules.cycle_facts(exchanged).pending.empty());
}

TEST(R13_Readings, AnExchangeLeavesThePendingMoveToALaterCounteraction) {
  // Figure 3 again: ply 1 (B B2) is potentially disallowed; White spends a ko threat (an exchange
  // elsewhere) and then captures at D3, which counteracts ply 1 under R13.later (a later move of
  // White's) but not under R13.next (White's next ply was the threat).
  const sgf::SgfGame g = sgf::read_game_file("corpus/cycles/quadruple-ko.sgf");
  for (const char* ruleset : {"cycle-sets+R13.next", "cycle-sets"}) {
    Game start(g.setup, parse_ruleset(ruleset, SelfCapture::Forbidden));
    engine::ExactRules rules(start);
    engine::State s = rules.judge(rules.start(), g.moves[0]).next;
    s = rules.exchange(s);
    const bool later = std::string(ruleset) == "cycle-sets";  // R13.later, the default
    EXPECT_EQ(rules.cycle_facts(s).pending.size(), later ? 1U : 0U) << ruleset;
    s = rules.judge(s, g.moves[1]).next;
    EXPECT_EQ(rules.cycle_facts(s).disallowed.size(), later ? 1U : 0U) << ruleset;
  }
}

TEST(CLAIMS_Exchange, IsNotAPass) {
  // B pass, then White spends a threat: the last ply was the answer (a board play elsewhere), so
  // White's pass does not end the game.
  Ko ko("simple-ko");
  const engine::State passed = ko.rules.judge(ko.rules.start(), Move::pass(Player::Black)).next;
  const engine::State exchanged = ko.rules.exchange(passed);
  EXPECT_EQ(ko.rules.judge(passed, Move::pass(Player::White)).outcome, Outcome::Ends);
  EXPECT_EQ(ko.rules.judge(exchanged, Move::pass(Player::White)).outcome, Outcome::Legal);
  const engine::State over = ko.rules.judge(passed, Move::pass(Player::White)).next;
  EXPECT_THROW(ko.rules.exchange(over), PreconditionError);
}

}  // namespace
}  // namespace kospec::claims
