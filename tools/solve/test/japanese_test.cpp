// The native solver under the Japanese rule `japanese` (KO+NR+RPE, tools/solve/native_state.h):
// every game ends, so what each side can force is searched twice, a no result counting against
// the side searched (tools/solve/README.md). Checked against the search over the rules layer and
// the retrograde analysis of the whole state graph where those finish, against a game worked by
// hand, and against itself under its other tables.
#include <gtest/gtest.h>

#include <string>

#include "rules/area_score.h"
#include "spec/diagram.h"
#include "tools/solve/solve.h"

namespace kospec::solve {
namespace {

Game game_of(const char* diagram, SelfCapture self_capture, Player to_move = Player::Black) {
  Diagram d = parse_diagram(diagram);
  return Game(GameSetup{d.graph, d.config, to_move}, parse_ruleset("japanese", self_capture));
}

// Three implementations of the same game: the native state with its footprint table, the
// alpha-beta search over the rules layer (Game, exact state keys), and the retrograde analysis
// of the whole exact state graph (tools/explore's native states). On 1x1 and 1x2 all three finish
// (beyond, the rules layer's search and the whole graph take minutes: NR counts and the passes of
// RPE make the histories long); they must agree on what each side can force.
TEST(SOLVE_Japanese, AgreesWithSearchAndRetrograde) {
  for (SelfCapture sc : {SelfCapture::Forbidden, SelfCapture::MultiStone, SelfCapture::All}) {
    for (Player p : {Player::Black, Player::White}) {
      for (const char* diagram : {".", "..", "X.", "O.", ".X"}) {
        const Game g = game_of(diagram, sc, p);
        const SolveResult native = solve(g, SolveLimits{}, SolveMethod::Native);
        ASSERT_FALSE(native.stopped) << diagram;
        for (SolveMethod m : {SolveMethod::Search, SolveMethod::Retrograde}) {
          const SolveResult other = solve(g, SolveLimits{}, m);
          ASSERT_FALSE(other.stopped) << diagram << " " << solve_method_name(m);
          EXPECT_EQ(native.black_forces, other.black_forces)
              << diagram << " " << solve_method_name(m);
          EXPECT_EQ(native.white_forces, other.white_forces)
              << diagram << " " << solve_method_name(m);
        }
      }
    }
  }
}

// 1x3, empty, Black to move, worked by hand. Black plays the middle, B1. White has no play that
// lives: A1 or C1 has no liberty and captures nothing (B1 keeps the other point), so it is
// forbidden, or (self-capture allowed) it removes itself and leaves the board as it was. White
// passes or self-captures; Black passes. If White passes too, two passes end the game; if White
// self-captures again, Black's next pass is made from the same configuration with Black to move
// as Black's first: RPE ends the game. NR cannot intervene: the pass started its count again and
// no situation has occurred twice since. Either way the board is Black's: +3, and no side can do
// better on three points. A no result is never forced, so the value is exact.
TEST(SOLVE_Japanese, OneByThreeIsBlacksWholeBoard) {
  for (SelfCapture sc : {SelfCapture::Forbidden, SelfCapture::MultiStone, SelfCapture::All}) {
    const SolveResult r = solve(game_of("...", sc), SolveLimits{});
    EXPECT_EQ(r.method, SolveMethod::ProofNumber);
    EXPECT_EQ(r.value(), 3);
    EXPECT_TRUE(r.every_game_ends);
  }
}

// The empty 2x2 board: a value no one has published. What supports it: the footprint table, the
// whole-history table and the search without symmetry find the same forcing bounds, and the
// principal variation is a game the rules layer accepts ply by ply, ending with a score equal to
// the value.
TEST(SOLVE_Japanese, EmptyTwoByTwoAgreesUnderEveryTable) {
  const Game g = game_of("..\n..", SelfCapture::All);
  const SolveResult r = solve(g, SolveLimits{});
  ASSERT_FALSE(r.stopped);
  ASSERT_TRUE(r.value().has_value());
  for (const bool footprints : {true, false}) {
    for (const bool symmetry : {true, false}) {
      if (footprints && symmetry) continue;  // the default, solved above
      SolveLimits limits;
      limits.footprints = footprints;
      limits.symmetry = symmetry;
      const SolveResult other = solve(g, limits, SolveMethod::Native);
      EXPECT_EQ(other.black_forces, r.black_forces) << footprints << symmetry;
      EXPECT_EQ(other.white_forces, r.white_forces) << footprints << symmetry;
    }
  }
  Game line = g;
  for (const Move& m : r.pv) ASSERT_TRUE(line.play(m).verdict.legal());
  ASSERT_TRUE(line.over());
  EXPECT_EQ(line.ending(), Outcome::Ends);
  EXPECT_EQ(area_score(line.record().graph(), line.record().current()).margin(), *r.value());
}

}  // namespace
}  // namespace kospec::solve
