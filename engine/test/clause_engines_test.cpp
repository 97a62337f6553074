// Each clause of the table judged by the fast exact engine exactly as by the rules layer: random
// games (a fixed seed) from the corpus positions under rulesets holding the clause, and at every
// state every move (each point and a pass) checked fact by fact, then by outcome and deciding rule
// (check_against_rules_layer). The suites are named by rule id, so `ctest -L R9` runs the engine's
// R9 test beside the spec's and the rules layer's. The rules layer's facts are the spec's own
// (rules/move_facts.h checks them against the from-scratch definitions in a KOSPEC_CHECKS build;
// the property suites in properties/ check them in every build).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "engine/rules.h"
#include "engine/rules_layer_check.h"
#include "sgf/sgf_file.h"
#include "spec/clause_table.h"

namespace kospec::engine {
namespace {

// The corpus positions the clauses are tried on: kos of every kind the text and the published
// rules discuss.
constexpr const char* kCases[] = {"simple-ko",           "triple-ko",
                                  "quadruple-ko",        "eternal-life",
                                  "two-kos-one-liberty", "sending-two-returning-one",
                                  "double-ko-seki",      "figure5-single-ko-cycle-set",
                                  "psk-vs-ssk"};

// Plays `games` random games of at most `plies` plies from each case under `expression` (and each
// self-capture option), checking every move of every state; returns the moves checked.
std::size_t check_engine(const std::string& expression, int games, int plies) {
  std::mt19937 random(20261126);
  std::size_t checked = 0;
  for (const char* name : kCases) {
    const sgf::SgfGame sgf = sgf::read_game_file(std::string("corpus/cycles/") + name + ".sgf");
    for (SelfCapture sc : {SelfCapture::Forbidden, SelfCapture::All}) {
      const Game start(sgf.setup, parse_ruleset(expression, sc));
      ExactRules rules(start);
      for (int g = 0; g < games; ++g) {
        Game game = start;
        State state = rules.start();
        for (int ply = 0; ply < plies && !game.over(); ++ply) {
          std::vector<Move> moves{Move::pass(game.record().to_move())};
          for (Point p : game.record().graph().points())
            moves.push_back(Move::play(game.record().to_move(), p));
          std::vector<std::pair<Move, State>> legal;
          for (const Move& m : moves) {
            const Step step = rules.judge(state, m);
            check_against_rules_layer(game, m, step);
            ++checked;
            if (step.outcome != Outcome::Illegal) legal.emplace_back(m, step.next);
          }
          // Mostly board plays (captures keep kos going); a pass one time in eight.
          std::shuffle(legal.begin(), legal.end(), random);
          const auto pick = std::find_if(legal.begin(), legal.end(), [&](const auto& l) {
            return !l.first.is_pass() || random() % 8 == 0;
          });
          if (pick == legal.end()) break;
          game.play(pick->first);
          state = pick->second;
        }
      }
    }
  }
  return checked;
}

void expect_engine_agrees(std::initializer_list<const char*> rulesets) {
  for (const char* r : rulesets) {
    SCOPED_TRACE(r);
    EXPECT_GT(check_engine(r, 3, 30), 1000U);
  }
}

TEST(KO_Engine, JudgesAsTheRulesLayer) { expect_engine_agrees({"KO", "japanese"}); }
TEST(NR_Engine, JudgesAsTheRulesLayer) { expect_engine_agrees({"japanese", "KO+NR"}); }
TEST(RPE_Engine, JudgesAsTheRulesLayer) { expect_engine_agrees({"japanese", "PSK+RPE"}); }
TEST(PSK_Engine, JudgesAsTheRulesLayer) { expect_engine_agrees({"PSK", "PSK+SPE"}); }
TEST(SSK_Engine, JudgesAsTheRulesLayer) { expect_engine_agrees({"SSK"}); }
TEST(NSSK_Engine, JudgesAsTheRulesLayer) { expect_engine_agrees({"NSSK"}); }
TEST(SPB_Engine, JudgesAsTheRulesLayer) { expect_engine_agrees({"spight"}); }
TEST(SPE_Engine, JudgesAsTheRulesLayer) { expect_engine_agrees({"spight", "KO+SPE"}); }
TEST(WSK_Engine, JudgesAsTheRulesLayer) {
  expect_engine_agrees({"PSK(window=2)", "WSK(window=6)", "KO+WSK(window=4)"});
}
TEST(R9_Engine, JudgesAsTheRulesLayer) { expect_engine_agrees({"cycle-sets", "R9"}); }
TEST(R15_Engine, JudgesAsTheRulesLayer) {
  expect_engine_agrees({"cycle-sets", "cycle-sets+R13.next", "PSK+R15"});
}
// The readings of the definitions the cycle-set clauses rest on (spec/definition_readings.h):
// each selected beside the default of the others, with A1 where A1.local's continuations read it.
TEST(R7_Engine, JudgesAsTheRulesLayer) {
  expect_engine_agrees({"cycle-sets+R7.colour", "cycle-sets+A1(depth=4)+R7.colour"});
}
TEST(R8_Engine, JudgesAsTheRulesLayer) {
  expect_engine_agrees({"cycle-sets+R8.config", "cycle-sets+A1(depth=4)+A3+R8.config"});
}
TEST(R11_Engine, JudgesAsTheRulesLayer) {
  expect_engine_agrees({"cycle-sets+R11.opponent", "cycle-sets+A1(depth=4)+A3+R11.opponent"});
}
TEST(R12_Engine, JudgesAsTheRulesLayer) {
  expect_engine_agrees({"cycle-sets+R12.joins", "cycle-sets+A1(depth=4)+R12.joins"});
}
TEST(R14_Engine, JudgesAsTheRulesLayer) {
  expect_engine_agrees({"cycle-sets+R14.parts", "cycle-sets+A1(depth=4)+R14.parts"});
}
TEST(A1_Engine, JudgesAsTheRulesLayer) {
  expect_engine_agrees({"cycle-sets+A1", "cycle-sets+A1(depth=4)", "cycle-sets+A1.full"});
}
TEST(A2_Engine, JudgesAsTheRulesLayer) {
  expect_engine_agrees({"cycle-sets+A2", "cycle-sets+A2.pass"});
}
TEST(A3_Engine, JudgesAsTheRulesLayer) {
  expect_engine_agrees(
      {"cycle-sets+A3", "cycle-sets+A3.counter", "cycle-sets+A3.any", "cycle-sets+A3.ko-liberty"});
}

// The ids the tests above cover: a row added to the table without an engine test fails here.
TEST(Engine, EveryRowOfTheClauseTableHasATestAbove) {
  const std::set<RuleId> tested{RuleId::KO,   RuleId::NR,  RuleId::RPE, RuleId::PSK, RuleId::SSK,
                                RuleId::NSSK, RuleId::SPB, RuleId::SPE, RuleId::WSK, RuleId::R9,
                                RuleId::R15,  RuleId::A2,  RuleId::A3};
  for (const ClauseRow& row : clause_table())
    EXPECT_TRUE(tested.count(row.id)) << rule_code(row.id) << " has no engine test";
}

// Every fact the table's rows read is one the engine gathers: a row reading another kind would
// be refused when an engine is made for it (and here, before any is).
TEST(Engine, GathersEveryFactTheTableReads) {
  EXPECT_EQ(facts_read_by_table() & ~kEngineFacts, 0U);
  for (const ClauseRow& row : clause_table()) {
    Ruleset ruleset;
    ruleset.clauses = {row.id};
    EXPECT_EQ(ruleset.reads() & ~kEngineFacts, 0U) << rule_code(row.id);
  }
}

}  // namespace
}  // namespace kospec::engine
