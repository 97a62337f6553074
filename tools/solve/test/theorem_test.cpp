// kospec solve by the endless theorems (spec/base_self_capture.h, kEndlessUnderTheBaseRules;
// spec/ko_basic.h, kEndlessUnderBasicKo): with self-capture 'all', no-ko is endless on any board
// and simple-ko on any but 1x2, without a search. Checked against the retrograde analysis of every
// board small enough for it, and for where they do not apply.
#include <gtest/gtest.h>

#include "spec/diagram.h"
#include "spec/error.h"
#include "tools/solve/solve.h"

namespace kospec::solve {
namespace {

Game empty_game(int columns, int rows, const std::string& ruleset, SelfCapture self_capture) {
  const Graph g = Graph::grid(columns, rows);
  return Game(GameSetup{g, Configuration(g.size()), Player::Black},
              parse_ruleset(ruleset, self_capture));
}

void expect_endless(const SolveResult& r) {
  ASSERT_FALSE(r.stopped) << r.stopped_by;
  EXPECT_FALSE(r.black_forces.has_value());
  EXPECT_FALSE(r.white_forces.has_value());
  EXPECT_TRUE(r.black_avoids_end);
  EXPECT_TRUE(r.white_avoids_end);
  EXPECT_EQ(summary(r), "endless");
}

// The theorems, worked by hand on any board: the player to move always has a board play (an empty
// point, legal under the base rules with self-capture 'all'; under simple ko, an empty point other
// than the ko point, which is the only empty point only on a board of two points), and play ends
// only at a pass after a pass, so each side keeps the game from ending by never passing. 4x4 (the
// loop search stopped there at 27-35 M nodes), 9x9 and 19x19: no search, no node. (Each theorem's
// tests are named for its rule, SUI's or KO's, so `ctest -L SUI` and `ctest -L KO` run them.)
void expect_endless_by_theorem(const char* ruleset) {
  for (int side : {4, 9, 19}) {
    SCOPED_TRACE(std::string(ruleset) + " " + std::to_string(side));
    const Game start = empty_game(side, side, ruleset, SelfCapture::All);
    EXPECT_EQ(default_method(start), SolveMethod::Theorem);
    const SolveResult r = solve(start, SolveLimits{});
    EXPECT_EQ(r.method, SolveMethod::Theorem);
    EXPECT_EQ(r.nodes, 0U);
    EXPECT_FALSE(r.theorem.empty());
    expect_endless(r);
  }
}

TEST(SUI_Theorem, TheBaseRulesWithSelfCaptureAreEndlessOnAnyBoard) {
  expect_endless_by_theorem("no-ko");
}

TEST(KO_Theorem, BasicKoAloneWithSelfCaptureIsEndlessOnAnyBoardOfMoreThanTwoPoints) {
  expect_endless_by_theorem("simple-ko");
}

// The retrograde analysis of the whole state graph, which knows no theorem, finds the same on
// every empty board it closes on quickly and from positions with stones of both colours.
void expect_retrograde_endless(const std::string& ruleset) {
  const std::vector<std::pair<int, int>> boards{{1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5},
                                                {1, 6}, {1, 7}, {1, 8}, {1, 9}, {2, 2},
                                                {2, 3}, {2, 4}, {2, 5}, {3, 3}};
  for (auto [columns, rows] : boards) {
    if (columns * rows == 2 && ruleset == "simple-ko") continue;  // (AppliesNowhereElse)
    SCOPED_TRACE(ruleset + " " + std::to_string(columns) + "x" + std::to_string(rows));
    const Game start = empty_game(columns, rows, ruleset, SelfCapture::All);
    EXPECT_EQ(default_method(start), SolveMethod::Theorem);
    expect_endless(solve(start, SolveLimits{}, SolveMethod::Retrograde));
  }
  for (const char* diagram : {"XO.\nX.O", "X.\nOO", "XXX\nX.O\nOO."}) {
    SCOPED_TRACE(ruleset + "\n" + diagram);
    const Diagram d = parse_diagram(diagram);
    for (Player to_move : {Player::Black, Player::White}) {
      const Game start(GameSetup{d.graph, d.config, to_move},
                       parse_ruleset(ruleset, SelfCapture::All));
      EXPECT_EQ(default_method(start), SolveMethod::Theorem);
      expect_endless(solve(start, SolveLimits{}, SolveMethod::Retrograde));
    }
  }
}

TEST(SUI_Theorem, AgreesWithTheRetrogradeAnalysis) { expect_retrograde_endless("no-ko"); }

// The same under simple ko, and just after a ko capture.
TEST(KO_Theorem, AgreesWithTheRetrogradeAnalysis) {
  expect_retrograde_endless("simple-ko");
  // The strip A1-D1 "X.X.", White to move: White's B1 captures A1 (C1 keeps its liberty D1) and
  // is then one stone with one liberty, A1, so KO forbids Black's retake at A1 at once; Black has
  // D1 left.
  const Diagram d = parse_diagram("X.X.");
  Game after_ko(GameSetup{d.graph, d.config, Player::White},
                parse_ruleset("simple-ko", SelfCapture::All));
  ASSERT_TRUE(after_ko.play(Move::play(Player::White, Point(1))).verdict.legal());
  ASSERT_EQ(after_ko.judge(Move::play(Player::Black, Point(0))).verdict.deciding, RuleId::KO);
  EXPECT_EQ(default_method(after_ko), SolveMethod::Theorem);
  expect_endless(solve(after_ko, SolveLimits{}, SolveMethod::Retrograde));
}

// The theorems need a board play left to the player to move and no end but two passes: not under
// any other clause, nor with self-capture forbidden or 'multi', nor simple-ko on a board of two
// points. A counterexample, worked by hand, for each of the last two:
// - 1x2 under simple-ko with self-capture 'all': Black passes; if White plays a stone, Black
//   captures it from the other point and KO forbids White's only play, the retake, so White passes
//   and Black's pass ends the game: Black forces an end (and White likewise).
// - 1x2 under no-ko with self-capture forbidden: the retrograde test's endless[-2,+2] (a side
//   whose opponent stone stands and who has no legal play must pass).
TEST(SOLVE_Theorem, AppliesNowhereElse) {
  for (const NamedRuleset& n : named_rulesets()) {
    for (SelfCapture sc : {SelfCapture::Forbidden, SelfCapture::MultiStone, SelfCapture::All}) {
      if ((n.name == "no-ko" || n.name == "simple-ko") && sc == SelfCapture::All) continue;
      const Game start = empty_game(2, 2, std::string(n.name), sc);
      EXPECT_NE(default_method(start), SolveMethod::Theorem) << n.name;
      EXPECT_FALSE(method_applies(SolveMethod::Theorem, start)) << n.name;
      EXPECT_THROW(solve(start, SolveLimits{}, SolveMethod::Theorem), InputError) << n.name;
    }
  }
  for (const char* composition : {"KO+NR", "KO+PSK", "RPE", "SPB+SPE"}) {
    EXPECT_NE(default_method(empty_game(2, 2, composition, SelfCapture::All)), SolveMethod::Theorem)
        << composition;
  }
  const Game two_points = empty_game(1, 2, "simple-ko", SelfCapture::All);
  EXPECT_NE(default_method(two_points), SolveMethod::Theorem);
  EXPECT_THROW(solve(two_points, SolveLimits{}, SolveMethod::Theorem), InputError);
  const SolveResult simple_ko = solve(two_points, {});
  EXPECT_TRUE(simple_ko.black_forces.has_value());
  EXPECT_TRUE(simple_ko.white_forces.has_value());
  const SolveResult forbidden = solve(empty_game(1, 2, "no-ko", SelfCapture::Forbidden), {});
  EXPECT_TRUE(forbidden.black_forces.has_value());
  EXPECT_TRUE(forbidden.white_forces.has_value());
}

// A game already over is scored, not endless: the theorems speak of play that goes on.
TEST(SOLVE_Theorem, NotForAGameThatIsOver) {
  Game over = empty_game(2, 2, "no-ko", SelfCapture::All);
  over.play(Move::pass(Player::Black));
  over.play(Move::pass(Player::White));
  ASSERT_TRUE(over.over());
  EXPECT_NE(default_method(over), SolveMethod::Theorem);
}

}  // namespace
}  // namespace kospec::solve
