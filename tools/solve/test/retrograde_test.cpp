// kospec solve by retrograde analysis of the whole state graph (rulesets under which play can go on
// for ever): hand-worked 1x2 under no-ko, and ground-truth.md's statement on 2x2 under simple ko.
#include <gtest/gtest.h>

#include "spec/diagram.h"
#include "tools/solve/solve.h"

namespace kospec::solve {
namespace {

Game game_of(const char* diagram, const char* ruleset,
             SelfCapture self_capture = SelfCapture::Forbidden) {
  Diagram d = parse_diagram(diagram);
  return Game(GameSetup{d.graph, d.config, Player::Black}, parse_ruleset(ruleset, self_capture));
}

// ground-truth.md, "Game values on small boards": 2x2 "Under simple ko alone neither side can force
// a finite game". Literally (no strategy forces an end at all) that is false once two passes end
// the game: a side that passes at every turn forces an end, conceding the whole board (the
// opponent fills three points and must pass). What is checked is the statement's content: from
// the empty 2x2 board, Black to move, Black can force an end with a score only of -4 (White's
// whole board) and nothing better, White only of +4 and nothing better. So a side that holds out
// for any better result can be kept in a cycle for ever by the other: if both hold out, play
// never ends (tools/solve/README.md, "endless[lo,hi]").
TEST(SOLVE_Retrograde, EmptyTwoByTwoUnderSimpleKoIsEndless) {
  const SolveResult r = solve(game_of("..\n..", "simple-ko"), SolveLimits{});
  EXPECT_EQ(r.method, SolveMethod::Retrograde);
  ASSERT_FALSE(r.stopped);
  EXPECT_EQ(r.black_forces, -4);
  EXPECT_EQ(r.white_forces, 4);
  EXPECT_FALSE(r.value().has_value());
  EXPECT_EQ(summary(r), "endless[-4,+4]");
}

// The same statement read literally holds with Tromp-Taylor self-capture (SUI all, the convention
// of the published values, SOLVE.sui): neither side can force a finite game. Worked by hand: a
// side that always passes does not force an end, because the other need never pass: on the empty
// board it plays; with its own stones on the board it fills the empty points one by one, and the
// last one is a legal self-capture of its whole string (R5 then SUI all), which empties the board
// again; simple ko (KO) forbids only the immediate retake of one stone, which none of these is.
// So neither side has a strategy that ends every game, by a score or otherwise.
TEST(SOLVE_Retrograde, EmptyTwoByTwoUnderSimpleKoWithSelfCaptureHasNoForcedEnd) {
  const SolveResult r = solve(game_of("..\n..", "simple-ko", SelfCapture::All), SolveLimits{});
  ASSERT_FALSE(r.stopped);
  EXPECT_FALSE(r.black_forces.has_value());
  EXPECT_FALSE(r.white_forces.has_value());
  EXPECT_TRUE(r.black_avoids_end);
  EXPECT_TRUE(r.white_avoids_end);
  EXPECT_EQ(summary(r), "endless");
}

// 1x2 (A1 B1) under no-ko, Black to move. Worked by hand: a single stone is captured by the
// opponent's play on the other point, and retaking is always legal, so either side can keep
// capturing for ever. A side ends the game only by passing when its opponent's stone stands
// ("X." then W pass, B pass: +2; "O." then B pass, W pass: -2) or by two passes on the empty
// board (0). Black can force an end (pass; if W plays A1, B passes and W can only pass: -2) but
// nothing better: at ".." or after any capture White can keep retaking. So Black forces at least
// -2, and symmetrically White forces at most +2 (B A1 then W pass: B can only pass), no exact value.
TEST(SOLVE_Retrograde, OneByTwoUnderNoKoHasNoExactValue) {
  const SolveResult r = solve(game_of("..", "no-ko"), SolveLimits{});
  ASSERT_FALSE(r.stopped);
  EXPECT_EQ(r.black_forces, -2);
  EXPECT_EQ(r.white_forces, 2);
  EXPECT_FALSE(r.value().has_value());
  EXPECT_FALSE(r.black_avoids_end);
  EXPECT_FALSE(r.white_avoids_end);
  EXPECT_EQ(summary(r), "endless[-2,+2]");
}

// 1x1 under any ruleset: both must pass, value 0.
TEST(SOLVE_Retrograde, OneByOneIsZeroUnderEveryNamedRuleset) {
  for (const NamedRuleset& n : named_rulesets()) {
    const SolveResult r = solve(game_of(".", std::string(n.name).c_str()), SolveLimits{});
    EXPECT_EQ(r.value(), 0) << n.name;
  }
}

TEST(SOLVE_Retrograde, StateLimitStops) {
  SolveLimits limits;
  limits.max_nodes = 5;
  const SolveResult r = solve(game_of("..\n..", "simple-ko"), limits);
  EXPECT_TRUE(r.stopped);
  EXPECT_NE(r.stopped_by.find("--max-nodes 5"), std::string::npos);
}

}  // namespace
}  // namespace kospec::solve
