// A game under a ruleset: TURN, then the base rules, then each clause in order; the verdict names the
// rule that decided it and the trace lists every rule consulted.
#include <gtest/gtest.h>

#include "rules/game.h"
#include "spec/diagram.h"

namespace kospec {
namespace {

//   A B C D
// 3 . X O .
// 2 X O . O      Black C2 captures the white stone at B2; Black's stone at C2 is then alone with
// 1 . X O .      the one liberty B2, so White's retake at B2 recreates the setup configuration.
constexpr const char* kKo = ".XO.\nXO.O\n.XO.";

struct KoGame {
  Diagram d = parse_diagram(kKo);
  Game game;
  explicit KoGame(std::string_view ruleset)
      : game({d.graph, d.config, Player::Black}, parse_ruleset(ruleset, SelfCapture::Forbidden)) {
    EXPECT_TRUE(game.play(move(Player::Black, "C2")).verdict.legal());
  }
  Move move(Player p, const char* name) const { return Move::play(p, *d.graph.parse_name(name)); }
  Judgement retake() const { return game.judge(move(Player::White, "B2")); }
};

std::vector<RuleId> rules_of(const Verdict& v) {
  std::vector<RuleId> ids;
  for (const Finding& f : v.trace) ids.push_back(f.rule);
  return ids;
}

TEST(KO_Game, TheRetakeIsIllegalByKoAfterTheBaseRulesAllowIt) {
  KoGame g("simple-ko");
  const Judgement j = g.retake();
  EXPECT_EQ(j.verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(j.verdict.deciding, RuleId::KO);
  // The trace: TURN first, the base rules, then the one clause.
  const std::vector<RuleId> ids = rules_of(j.verdict);
  ASSERT_GE(ids.size(), 3U);
  EXPECT_EQ(ids.front(), RuleId::TURN);
  EXPECT_EQ(ids.back(), RuleId::KO);
}

TEST(PSK_Game, TheRetakeRepeatsTheSetupConfiguration) {
  KoGame g("positional-superko");
  const Judgement j = g.retake();
  EXPECT_EQ(j.verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(j.verdict.deciding, RuleId::PSK);
  EXPECT_EQ(j.verdict.trace.back().ply, std::optional<std::size_t>(0));  // the setup (ply 0)
}

TEST(TURN_Game, AMoveOutOfTurnIsIllegalByTurn) {
  KoGame g("no-ko");
  const Judgement j = g.game.judge(g.move(Player::Black, "D3"));
  EXPECT_EQ(j.verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(j.verdict.deciding, RuleId::TURN);
}

TEST(OCC_Game, APlayOnAStoneIsIllegalByOcc) {
  KoGame g("no-ko");
  const Judgement j = g.game.judge(g.move(Player::White, "C2"));
  EXPECT_EQ(j.verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(j.verdict.deciding, RuleId::OCC);
}

TEST(RULES_Game, NoKoAllowsTheRetakeAndUndoRestoresThePosition) {
  KoGame g("no-ko");
  const Configuration before = g.game.record().current();
  ASSERT_TRUE(g.game.play(g.move(Player::White, "B2")).verdict.legal());
  EXPECT_EQ(g.game.record().current(), g.d.config);  // the retake recreates the setup
  g.game.undo();
  EXPECT_EQ(g.game.record().current(), before);
  EXPECT_EQ(g.game.record().to_move(), Player::White);
}

TEST(NR_Game, TheThirdRepetitionEndsTheGameWithNoResult) {
  // NR.third counts the situations since the last pass, the setup included when there is none.
  // Retaking back and forth (played under NR alone, without KO's ban): the setup situation (setup
  // configuration, Black to move) occurs at ply 0, after White's retake at ply 2, and a third time
  // after White's retake at ply 4, which ends the game with no result.
  KoGame g("NR");                                                         // ply 1: B C2
  ASSERT_TRUE(g.game.play(g.move(Player::White, "B2")).verdict.legal());  // ply 2: 2nd occurrence
  ASSERT_TRUE(g.game.play(g.move(Player::Black, "C2")).verdict.legal());  // ply 3
  const Judgement third = g.game.play(g.move(Player::White, "B2"));       // ply 4: 3rd occurrence
  EXPECT_EQ(third.verdict.outcome, Outcome::NoResult);
  EXPECT_EQ(third.verdict.deciding, RuleId::NR);
  EXPECT_TRUE(g.game.over());
  // Nothing may be played after the end.
  EXPECT_EQ(g.game.judge(g.move(Player::Black, "D3")).verdict.deciding, RuleId::TURN);
}

TEST(WSK_Game, AWindowOfTwoForbidsTheRetakeAndAWindowOfOneDoesNot) {
  // The retake leaves the configuration of ply 0; the last two plies before it are 1 and 0.
  const Judgement two = KoGame("PSK(window=2)").retake();
  EXPECT_EQ(two.verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(two.verdict.deciding, RuleId::WSK);
  EXPECT_EQ(two.verdict.trace.back().ply, std::optional<std::size_t>(0));
  EXPECT_EQ(KoGame("PSK(window=1)").retake().verdict.outcome, Outcome::Legal);
}

TEST(WSK_Game, APassLeavesTheRetakeInTheWindowOnlyIfTheWindowReachesTheCapture) {
  // B C2 (1), W D1 elsewhere... is no ko any more; so: B C2 (1), W pass (2), B pass (3): two
  // passes end the game, so judge the retake in a game where B plays on instead: B C2, W pass,
  // B A1 (3) fills a point of its own. W B2 at ply 4 then leaves the setup with A1 black: no
  // configuration of the game. The window is read on configurations, not on moves.
  KoGame g("PSK(window=8)");
  ASSERT_TRUE(g.game.play(Move::pass(Player::White)).verdict.legal());
  ASSERT_TRUE(g.game.play(g.move(Player::Black, "A1")).verdict.legal());
  EXPECT_EQ(g.game.judge(g.move(Player::White, "B2")).verdict.outcome, Outcome::Legal);
}

TEST(PASS_Game, WhenTwoClausesEndTheGameTheFirstDecides) {
  // The case a user reported: (;SZ[3]AB[ba][cb]AW[ab][bc]PL[B];B[];W[ca];B[ac];W[];B[]) under
  // japanese with every self-capture legal.
  //   A B C
  // 3 . X .     W C3 (ply 2) and B A1 (ply 3) are self-captures that remove themselves, so the
  // 2 O . X     configuration never changes. B's pass at ply 5 follows W's pass (two consecutive
  // 1 . O .     passes end the game: PASS) and repeats B's pass of ply 1 in the same configuration
  //             (RPE would end it too). PASS is consulted first, so PASS decides.
  const Diagram d = parse_diagram(".X.\nO.X\n.O.");
  Game g({d.graph, d.config, Player::Black}, parse_ruleset("japanese", SelfCapture::All));
  const auto at = [&](Player p, const char* n) { return Move::play(p, *d.graph.parse_name(n)); };
  ASSERT_EQ(g.play(Move::pass(Player::Black)).verdict.outcome, Outcome::Legal);
  ASSERT_EQ(g.play(at(Player::White, "C3")).verdict.outcome, Outcome::Legal);
  ASSERT_EQ(g.play(at(Player::Black, "A1")).verdict.outcome, Outcome::Legal);
  ASSERT_EQ(g.play(Move::pass(Player::White)).verdict.outcome, Outcome::Legal);
  const Verdict v = g.judge(Move::pass(Player::Black)).verdict;
  EXPECT_EQ(v.outcome, Outcome::Ends);
  EXPECT_EQ(v.deciding, RuleId::PASS);
}

}  // namespace
}  // namespace kospec
