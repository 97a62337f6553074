// Outcome claims decided as a local game, on a simple ko worked by hand.
//
// The position (6x3), Black to move, board plays on C2 and D2 only (region "C2,D2"):
//    3 . X X O O .
//    2 . X O . O .
//    1 . X X O O .
//      A B C D E F
// B D2 captures the white stone C2 (D2 then has the one liberty C2); W C2 retakes. Nothing else is
// ever threatened (both big strings keep three liberties). Area at the end (Tromp-Taylor): the A
// column is Black's, the F column White's, five stones each; if Black wins the ko (D2 black, C2
// black or empty and Black's) the margin is +2 (10 - 8), if White wins it (C2 white, D2 white or
// empty and White's) it is -2. Black takes first, so under the basic ko rule Black wins the ko
// when it has at least as many ko threats as White.
#include <gtest/gtest.h>

#include "rules/ruleset.h"
#include "sgf/sgf_game.h"
#include "tools/claims/decide.h"

namespace kospec::claims {
namespace {

constexpr const char* kKo =
    "(;FF[4]GM[1]SZ[6:3]AB[ba][ca][bb][bc][cc]AW[cb][da][ea][eb][ec][dc]PL[B];B[db];W[cb];B[db])";

Decision decide_on_ko(const std::string& ruleset, Json claim, std::size_t at = 0) {
  claim["region"] = "C2,D2";
  const Json json{
      {"id", "test"}, {"file", "ko.sgf"}, {"at", at}, {"rulesets", {ruleset}}, {"claim", claim}};
  const Claim c = claim_of(json, ".", "test");
  ClaimPosition position{sgf::read_game(kKo, "ko.sgf"), {}};
  position.main_line = position.game.moves;
  position.game.moves.resize(at);
  position.game.move_comments.clear();
  position.game.move_positions.clear();
  return decide(c, position, parse_ruleset(ruleset, SelfCapture::Forbidden), SearchLimits{});
}

Json value(const char* kind, int v, int black, int white) {
  return Json{{"kind", kind}, {"value", v}, {"threats", {{"B", black}, {"W", white}}}};
}

std::vector<std::string> line_of(const Decision& d) {
  std::vector<std::string> moves;
  if (d.counterexample)
    for (const Json& m : d.counterexample->json.at("moves")) moves.push_back(m.get<std::string>());
  return moves;
}

TEST(CLAIMS_KoFight, BasicKoTheFirstCaptureWinsWithEqualThreats) {
  for (const char* r : {"simple-ko", "positional-superko", "situational-superko", "spight"}) {
    // No threats: B D2; White may not retake at once (KO; PSK, SSK, SPB: it would recreate the
    // setup); White passes and Black fills C2: +2, and White cannot hold Black below it.
    EXPECT_EQ(decide_on_ko(r, value("value-at-least", 2, 0, 0)).status, Status::Holds) << r;
    EXPECT_EQ(decide_on_ko(r, value("value-at-most", 2, 0, 0)).status, Status::Holds) << r;
    EXPECT_EQ(decide_on_ko(r, value("value-at-least", 3, 0, 0)).status, Status::Refuted) << r;
    // White has one threat, Black none: B D2, W threat, W C2 retakes, Black may not (KO; the
    // superkos: it recreates the configuration the answer made), so White fills D2: -2.
    EXPECT_EQ(decide_on_ko(r, value("value-at-most", -2, 0, 1)).status, Status::Holds) << r;
    EXPECT_EQ(decide_on_ko(r, value("value-at-least", -1, 0, 1)).status, Status::Refuted) << r;
    // One each: B D2, W threat, W C2, B threat, B D2, and White has none left: +2.
    EXPECT_EQ(decide_on_ko(r, value("value-at-least", 2, 1, 1)).status, Status::Holds) << r;
  }
}

TEST(CLAIMS_KoFight, CycleSetsTheFirstToRepeatACaptureOwnsTheKo) {
  // No threats: B D2 (1), W C2 (2, legal: no cycle set yet), B D2 (3) repeats capture 1 leaving
  // the same configuration: cycle set {C2}, so W C2 is banned (R9); White passes, Black fills: +2.
  EXPECT_EQ(decide_on_ko("cycle-sets", value("value-at-least", 2, 0, 0)).status, Status::Holds);
  // White has one threat: B D2 (1); White spends it at once, then W C2; if Black retakes, W C2
  // again repeats White's capture after the exchange leaving the same configuration: cycle set
  // {D2}, Black is banned and has no threat; so White wins the ko: -2. (Retaking at once instead
  // lets Black repeat first, as above.)
  const Decision white = decide_on_ko("cycle-sets", value("value-at-most", -2, 0, 1));
  EXPECT_EQ(white.status, Status::Holds) << white.why;
}

TEST(CLAIMS_KoFight, CapturableWithTheForcedLine) {
  // The white stone C2 is taken at once, under every ruleset: "survives" is refuted by B D2.
  for (const char* r : {"no-ko", "simple-ko", "japanese", "positional-superko", "cycle-sets"}) {
    const Json claim{{"kind", "survives"}, {"strings", {"C2"}}};
    const Decision d = decide_on_ko(r, claim);
    EXPECT_EQ(d.status, Status::Refuted) << r;
    EXPECT_EQ(line_of(d), std::vector<std::string>{"B D2"}) << r;
  }
}

TEST(CLAIMS_KoFight, TheRetakeNeedsAThreatUnderTheKoRuleOnly) {
  // After B D2 (at 1), can White capture the black stone D2?
  const Json d2{{"kind", "survives"}, {"strings", {"D2"}}};
  Json with_threat = d2;
  with_threat["threats"] = {{"W", 1}};
  // simple-ko: not without a threat (KO forbids the retake; Black then fills C2 or passes); with
  // one, in two moves: the threat, then W C2.
  EXPECT_EQ(decide_on_ko("simple-ko", d2, 1).status, Status::Holds);
  const Decision threat = decide_on_ko("simple-ko", with_threat, 1);
  EXPECT_EQ(threat.status, Status::Refuted);
  EXPECT_EQ(line_of(threat), (std::vector<std::string>{"W threat", "W C2"}));
  ASSERT_TRUE(threat.counterexample);
  EXPECT_EQ(threat.counterexample->json.at("trace").at(1).at("captured"), Json{"D2"});
  // cycle-sets: the text's Figure 5, the retake is legal once without a threat (no cycle set yet).
  const Decision free = decide_on_ko("cycle-sets", d2, 1);
  EXPECT_EQ(free.status, Status::Refuted);
  EXPECT_EQ(line_of(free), std::vector<std::string>{"W C2"});
  // cycle-sets+A1: the capture counts as having its obvious cycle set {C2} at once (A1).
  EXPECT_EQ(decide_on_ko("cycle-sets+A1", d2, 1).status, Status::Holds);
}

TEST(CLAIMS_KoFight, NoThreatNeededAndNoResult) {
  // Black keeps D2 with no threat while White has none (simple-ko), but not when White has one.
  Json claim{{"kind", "no-threat-needed"},
             {"side", "B"},
             {"goal", "survives"},
             {"strings", {"D2"}},
             {"threats", {{"W", 0}}}};
  EXPECT_EQ(decide_on_ko("simple-ko", claim, 1).status, Status::Holds);
  claim["threats"] = {{"W", 1}};
  EXPECT_EQ(decide_on_ko("simple-ko", claim, 1).status, Status::Refuted);
  // Japanese: neither side can force a no result here: the other can always pass twice in a row
  // or fill the ko, and no position repeats three times without a pass between.
  for (const char* side : {"B", "W"}) {
    const Json nr{{"kind", "forces-no-result"}, {"side", side}, {"threats", {{"B", 1}, {"W", 1}}}};
    EXPECT_EQ(decide_on_ko("japanese", nr).status, Status::Refuted) << side;
  }
}

TEST(CLAIMS_KoFight, CycleSetsOnceTheCaptureHasItsSetOnlyTheOtherSideNeedsThreats) {
  // After B D2, W C2, B D2 (at 3, cycle-sets: the third ply repeats the first capture leaving the
  // same configuration, so Black's capture has the cycle set {C2}), White needs a threat for every
  // retake and Black none: W threat, W C2 (its capture leaves a configuration holding the stones
  // played elsewhere, so it never repeats one and never gets a cycle set), B D2 (legal, and it
  // still has {C2}: W C2 banned again), ... until White has no threat left; then Black fills C2.
  const Json claim{{"kind", "no-threat-needed"},
                   {"side", "B"},
                   {"goal", "value-at-least"},
                   {"value", 2},
                   {"threats", {{"W", 2}}}};
  const Decision d = decide_on_ko("cycle-sets", claim, 3);
  EXPECT_EQ(d.status, Status::Holds) << d.why;
  // The same two threats win the ko for White from the start under the basic ko rule: B D2,
  // W threat, W C2, and Black may not retake.
  const Json start{{"kind", "no-threat-needed"},
                   {"side", "B"},
                   {"goal", "value-at-least"},
                   {"value", 2},
                   {"threats", {{"W", 2}}}};
  EXPECT_EQ(decide_on_ko("simple-ko", start, 0).status, Status::Refuted);
}

TEST(CLAIMS_KoFight, UnknownOnlyWhenALimitStopsIt) {
  // Ten nodes cannot hold the game; the claim is neither held nor refuted.
  const Json json{{"id", "test"},
                  {"file", "ko.sgf"},
                  {"rulesets", {"simple-ko"}},
                  {"claim", value("value-at-least", 2, 3, 3)}};
  const Claim c = claim_of(json, ".", "test");
  ClaimPosition position{sgf::read_game(kKo, "ko.sgf"), {}};
  position.main_line = position.game.moves;
  position.game.moves.clear();
  position.game.move_comments.clear();
  SearchLimits tiny;
  tiny.max_nodes = 10;
  tiny.first_budget = 10;
  const Decision d = decide(c, position, parse_ruleset("simple-ko", SelfCapture::Forbidden), tiny);
  EXPECT_EQ(d.status, Status::Unknown) << d.why;
}

}  // namespace
}  // namespace kospec::claims
