// Termination, decided, on the corpus of classic cycles: under every named ruleset with board plays
// on the points the main line plays on, play either can go on for ever (with a lasso that the
// rules layer replays legally back to the same state) or provably ends; checked against the
// corpus manifest's hand-worked verdicts and the rulesets' definitions.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>

#include "rules/state_key.h"
#include "sgf/sgf_file.h"
#include "tools/explore/cycle_set_termination.h"
#include "tools/explore/diff.h"
#include "tools/explore/region.h"
#include "tools/explore/termination.h"
#include "tools/explore/test/lasso_replay.h"

namespace kospec::explore {
namespace {

struct Case {
  sgf::SgfGame game;
  PointSet region;
};

Case read_case(const std::string& file) {
  sgf::SgfGame game = sgf::read_game_file("corpus/cycles/" + file);
  const PointSet region = parse_region(game.setup.graph, "moves", game.moves);
  return {std::move(game), region};
}

TEST(EXPLORE_Termination, EveryCorpusCycleIsDecidedUnderEveryNamedRuleset) {
  // The manifest: "complete" means the main line (its cycle played at least twice from the setup)
  // is legal under that ruleset, so play can go on for ever there; the superkos and Spight's rule
  // end every play (their definitions: no configuration repeats by a board play; Spight's passes
  // are bounded by SPE).
  std::ifstream in("corpus/cycles/manifest.json");
  const nlohmann::json manifest = nlohmann::json::parse(in);
  for (const auto& entry : manifest["cases"]) {
    // The readings' positions (reading-*.sgf, no cycle_plies) tell two readings apart at one ply:
    // no claim of termination, so they may stay undecided (reading-r11-any under cycle-sets is at
    // this budget: its endless game, 38 plies to a 12-ply cycle, is found by explore_and_decide's
    // pattern lasso, not by this graph); a lasso found there must still replay.
    const bool cycle = entry.contains("cycle_plies");
    const std::string file = entry["file"].get<std::string>();
    const Case c = read_case(file);
    for (const NamedRuleset& named : named_rulesets()) {
      const Ruleset ruleset = parse_ruleset(named.name, SelfCapture::Forbidden);
      const Game start(c.game.setup, ruleset);
      ExactLimits limits;
      limits.max_states = 300'000;
      const std::optional<std::string> argument = cycle_set_argument(start, c.region, limits);
      // With a proof of termination the graph only has to show that no lasso contradicts it.
      if (argument || termination_theorem(ruleset)) limits.max_states = 20'000;
      const ExactGraph g = explore_exact(start, c.region, limits);
      const Termination t = decide_termination(g, argument);
      if (!cycle && !t.terminates) continue;
      ASSERT_TRUE(t.terminates.has_value()) << file << " " << named.name << ": " << t.argument;
      const nlohmann::json& expect = entry["expect"];
      const std::string name(named.name);
      const std::string expected = expect.contains(name) ? expect[name]["outcome"] : "";
      if (cycle && expected == "complete") {  // a legal main line runs its cycle twice
        EXPECT_FALSE(*t.terminates) << file << " " << named.name;
      }
      if (termination_theorem(ruleset)) {
        EXPECT_TRUE(*t.terminates) << file << " " << named.name;
      }
      if (!*t.terminates) {
        ASSERT_TRUE(t.lasso.has_value());
        expect_lasso_replays(c.game.setup, ruleset, *t.lasso);
      }
    }
  }
}

TEST(EXPLORE_Termination, SimpleKoOnTheTripleKoLoopsWithTheSixPlyCycle) {
  // The issue's own example: simple ko on the triple ko cannot stop the six-ply cycle (Japanese
  // rules declare no result, rulesets.md). The main line runs that cycle from the setup, but the
  // setup state has no ko point while the state six plies later has one (the last ply captured a
  // ko); after ply 1 and after ply 7 the states are equal (same stones, White to move, the same
  // ko point), so the shortest lasso is at most seven plies long in all.
  const Case c = read_case("triple-ko.sgf");
  const Ruleset ruleset = parse_ruleset("simple-ko", SelfCapture::Forbidden);
  const ExactGraph g = explore_exact(Game(c.game.setup, ruleset), c.region, {});
  const Termination t = decide_termination(g);
  ASSERT_EQ(t.terminates, std::optional<bool>(false));
  ASSERT_TRUE(t.lasso.has_value());
  EXPECT_LE(t.lasso->lead.size() + t.lasso->cycle.size(), 7U);
  expect_lasso_replays(c.game.setup, ruleset, *t.lasso);
}

TEST(EXPLORE_Termination, PositionalSuperkoEndsByTheoremAndTheGraphAgrees) {
  const Case c = read_case("triple-ko.sgf");
  const Ruleset ruleset = parse_ruleset("positional-superko", SelfCapture::Forbidden);
  const ExactGraph g = explore_exact(Game(c.game.setup, ruleset), c.region, {});
  const Termination t = decide_termination(g);
  EXPECT_EQ(t.terminates, std::optional<bool>(true));
  EXPECT_NE(t.argument.find("theorem"), std::string::npos);
  EXPECT_TRUE(g.complete);
  ASSERT_TRUE(t.longest_game.has_value());  // the complete graph is acyclic
}

TEST(RPE_Termination, TheRepeatedPassEndsSendingTwoReturningOne) {
  // Sending two returning one (corpus/cycles/sending-two-returning-one.sgf): B B3, W D3 (takes
  // two), B C3 (takes one back: the setup's configuration, White to move), W pass, and again. The
  // pass restarts NR's count, so Japanese 1989 alone (KO+NR) never stops it: a lasso with White's
  // pass in the cycle. With RPE White's second pass in the same configuration ends the game
  // (KataGo's footnote: the rule "ensures that sending-two-returning-one-type positions will
  // terminate"), a theorem together with NR; without NR (KO+RPE) the graph is still acyclic,
  // because every cycle of this fight passes through White's pass.
  const Case c = read_case("sending-two-returning-one.sgf");
  const Ruleset j89 = parse_ruleset("KO+NR", SelfCapture::Forbidden);
  const ExactGraph loops = explore_exact(Game(c.game.setup, j89), c.region, {});
  const Termination t89 = decide_termination(loops);
  ASSERT_EQ(t89.terminates, std::optional<bool>(false));
  ASSERT_TRUE(t89.lasso.has_value());
  bool white_passes = false;
  for (const Move& m : t89.lasso->cycle) {
    white_passes = white_passes || (m.is_pass() && m.player == Player::White);
  }
  EXPECT_TRUE(white_passes);
  expect_lasso_replays(c.game.setup, j89, *t89.lasso);

  const Ruleset japanese = parse_ruleset("japanese", SelfCapture::Forbidden);
  ASSERT_TRUE(termination_theorem(japanese).has_value());
  EXPECT_NE(termination_theorem(japanese)->find("RPE"), std::string::npos);
  EXPECT_FALSE(termination_theorem(parse_ruleset("KO+RPE", SelfCapture::Forbidden)).has_value());
  const ExactGraph ends = explore_exact(
      Game(c.game.setup, parse_ruleset("KO+RPE", SelfCapture::Forbidden)), c.region, {});
  EXPECT_TRUE(ends.complete);
  EXPECT_EQ(decide_termination(ends).terminates, std::optional<bool>(true));
}

TEST(EXPLORE_Termination, TheR9ArgumentEndsTheSimpleKoAndNotEternalLife) {
  // Simple ko (corpus/cycles/simple-ko.sgf, region: its two ko points). On a cycle of exact
  // states under R9 a pass must follow every capture and a board play every pass. From the setup
  // the only captures are the two ko captures; after one, the opponent passes and the capturer
  // must play a board point: the other ko point is the only empty one, and filling it captures
  // nothing and leaves no empty point, so after that only passes remain: no cycle.
  const Case ko = read_case("simple-ko.sgf");
  const Game ko_start(ko.game.setup, parse_ruleset("cycle-sets", SelfCapture::Forbidden));
  EXPECT_TRUE(cycle_set_argument(ko_start, ko.region, {}).has_value());
  // Eternal life (corpus/cycles/eternal-life.sgf): B pass, W E3, B C3 (captures D3 E3), W pass,
  // B B3, W D3 (captures B3 C3) returns to the same position with a pass after each capture and a
  // board play after each pass, so the argument does not apply (and the lasso is real, above).
  const Case life = read_case("eternal-life.sgf");
  const Game life_start(life.game.setup, parse_ruleset("cycle-sets", SelfCapture::Forbidden));
  EXPECT_FALSE(cycle_set_argument(life_start, life.region, {}).has_value());
  // Without R9 there is no argument.
  const Game plain(ko.game.setup, parse_ruleset("simple-ko", SelfCapture::Forbidden));
  EXPECT_FALSE(cycle_set_argument(plain, ko.region, {}).has_value());
}

TEST(R9_Termination, TheEmpty2x2BoardLoopsUnderTheCycleSetRules) {
  // Worked by hand on the empty 2x2 board (corpus/solve/2x2-empty.sgf, Black first):
  //   B A2, W pass, B B2, W A1, B pass, W B1 captures A2 B2 (two stones), B pass, W B2,
  //   B A2 captures A1 B1 B2 (three stones), W pass,
  // and the board is as after ply 2 (Black's A2 alone, Black to move after White's pass): a cycle
  // of eight plies. A pass follows each capture, and R9 bans only the move right after a capture
  // (a pass is no board play in the cycle set); the cycle's one threat, W A1 putting Black's A2
  // B2 in atari (R11, potentially disallowed: R12), is answered by a pass and its stones are
  // captured at once, so nothing counteracts it (R13), no signature is ever disallowed and R15
  // never applies. So every ply is legal in every round; since the facts a state keeps only grow
  // and are finite, some two rounds leave the same state: play can go on for ever, though the R9
  // argument's pattern cannot exclude it and the budget's breadth-first graph never reaches the
  // repetition.
  const sgf::SgfGame empty = sgf::read_game_file("corpus/solve/2x2-empty.sgf");
  const Ruleset ruleset = parse_ruleset("cycle-sets", SelfCapture::Forbidden);
  const Graph& board = empty.setup.graph;
  auto move = [&](Player p, const char* at) {
    return std::string(at) == "pass" ? Move::pass(p) : Move::play(p, *board.parse_name(at));
  };
  Game game(empty.setup, ruleset);
  ASSERT_EQ(game.play(move(Player::Black, "A2")).verdict.outcome, Outcome::Legal);
  ASSERT_EQ(game.play(move(Player::White, "pass")).verdict.outcome, Outcome::Legal);
  const Configuration after_two = game.record().current();
  const char* cycle[] = {"B2", "A1", "pass", "B1", "pass", "B2", "A2", "pass"};
  std::vector<std::string> keys{state_key(game)};
  bool repeated = false;
  for (int round = 0; round < 12 && !repeated; ++round) {
    Player p = Player::Black;
    for (const char* at : cycle) {
      ASSERT_EQ(game.play(move(p, at)).verdict.outcome, Outcome::Legal) << round << " " << at;
      p = opponent(p);
    }
    EXPECT_EQ(game.record().current(), after_two);
    const std::string key = state_key(game);
    repeated = std::find(keys.begin(), keys.end(), key) != keys.end();
    keys.push_back(key);
  }
  EXPECT_TRUE(repeated);
  const Game start(empty.setup, ruleset);
  const PointSet all = parse_region(board, "all", {});
  EXPECT_FALSE(cycle_set_argument(start, all, {}).has_value());
  ExactLimits limits;
  limits.max_states = 20'000;
  const Decided d = explore_and_decide(start, all, limits, 20'000, false);
  EXPECT_FALSE(d.graph.complete);  // the repetition lies beyond the budget's graph
  ASSERT_EQ(d.termination.terminates, std::optional<bool>(false)) << d.termination.argument;
  ASSERT_TRUE(d.termination.lasso.has_value());
  expect_lasso_replays(empty.setup, ruleset, *d.termination.lasso);

  // With a repeated pass ending play (RPE: "a player's second pass in the same configuration ends
  // the game") the cycle above ends at its first round's last ply, White's second pass with
  // Black's A2 alone; and every cycle of exact states holds a capture, which R9 makes a pass
  // follow, which would be a repeated pass: the argument proves that every play ends.
  const Ruleset rpe = parse_ruleset("cycle-sets+RPE", SelfCapture::Forbidden);
  Game ended(empty.setup, rpe);
  ASSERT_EQ(ended.play(move(Player::Black, "A2")).verdict.outcome, Outcome::Legal);
  ASSERT_EQ(ended.play(move(Player::White, "pass")).verdict.outcome, Outcome::Legal);
  Player p = Player::Black;
  for (std::size_t i = 0; i + 1 < std::size(cycle); ++i) {
    ASSERT_EQ(ended.play(move(p, cycle[i])).verdict.outcome, Outcome::Legal) << cycle[i];
    p = opponent(p);
  }
  EXPECT_EQ(ended.play(move(Player::White, "pass")).verdict.outcome, Outcome::Ends);
  const Game rpe_start(empty.setup, rpe);
  const std::optional<std::string> argument = cycle_set_argument(rpe_start, all, {});
  ASSERT_TRUE(argument.has_value());
  EXPECT_NE(argument->find("a repeated pass"), std::string::npos);
  const Decided with_rpe = explore_and_decide(rpe_start, all, limits, 20'000, false);
  EXPECT_EQ(with_rpe.termination.terminates, std::optional<bool>(true));
}

TEST(EXPLORE_Termination, ALimitLeavesItUnknownUnlessACycleWasFound) {
  const Case c = read_case("triple-ko.sgf");
  ExactLimits limits;
  limits.max_states = 3;
  const ExactGraph g = explore_exact(
      Game(c.game.setup, parse_ruleset("cycle-sets", SelfCapture::Forbidden)), c.region, limits);
  EXPECT_FALSE(g.complete);
  EXPECT_NE(g.stopped_by.find("--max-states 3"), std::string::npos);
  EXPECT_FALSE(decide_termination(g).terminates.has_value());
}

TEST(EXPLORE_Diff, PositionalAndSituationalSuperkoDifferOnTheirCorpusCase) {
  // corpus/cycles/psk-vs-ssk.sgf (manifest): ply 5 is illegal under PSK (it repeats a
  // configuration with the other player to move) and legal under SSK (which stops the line only
  // at ply 7), so the shortest distinguishing game is at most four plies long; a ruleset never
  // differs from itself.
  const Case c = read_case("psk-vs-ssk.sgf");
  const Game psk(c.game.setup, parse_ruleset("positional-superko", SelfCapture::Forbidden));
  const Game ssk(c.game.setup, parse_ruleset("situational-superko", SelfCapture::Forbidden));
  const DiffResult d = find_difference(psk, ssk, c.region, {});
  ASSERT_TRUE(d.difference.has_value());
  EXPECT_LE(d.difference->line.size(), 4U);
  EXPECT_EQ(d.difference->a_outcome, Outcome::Illegal);
  EXPECT_EQ(d.difference->a_rule, RuleId::PSK);
  EXPECT_EQ(d.difference->b_outcome, Outcome::Legal);
  const DiffResult same = find_difference(psk, psk, c.region, {});
  EXPECT_FALSE(same.difference.has_value());
  EXPECT_TRUE(same.complete);
}

}  // namespace
}  // namespace kospec::explore
