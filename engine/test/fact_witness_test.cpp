// Every fact kind (spec/move_facts.h, KOSPEC_FACTS) gathered by every engine where a witness says
// it holds and where it does not (corpus/facts/witnesses.json, each worked by hand in a corpus
// SGF's comment or its manifest): a kind an engine forgets to gather, or gathers wrong, fails
// here in that engine, whatever the other engines do. A kind without a witness fails too.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "engine/rules.h"
#include "rules/move_facts.h"
#include "sgf/sgf_file.h"

namespace kospec::engine {
namespace {

struct Witness {
  Fact fact;
  std::string file, ruleset, move, why;
  SelfCapture suicide = SelfCapture::Forbidden;
  std::size_t ply = 0;  // the move of this ply (1 = the first), after the plies before it
  int value = 0;
};

std::vector<Witness> witnesses() {
  std::ifstream in("corpus/facts/witnesses.json");
  const nlohmann::json j = nlohmann::json::parse(in);
  std::vector<Witness> out;
  for (const auto& w : j.at("witnesses")) {
    Witness x;
    const std::string name = w.at("fact");
    bool known = false;
    for (Fact f : kFacts) {
      if (fact_name(f) == name) {
        x.fact = f;
        known = true;
      }
    }
    if (!known) throw std::runtime_error("witnesses.json: no fact kind " + name);
    x.file = w.at("file");
    x.ruleset = w.at("ruleset");
    x.move = w.value("move", "");
    x.why = w.at("why");
    const std::string s = w.value("suicide", "forbidden");
    x.suicide = s == "all"     ? SelfCapture::All
                : s == "multi" ? SelfCapture::MultiStone
                               : SelfCapture::Forbidden;
    x.ply = w.at("ply");
    x.value = w.at("value");
    out.push_back(std::move(x));
  }
  return out;
}

// The game before the witness's ply, and the move it judges.
std::pair<Game, Move> position_of(const Witness& w) {
  const sgf::SgfGame sgf = sgf::read_game_file(w.file);
  Game game(sgf.setup, parse_ruleset(w.ruleset, w.suicide));
  for (std::size_t i = 0; i + 1 < w.ply; ++i) game.play(sgf.moves.at(i));
  if (w.move.empty()) return {game, sgf.moves.at(w.ply - 1)};
  const Player player = w.move[0] == 'B' ? Player::Black : Player::White;
  const auto point = game.record().graph().parse_name(w.move.substr(2));
  if (!point) throw std::runtime_error("witnesses.json: no point " + w.move);
  return {game, Move::play(player, *point)};
}

std::string what(const Witness& w) {
  return std::string(fact_name(w.fact)) + " at ply " + std::to_string(w.ply) + " of " + w.file +
         " under " + w.ruleset + " (" + w.why + ")";
}

TEST(FACT_Witness, EveryKindHasAWitnessOfEachValue) {
  std::set<std::pair<Fact, bool>> seen;
  for (const Witness& w : witnesses()) seen.insert({w.fact, w.value != 0});
  for (Fact f : kFacts) {
    EXPECT_TRUE(seen.count({f, true})) << fact_name(f) << ": no witness where it holds";
    EXPECT_TRUE(seen.count({f, false})) << fact_name(f) << ": no witness where it does not";
  }
}

TEST(FACT_Witness, TheRulesLayerGathersEveryKindAsItsWitnessesSay) {
  for (const Witness& w : witnesses()) {
    ASSERT_TRUE(reads(kRulesLayerFacts, w.fact)) << fact_name(w.fact);
    const auto [game, move] = position_of(w);
    const Ruleset& asked = game.ruleset();
    ASSERT_TRUE(reads(asked.reads(), w.fact)) << what(w) << ": its ruleset reads it not";
    MoveFacts facts;
    Evidence evidence;
    const PlayResult effect =
        apply_base_rules(game.record().graph(), game.record().current(), move, asked.self_capture);
    ASSERT_TRUE(effect.verdict.legal()) << what(w);
    gather_facts(game, move, effect, asked.reads(), facts, evidence);
    EXPECT_EQ(facts.value(w.fact), w.value) << what(w);
  }
}

TEST(FACT_Witness, TheExactEngineGathersEveryKindAsItsWitnessesSay) {
  for (const Witness& w : witnesses()) {
    ASSERT_TRUE(reads(kEngineFacts, w.fact)) << fact_name(w.fact);
    const auto [game, move] = position_of(w);
    ExactRules rules(game);
    const Step step = rules.judge(rules.start(), move);
    ASSERT_TRUE(step.gathered) << what(w);
    // The engine gathers the kinds its ruleset reads: each witness's ruleset reads its kind
    // (the move's own kinds through corpus/facts/reads-the-move.kor).
    ASSERT_TRUE(reads(game.ruleset().reads(), w.fact)) << what(w) << ": its ruleset reads it not";
    EXPECT_EQ(step.facts.value(w.fact), w.value) << what(w);
  }
}

}  // namespace
}  // namespace kospec::engine
