// The proof-number search (tools/solve/dfpn*.h): it finds the values the native search with the
// plain whole-history table finds (exact by construction: an entry is reused only under the same
// history set), after random openings whose histories matter; it reproduces the published
// small-board values; its static bounds change no value; each exact value's strategies are
// replayed on the rules layer.
#include <gtest/gtest.h>

#include "tools/solve/settled.h"
#include "tools/solve/test/dfpn_helpers.h"

namespace kospec::solve {
namespace {

using test::compare_after_random_openings;
using test::dfpn;
using test::expect_bounds_change_nothing;
using test::game_of;
using test::kNativeRules;
using test::kSuperkos;

// After random openings (so the history holds positions a later ko fight may repeat), under every
// native rule and self-capture option, the proof-number search finds what the native search with
// the plain whole-history table finds: the graph-history interaction is answered exactly by the
// read boxes. Positions the plain search cannot finish in 300,000 nodes are skipped; at least 24
// of the 40 must be compared.
TEST(SOLVE_Dfpn, AgreesWithThePlainWholeHistorySearchAfterRandomOpenings) {
  EXPECT_GE(compare_after_random_openings(40, 20261126), 24);
}

// T. Drange with B. Spight, "Mini-Go", area-counting results of 1998 (the source of
// SOLVE_Native.SmallBoardValuesMatchDrange): 1x2 0, 1x3 +3, 1x4 +4, 1x5 0, 1x6 +1, 1x7 +2, 2x2 +1
// (J. Tromp and B. Taylor under positional superko), 2x3 0 and 3x3 +9, under every superko with
// self-capture allowed and forbidden; every exact value's strategies hold on the rules layer.
TEST(SOLVE_Dfpn, SmallBoardValuesMatchDrange) {
  const struct {
    const char* diagram;
    int value;
  } cases[] = {{"..", 0},      {"...", 3},    {"....", 4},     {".....", 0},        {"......", 1},
               {".......", 2}, {"..\n..", 1}, {"...\n...", 0}, {"...\n...\n...", 9}};
  for (const auto& c : cases) {
    for (const char* ruleset : kSuperkos) {
      for (SelfCapture sc : {SelfCapture::All, SelfCapture::Forbidden}) {
        const Game g = game_of(c.diagram, ruleset, sc);
        // (3x3 under NSSK, self-capture allowed: its value differs, +2, and has its own test.)
        if (std::string(c.diagram).size() == 11 &&
            std::string(ruleset) == "natural-situational-superko")
          continue;
        const SolveResult r = dfpn(g, true, 20'000);
        ASSERT_TRUE(r.value().has_value()) << c.diagram << " " << ruleset;
        EXPECT_EQ(*r.value(), c.value) << c.diagram << " " << ruleset;
      }
    }
  }
}

// ground-truth.md: R. Hayward's seven 1x5 positions under positional superko, Tromp-Taylor
// self-capture: 0, +5, -5, +5, +5, 0, 0; the strategies of each hold on the rules layer.
TEST(SOLVE_Dfpn, OneByFiveValuesUnderPositionalSuperkoMatchHayward) {
  const struct {
    const char* diagram;
    int value;
  } cases[] = {{"X.O..", 0}, {"O.X..", 5}, {"X..O.", -5}, {"O..X.", 5},
               {"O....", 5}, {".O...", 0}, {"..O..", 0}};
  for (const auto& c : cases) {
    const SolveResult r = dfpn(game_of(c.diagram, "positional-superko", SelfCapture::All));
    ASSERT_TRUE(r.value().has_value()) << c.diagram;
    EXPECT_EQ(*r.value(), c.value) << c.diagram;
    EXPECT_GT(r.checked_states, 0u) << c.diagram;
  }
}

// Benson's unconditional life with a two-point eye, worked by hand. 2x4, `. . X .` over
// `X X X X`: the black string (5 stones) has the regions {A2, B2} (both empty points are its
// liberties) and {D2}: two vital regions, so it lives; its one-point eye D2 is Black's too, the
// two-point eye is not counted (White may keep a stone there while Black passes): Black's settled
// points are 6 of 8, so the bounds are [2 * 6 - 8, 8] = [+4, +8]. The one-point-eye rule alone
// settled nothing (one one-point eye).
TEST(SOLVE_Settled, BensonLifeWithATwoPointEye) {
  const Diagram d = parse_diagram("..X.\nXXXX");
  const smallboard::BitBoard board(d.graph.columns(), d.graph.rows());
  const AreaBounds b = settled_bounds(board, board.from_configuration(d.config));
  EXPECT_EQ(b.lower, 4);
  EXPECT_EQ(b.upper, 8);
  // White to move throws a stone into the big eye and Black captures it (or White passes): +8.
  for (const char* ruleset : kNativeRules) {
    for (Player p : {Player::Black, Player::White}) {
      EXPECT_EQ(dfpn(game_of("..X.\nXXXX", ruleset, SelfCapture::Forbidden, p)).value(), 8)
          << ruleset;
    }
  }
}

// The static bounds change no value (README, "Static bounds"): every empty board of 1 to 5
// points in a row and 2x2 under every native rule, 1x6 and 2x3 under the superkos, each
// self-capture option, solved by the proof-number search with and without the bounds of
// unconditional life and territory, and, under the superkos, by the native search with and
// without them (under Spight's and the Japanese rule it takes seconds a board there).
TEST(SOLVE_Dfpn, StaticBoundsChangeNoValue) {
  for (const char* board : {".", "..", "...", "....", ".....", "..\n.."}) {
    for (const char* ruleset : kNativeRules) {
      const std::string r = ruleset;
      expect_bounds_change_nothing(board, ruleset, r != "spight" && r != "japanese");
    }
  }
  for (const char* board : {"......", "...\n..."}) {
    for (const char* ruleset : kSuperkos) expect_bounds_change_nothing(board, ruleset, true);
  }
}

// A node limit stops the search with the bounds proven so far, which contain the value (the 2x2
// value is +1: SOLVE_Native.EmptyTwoByTwoUnderPositionalSuperkoBlackWinsByOne).
TEST(SOLVE_Dfpn, NodeLimitStopsWithProvenBounds) {
  SolveLimits limits;
  limits.max_nodes = 50;
  const SolveResult r = solve(game_of("..\n..", "positional-superko", SelfCapture::All), limits,
                              SolveMethod::ProofNumber);
  ASSERT_TRUE(r.stopped);
  EXPECT_EQ(r.stopped_by, "--max-nodes 50");
  ASSERT_TRUE(r.proven_lower && r.proven_upper);
  EXPECT_LE(*r.proven_lower, 1);
  EXPECT_GE(*r.proven_upper, 1);
  EXPECT_FALSE(r.value().has_value());
}

}  // namespace
}  // namespace kospec::solve
