// kospec solve by search (rulesets whose games always end): hand-worked 1x1 and 1x2 boards (the
// values are worked out in the comments), agreement with the retrograde analysis, limits. The 1x5
// values of ground-truth.md are in solve_long_test.cpp (LONG).
#include <gtest/gtest.h>

#include <string>

#include "spec/diagram.h"
#include "spec/error.h"
#include "tools/solve/search.h"
#include "tools/solve/solve.h"

namespace kospec::solve {
namespace {

Game game_of(const char* diagram, const char* ruleset, Player to_move = Player::Black) {
  Diagram d = parse_diagram(diagram);
  return Game(GameSetup{d.graph, d.config, to_move},
              parse_ruleset(ruleset, SelfCapture::Forbidden));
}

SolveResult solved(const char* diagram, const char* ruleset) {
  SolveResult r = solve(game_of(diagram, ruleset), SolveLimits{});
  EXPECT_FALSE(r.stopped) << diagram;
  return r;
}

// 1x1, Black to move, PSK: the one point is a self-capture for either player (forbidden), so both
// pass and the empty board scores 0. Value 0, line "B pass, W pass".
TEST(SOLVE_Search, OneByOneIsZero) {
  const SolveResult r = solved(".", "positional-superko");
  EXPECT_EQ(r.value(), 0);
  ASSERT_EQ(r.pv.size(), 2u);
  EXPECT_TRUE(r.pv[0].is_pass() && r.pv[1].is_pass());
}

// 1x2 (A1 B1), Black to move, PSK. Worked by hand:
//   B A1 ("X.", +2 if it stood): W B1 captures (".O"); Black's recapture at A1 would repeat "X."
//   (PSK), and A1 without the capture is impossible, so Black passes; White passes: -2. (W pass
//   instead lets B pass: +2, so White captures.) So B A1 (and B B1, by symmetry) is worth -2.
//   B pass: W passes, 0 (W A1 would let Black capture at B1 with White unable to retake: +2).
// Value 0 = max(-2, -2, 0), line "B pass, W pass".
TEST(SOLVE_Search, OneByTwoIsZeroAndBlackPasses) {
  const SolveResult r = solved("..", "positional-superko");
  EXPECT_EQ(r.value(), 0);
  ASSERT_EQ(r.pv.size(), 2u);
  EXPECT_TRUE(r.pv[0].is_pass());
}

// The same 1x2 after B A1 with White to move: White captures at B1 and the game ends -2 (above).
TEST(SOLVE_Search, OneByTwoAfterBlackPlaysIsMinusTwo) {
  const SolveResult r = solve(game_of("X.", "positional-superko", Player::White), SolveLimits{});
  EXPECT_EQ(r.value(), -2);
  ASSERT_FALSE(r.pv.empty());
  EXPECT_FALSE(r.pv[0].is_pass());
}

// Search and retrograde analysis of the whole state graph agree wherever both apply (every game
// ends, so the retrograde bounds meet).
TEST(SOLVE_Search, AgreesWithRetrogradeUnderEveryTerminatingRuleset) {
  for (const char* ruleset :
       {"positional-superko", "situational-superko", "natural-situational-superko", "spight"}) {
    // The retrograde graph of a superko keeps the set of configurations seen in every state, so it
    // grows fast: three points at most.
    // Spight's key adds the configurations each player passed in: two points at most there.
    const bool spight = std::string(ruleset) == "spight";
    for (const char* diagram : {".", "..", "X.", "...", "X..", ".O.", "X.O"}) {
      if (spight && std::string(diagram).size() > 2) continue;
      const Game g = game_of(diagram, ruleset);
      const SolveResult s = solve(g, SolveLimits{}, SolveMethod::Search);
      const SolveResult r = solve(g, SolveLimits{}, SolveMethod::Retrograde);
      ASSERT_TRUE(s.value().has_value()) << ruleset << " " << diagram;
      EXPECT_EQ(s.value(), r.value()) << ruleset << " " << diagram;
      EXPECT_FALSE(r.black_avoids_end || r.white_avoids_end) << ruleset << " " << diagram;
    }
  }
}

TEST(SOLVE_Search, NodeLimitStops) {
  SolveLimits limits;
  limits.max_nodes = 10;
  const SolveResult r = solve(game_of("....", "positional-superko"), limits, SolveMethod::Search);
  EXPECT_TRUE(r.stopped);
  EXPECT_EQ(r.stopped_by, "--max-nodes 10");
  EXPECT_FALSE(r.value().has_value());
  EXPECT_EQ(summary(r), "stopped");
}

TEST(SOLVE_Search, RefusesARulesetWhoseGamesNeedNotEnd) {
  EXPECT_FALSE(search_applies(parse_ruleset("simple-ko", SelfCapture::Forbidden)));
  // KO+NR: a cycle with a pass in it repeats no situation since the last pass, so it never ends.
  EXPECT_FALSE(search_applies(parse_ruleset("KO+NR", SelfCapture::Forbidden)));
  // PSK+NR: no board play repeats a configuration, so every game ends (NR can only end it sooner).
  EXPECT_TRUE(search_applies(parse_ruleset("PSK+NR", SelfCapture::Forbidden)));
  EXPECT_TRUE(search_applies(parse_ruleset("spight", SelfCapture::Forbidden)));
  EXPECT_FALSE(search_applies(parse_ruleset("SPE", SelfCapture::Forbidden)));
  EXPECT_THROW(solve(game_of("..", "simple-ko"), SolveLimits{}, SolveMethod::Search), InputError);
}

}  // namespace
}  // namespace kospec::solve
