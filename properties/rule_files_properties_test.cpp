// The rule language means what the spec means: every built-in judgement written again as a rule
// file (corpus/rules/ID.kor) gives the built-in's verdicts, in the rules layer and in the exact
// engine, on every corpus cycle and on random games and ko fights, under each self-capture option.
// Each pair below is a named ruleset (or a composition of the tables' rows) and the same clauses
// from rule files; only the deciding rule's name may differ (F-PSK where PSK decided).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "engine/rules.h"
#include "properties/generators.h"
#include "properties/rule_pairs.h"
#include "sgf/sgf_game.h"

namespace kospec::props {
namespace {

using Pair = RulePair;

constexpr SelfCapture kOptions[] = {SelfCapture::Forbidden, SelfCapture::MultiStone,
                                    SelfCapture::All};

std::string verdict_text(const Verdict& v) { return std::string(outcome_name(v.outcome)); }

// Every move of the player to move, judged by both games: the same outcome for each.
void same_verdicts(const Game& a, const Game& b, const std::string& where) {
  const Graph& g = a.record().graph();
  std::vector<Move> moves{Move::pass(a.record().to_move())};
  for (Point p : g.points()) moves.push_back(Move::play(a.record().to_move(), p));
  for (const Move& m : moves) {
    const Verdict va = a.judge(m).verdict;
    const Verdict vb = b.judge(m).verdict;
    if (va.outcome != vb.outcome)
      throw std::runtime_error(where + ", " + move_text(g, m) + ": " + a.ruleset().name + " " +
                               verdict_text(va) + " by " + rule_code(va.deciding) + ", " +
                               b.ruleset().name + " " + verdict_text(vb) + " by " +
                               rule_code(vb.deciding));
  }
}

// The same in the exact engine, states reached along the game's line.
void same_engine_verdicts(engine::ExactRules& a, const engine::State& sa, engine::ExactRules& b,
                          const engine::State& sb, const std::string& where) {
  const Graph& g = a.graph();
  std::vector<Move> moves{Move::pass(sa.to_move)};
  for (Point p : g.points()) moves.push_back(Move::play(sa.to_move, p));
  for (const Move& m : moves) {
    const engine::Step x = a.judge(sa, m);
    const engine::Step y = b.judge(sb, m);
    if (x.outcome != y.outcome)
      throw std::runtime_error(
          where + " (exact engine), " + move_text(g, m) + ": " +
          std::string(outcome_name(x.outcome)) + " by " + rule_code(x.deciding) + " against " +
          std::string(outcome_name(y.outcome)) + " by " + rule_code(y.deciding));
  }
}

// Plays `moves` from `setup` under both rulesets, comparing every move's verdict at every ply in
// both engines; stops where the game is over or a move is illegal.
void compare_line(const GameSetup& setup, const std::vector<Move>& moves, const Pair& pair,
                  SelfCapture option, const std::string& where) {
  Game a(setup, parse_ruleset(pair.built_in, option));
  Game b(setup, parse_ruleset(pair.files, option));
  engine::ExactRules ea(a), eb(b);
  engine::State sa = ea.start(), sb = eb.start();
  for (std::size_t ply = 0; ply <= moves.size(); ++ply) {
    const std::string at = where + " under " + pair.built_in + ", ply " + std::to_string(ply);
    same_verdicts(a, b, at);
    same_engine_verdicts(ea, sa, eb, sb, at);
    if (ply == moves.size() || a.over()) return;
    const Move& m = moves[ply];
    if (!a.judge(m).verdict.legal()) return;
    const engine::Step x = ea.judge(sa, m);
    const engine::Step y = eb.judge(sb, m);
    a.play(m);
    b.play(m);
    sa = x.next;
    sb = y.next;
  }
}

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

class RULES_RuleFiles : public ::testing::TestWithParam<Pair> {};

TEST_P(RULES_RuleFiles, EveryCorpusCycleGetsTheBuiltInsVerdictsFromTheRuleFiles) {
  std::size_t cases = 0;
  for (const auto& entry : std::filesystem::directory_iterator("corpus/cycles")) {
    if (entry.path().extension() != ".sgf") continue;
    const sgf::SgfGame game = sgf::read_game(read_text(entry.path()), entry.path().string());
    ++cases;
    for (const SelfCapture option : kOptions)
      compare_line(game.setup, game.moves, GetParam(), option, entry.path().filename().string());
  }
  EXPECT_GE(cases, 20U);  // corpus/cycles/manifest.json lists 21 cycles
}

std::string pair_name(const ::testing::TestParamInfo<Pair>& info) {
  std::string name = info.param.built_in + "_" + std::to_string(info.index);
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

// Each pair under the id of the rule it re-expresses (the label `ctest -L ID` selects).
#define KOSPEC_RULE_FILES_SUITE(id)                                                          \
  INSTANTIATE_TEST_SUITE_P(id##_File, RULES_RuleFiles, ::testing::ValuesIn(rule_pairs(#id)), \
                           pair_name);
KOSPEC_RULE_PAIR_IDS(KOSPEC_RULE_FILES_SUITE)
#undef KOSPEC_RULE_FILES_SUITE

TEST(RULES_RuleFilesPairs, EveryPairIsTestedUnderItsId) {
  // The instantiations above name these ids; a pair of another id would go untested.
  const std::vector<std::string> ids = rule_pair_ids();
  const std::set<std::string> named(ids.begin(), ids.end());
  for (const Pair& p : rule_pairs()) EXPECT_TRUE(named.count(p.id)) << p.id;
  EXPECT_GE(rule_pairs().size(), 13U);
}

// A ko fight or a random capture-heavy game played under `pair`'s built-in clauses (the moves
// chosen among those it allows), as its setup and moves.
std::pair<GameSetup, std::vector<Move>> random_line(const Pair& pair, SelfCapture option) {
  std::optional<Game> game;
  std::vector<int> choices;
  if (*rc::gen::arbitrary<bool>()) {
    const KoFight fight = *gen_ko_fight(30);
    game.emplace(ko_fight_setup(fight), parse_ruleset(pair.built_in, option));
    choices = fight.choices;
    RC_TAG("ko fight");
  } else {
    const GameScript script = *gen_capture_script(4, 30);
    const Graph g = make_board(script.columns, script.rows, script.torus);
    game.emplace(GameSetup{g, Configuration(g.size()), Player::Black},
                 parse_ruleset(pair.built_in, option));
    choices = script.choices;
    RC_TAG("random game");
  }
  const GameSetup setup = game->record().setup();
  play_choices(*game, choices, true, {});
  std::vector<Move> moves;
  for (const Ply& p : game->record().plies()) moves.push_back(p.move);
  return {setup, moves};
}

RC_GTEST_PROP(RULES_RuleFilesRandom, RandomGamesGetTheBuiltInsVerdictsFromTheRuleFiles, ()) {
  const SelfCapture option =
      *rc::gen::elementOf(std::vector<SelfCapture>(std::begin(kOptions), std::end(kOptions)));
  const Pair pair = *rc::gen::elementOf(rule_pairs());
  RC_TAG(pair.built_in);
  const auto [setup, moves] = random_line(pair, option);
  try {
    compare_line(setup, moves, pair, option, "a random line");
  } catch (const std::runtime_error& e) {
    RC_FAIL(e.what());
  }
}

}  // namespace
}  // namespace kospec::props
