// The loop search (tools/solve/loop_search.h): what each side can force, by depth-first search of
// native exact states, endless play included. Checked against the retrograde analysis of the whole
// state graph (attractors: another algorithm on the same states) wherever the graph closes, against
// the native superko search and the published 2x2 value, against boards worked by hand, and by
// replaying its forcing strategies on the rules layer (tools/solve/strategy_check.h).
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <limits>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "spec/diagram.h"
#include "tools/run/stack_guard.h"
#include "tools/solve/solve.h"
#include "tools/solve/strategy_check.h"

namespace kospec::solve {
namespace {

Game game_of(const char* diagram, const std::string& ruleset, SelfCapture self_capture,
             Player to_move = Player::Black) {
  Diagram d = parse_diagram(diagram);
  return Game(GameSetup{d.graph, d.config, to_move}, parse_ruleset(ruleset, self_capture));
}

// Compares the loop search, by its depth-first search and by its proof-number searches
// (loop-dfpn, with its table keyed by the least symmetric image and without), with the retrograde
// analysis under each of `rulesets` on small positions whose
// whole state graph closes within the limit: the same forcing bounds and avoid-every-end flags.
// Each ruleset must be compared on at least `least` positions.
void expect_loop_agrees_with_retrograde(std::initializer_list<const char*> rulesets, int least) {
  const char* diagrams[] = {".",      "..",     "X.",     "O.",     "...",   "X..",    ".X.",
                            "O.X",    "X.O.",   "....",   ".XO.",   ".X.O",  "..\n..", "X.\n..",
                            "X.\n.O", "XO\n..", "X.\nO.", ".X\nX.", "O.\n.X"};
  SolveLimits limits;
  limits.max_nodes = 5'000;  // most of these graphs close within a few hundred states
  std::map<std::string, int> compared;
  for (const char* ruleset : rulesets) {
    for (SelfCapture sc : {SelfCapture::Forbidden, SelfCapture::All}) {
      for (Player p : {Player::Black, Player::White}) {
        for (const char* diagram : diagrams) {
          const Game g = game_of(diagram, ruleset, sc, p);
          const SolveResult graph = solve(g, limits, SolveMethod::Retrograde);
          if (graph.stopped) continue;
          for (const auto& [m, symmetry] :
               {std::pair{SolveMethod::Loop, true}, std::pair{SolveMethod::LoopProofNumber, true},
                std::pair{SolveMethod::LoopProofNumber, false}}) {
            SolveLimits by;
            by.symmetry = symmetry;
            const SolveResult loop = solve(g, by, m);
            const std::string what =
                std::string(ruleset) + " " + diagram + " " + std::string(self_capture_name(sc)) +
                (p == Player::Black ? " B " : " W ") + std::string(solve_method_name(m)) +
                (symmetry ? "" : " --no-symmetry");
            ASSERT_FALSE(loop.stopped) << what;
            EXPECT_EQ(loop.black_forces, graph.black_forces) << what;
            EXPECT_EQ(loop.white_forces, graph.white_forces) << what;
            EXPECT_EQ(loop.black_avoids_end, graph.black_avoids_end) << what;
            EXPECT_EQ(loop.white_avoids_end, graph.white_avoids_end) << what;
          }
          ++compared[ruleset];
        }
      }
    }
  }
  for (const char* ruleset : rulesets) EXPECT_GE(compared[ruleset], least) << ruleset;
}

// Every named ruleset, the cycle-set rules with their informal additions, and Japanese 1989
// without the pass rule, on small positions whose whole state graph the retrograde analysis
// builds: both methods must find the same forcing bounds and avoid-every-end flags. Each ruleset
// is compared on at least a dozen positions (the graphs that do not close within the limit are
// left out and counted).
TEST(SOLVE_Loop, AgreesWithTheRetrogradeAnalysisWhereTheGraphCloses) {
  expect_loop_agrees_with_retrograde(
      {"no-ko", "simple-ko", "japanese", "KO+NR", "positional-superko", "situational-superko",
       "natural-situational-superko", "spight", "cycle-sets", "cycle-sets+A1",
       "cycle-sets+A1+A2+A3", "cycle-sets+A1.full+A2.pass"},
      12);
}

// Beyond the graphs that close, the two searches of the loop search check each other: on boards
// where the depth-first search finishes within seconds, the proof-number searches (loop-dfpn)
// must find the same forcing bounds and avoid-every-end flags, values and endless ones alike.
TEST(SOLVE_Loop, ProofNumberSearchesAgreeWithTheDepthFirstSearchOnLargerBoards) {
  struct Case {
    const char* diagram;
    const char* ruleset;
    SelfCapture self_capture;
  };
  const Case cases[] = {{"..\n..", "cycle-sets", SelfCapture::Forbidden},
                        {"..\n..", "cycle-sets+A1", SelfCapture::Forbidden},
                        {"...\n...", "cycle-sets", SelfCapture::Forbidden},
                        {"......", "cycle-sets+A1", SelfCapture::Forbidden},
                        {"...\n...\n...", "cycle-sets", SelfCapture::Forbidden},
                        {".....", "KO+NR", SelfCapture::Forbidden},
                        {"...", "cycle-sets", SelfCapture::All},
                        {"......", "PSK(window=6)", SelfCapture::Forbidden}};
  for (const Case& c : cases) {
    const Game g = game_of(c.diagram, c.ruleset, c.self_capture);
    SolveLimits limits;
    limits.check_states = 0;
    const SolveResult depth_first = solve(g, limits, SolveMethod::Loop);
    const SolveResult proofs = solve(g, limits, SolveMethod::LoopProofNumber);
    const std::string what = std::string(c.ruleset) + " " + c.diagram;
    ASSERT_FALSE(depth_first.stopped) << what;
    ASSERT_FALSE(proofs.stopped) << what;
    EXPECT_EQ(proofs.black_forces, depth_first.black_forces) << what;
    EXPECT_EQ(proofs.white_forces, depth_first.white_forces) << what;
    EXPECT_EQ(proofs.black_avoids_end, depth_first.black_avoids_end) << what;
    EXPECT_EQ(proofs.white_avoids_end, depth_first.white_avoids_end) << what;
  }
}

// The static bounds change no answer of the loop search's proof-number searches (README, "Static
// bounds": self-capture forbidden, no end by no result): each board solved with and without them,
// the same forcing bounds and avoid-every-end flags.
void expect_static_bounds_change_nothing(std::initializer_list<const char*> boards,
                                         std::initializer_list<const char*> rulesets) {
  for (const char* board : boards) {
    for (const char* ruleset : rulesets) {
      const Game g = game_of(board, ruleset, SelfCapture::Forbidden);
      SolveLimits with, without;
      with.check_states = without.check_states = 0;
      without.static_bounds = false;
      const SolveResult a = solve(g, with, SolveMethod::LoopProofNumber);
      const SolveResult b = solve(g, without, SolveMethod::LoopProofNumber);
      const std::string what = std::string(ruleset) + " " + board;
      ASSERT_FALSE(a.stopped || b.stopped) << what;
      EXPECT_EQ(a.black_forces, b.black_forces) << what;
      EXPECT_EQ(a.white_forces, b.white_forces) << what;
      EXPECT_EQ(a.black_avoids_end, b.black_avoids_end) << what;
      EXPECT_EQ(a.white_avoids_end, b.white_avoids_end) << what;
    }
  }
}

// Every empty board of 1 to 5 points in a row and 2x2 under the rules the loop search's
// proof-number searches solve with static bounds (the retrograde analysis solves no-ko and
// simple-ko by default: compared here through loop-dfpn).
TEST(SOLVE_Loop, StaticBoundsChangeNoValue) {
  expect_static_bounds_change_nothing({".", "..", "...", "....", ".....", "..\n.."},
                                      {"no-ko", "simple-ko", "cycle-sets", "cycle-sets+A1"});
}

// The same on the larger boards of the table where both solves take seconds: 1x6, 1x7, 1x8,
// 1x9, 2x3, 2x4 and 3x3 under the cycle-set rules, 1x6, 1x7, 1x8, 2x3 and 3x3 under no-ko and
// simple-ko (1x9 under simple-ko is the retrograde analysis's: loop-dfpn does not finish it in
// minutes).
TEST(SOLVE_Loop, StaticBoundsChangeNoValueOnLargerBoards) {
  expect_static_bounds_change_nothing(
      {"......", ".......", "........", ".........", "...\n...", "....\n....", "...\n...\n..."},
      {"cycle-sets", "cycle-sets+A1"});
  expect_static_bounds_change_nothing(
      {"......", ".......", "........", "...\n...", "...\n...\n..."}, {"no-ko", "simple-ko"});
}

// The solver honours each reading of the definitions the cycle-set clauses rest on
// (spec/definition_readings.h): under each, the loop search and the retrograde analysis agree
// wherever the graph closes (`ctest -L R7` runs R7's here, beside the spec's, the rules layer's
// and the engine's: on at least eight positions, fewer graphs closing within the limit under a
// reading that makes fewer moves illegal), and the value of the empty 2x2 board has a principal
// variation the rules layer accepts under the reading.
void expect_solver_honours(const char* ruleset) {
  expect_loop_agrees_with_retrograde({ruleset}, 8);
  const Game g = game_of("..\n..", ruleset, SelfCapture::Forbidden);
  const SolveResult r = solve(g, SolveLimits{}, SolveMethod::Loop);
  ASSERT_TRUE(r.value().has_value()) << ruleset << ": " << describe(r);
  Game replayed = g;
  for (const Move& m : r.pv) ASSERT_NE(replayed.play(m).verdict.outcome, Outcome::Illegal);
  EXPECT_TRUE(replayed.over()) << ruleset;
}

TEST(R7_Solve, LoopSearchHonoursTheReading) { expect_solver_honours("cycle-sets+R7.colour"); }
TEST(R8_Solve, LoopSearchHonoursTheReading) { expect_solver_honours("cycle-sets+R8.config"); }
TEST(R11_Solve, LoopSearchHonoursTheReading) { expect_solver_honours("cycle-sets+R11.opponent"); }
TEST(R12_Solve, LoopSearchHonoursTheReading) { expect_solver_honours("cycle-sets+R12.joins"); }
TEST(R14_Solve, LoopSearchHonoursTheReading) { expect_solver_honours("cycle-sets+R14.parts"); }

// The superkos end every game, so the loop search finds the native search's values: on 2x2 the
// published +1 (J. Tromp; B. Taylor; ground-truth.md), and Hayward's 1x5 values (0 for
// `x - o - -` is the self-capture-allowed value, ground-truth.md).
// The default method (tools/solve/README.md, "How"): the loop search wherever the state keeps a
// history the retrograde analysis cannot fold and games need not end (NR without RPE, a window
// superko) as for the cycle-set rules, by its proof-number searches but for a window superko;
// the retrograde analysis where the ko point is all the history (no-ko, simple ko); the
// proof-number search for the native superkos.
TEST(SOLVE_Loop, IsTheDefaultForHistoriesWhosePlayNeedNotEnd) {
  for (const char* ruleset : {"KO+NR", "cycle-sets", "PSK+R15"})
    EXPECT_EQ(default_method(game_of(".....", ruleset, SelfCapture::Forbidden)),
              SolveMethod::LoopProofNumber)
        << ruleset;
  EXPECT_EQ(default_method(game_of(".....", "PSK(window=6)", SelfCapture::Forbidden)),
            SolveMethod::Loop);
  for (const char* ruleset : {"no-ko", "simple-ko"})
    EXPECT_EQ(default_method(game_of(".....", ruleset, SelfCapture::Forbidden)),
              SolveMethod::Retrograde)
        << ruleset;
  EXPECT_EQ(default_method(game_of(".....", "positional-superko", SelfCapture::Forbidden)),
            SolveMethod::ProofNumber);
}

// Under KO+NR on the empty 3x3 board the loop search's line goes more than 20,000 plies deep
// within its first 500,000 nodes; on a default thread's 8 MiB stack it died of SIGSEGV at 19,390
// plies (make demo's report, 2026-11-27). Solved on the search's own stack, it stops at its node
// limit and says so.
TEST(SOLVE_Loop, LinesDeeperThanADefaultStackStopAtTheirLimitNotInACrash) {
  SolveLimits limits;
  limits.max_nodes = 500'000;
  const SolveResult r =
      solve(game_of("...\n...\n...", "KO+NR", SelfCapture::Forbidden), limits, SolveMethod::Loop);
  EXPECT_EQ(r.method, SolveMethod::Loop);
  EXPECT_TRUE(r.stopped);
  if (run::kUnderAddressSanitizer) {
    // Under AddressSanitizer the search's stack is 60 MiB and its frames larger (stack_guard.h):
    // the guard may stop the line first, as it should, instead of a crash.
    EXPECT_TRUE(r.stopped_by == "--max-nodes 500000" ||
                r.stopped_by.rfind("the search's stack (60 MiB) at ", 0) == 0)
        << r.stopped_by;
  } else {
    EXPECT_EQ(r.stopped_by, "--max-nodes 500000");
  }
}

TEST(SOLVE_Loop, FindsThePublishedSuperkoValues) {
  for (const char* ruleset :
       {"positional-superko", "situational-superko", "natural-situational-superko"}) {
    const SolveResult r =
        solve(game_of("..\n..", ruleset, SelfCapture::All), SolveLimits{}, SolveMethod::Loop);
    EXPECT_EQ(r.value(), 1) << ruleset;
    EXPECT_GT(r.checked_states, 0U) << ruleset;
  }
  const SolveResult hayward = solve(game_of("X.O..", "positional-superko", SelfCapture::All),
                                    SolveLimits{}, SolveMethod::Loop);
  EXPECT_EQ(hayward.value(), 0);
}

// 1x3, empty, Black to move, self-capture forbidden, worked by hand: Black plays the middle; a
// white stone at either end would have no liberty and capture nothing, so White can only pass,
// and Black's pass ends the game with the whole board Black's: +3 (Black cannot do better on three
// points). No ko rule takes part, so the value is the same under every ruleset.
TEST(SOLVE_Loop, OneByThreeIsBlacksWholeBoardUnderEveryRuleset) {
  for (const char* ruleset : {"cycle-sets", "cycle-sets+A1+A2+A3", "KO+NR", "simple-ko"}) {
    const SolveResult r =
        solve(game_of("...", ruleset, SelfCapture::Forbidden), SolveLimits{}, SolveMethod::Loop);
    EXPECT_EQ(r.value(), 3) << ruleset;
  }
}

// 1x2, empty, self-capture allowed, no ko rule, worked by hand. A stone on 1x2 has one liberty,
// the other point, and the opponent's stone there captures it: one point is always empty and a
// play on it is always legal (it captures, or, on the empty board, has a liberty). The game ends
// only at two consecutive passes, so a side that never passes keeps it going for ever: neither
// side can force an end. The loop search says "endless", with both avoid-every-end flags.
TEST(SOLVE_Loop, OneByTwoWithoutKoIsEndless) {
  const SolveResult r =
      solve(game_of("..", "no-ko", SelfCapture::All), SolveLimits{}, SolveMethod::Loop);
  EXPECT_FALSE(r.black_forces);
  EXPECT_FALSE(r.white_forces);
  EXPECT_TRUE(r.black_avoids_end);
  EXPECT_TRUE(r.white_avoids_end);
  EXPECT_EQ(summary(r), "endless");
}

// The empty 2x2 board under the cycle-set rules, self-capture forbidden: a value no one has
// published. What supports it: both sides' forcing strategies, replayed on the rules layer
// (another implementation of every rule) against every reply it allows, end every game with a
// score at least, resp. at most, the value; its principal variation is a game the rules layer
// accepts. The informal additions do not change it.
TEST(SOLVE_Loop, EmptyTwoByTwoUnderTheCycleSetRulesHasACheckedValue) {
  std::optional<int> first;
  for (const char* ruleset : {"cycle-sets", "cycle-sets+A1", "cycle-sets+A1+A2+A3"}) {
    const Game g = game_of("..\n..", ruleset, SelfCapture::Forbidden);
    const SolveResult r = solve(g, SolveLimits{}, SolveMethod::Loop);
    ASSERT_TRUE(r.value().has_value()) << ruleset << ": " << describe(r);
    EXPECT_GT(r.checked_states, 0U) << ruleset;
    Game replayed = g;
    for (const Move& m : r.pv) ASSERT_NE(replayed.play(m).verdict.outcome, Outcome::Illegal);
    EXPECT_TRUE(replayed.over()) << ruleset;
    if (!first) first = r.value();
    EXPECT_EQ(r.value(), first) << ruleset;
  }
}

// The strategy check fails where it must. On 2x2 under positional superko a Black strategy of
// always passing forces no score above -4: White plays a stone and passes after Black's pass, and
// the board is White's (-4); it does force an end (the superko makes every game finite). A
// strategy with no move fails; a strategy that plays an occupied point fails by OCC. On 1x3,
// Black's middle play then passes forces +3 (the hand-worked game above).
TEST(SOLVE_StrategyCheck, RefusesStrategiesThatDoNotForce) {
  const Game two = game_of("..\n..", "positional-superko", SelfCapture::Forbidden);
  const Strategy pass = [](const std::vector<Move>&) { return Move::pass(Player::Black); };
  StrategyCheck c = check_strategy(two, Player::Black, 1, pass, 1000);
  EXPECT_FALSE(c.holds);
  EXPECT_NE(c.why.find("ends with the score"), std::string::npos) << c.why;
  EXPECT_FALSE(check_strategy(two, Player::Black, -3, pass, 1000).holds);
  EXPECT_TRUE(check_strategy(two, Player::Black, -4, pass, 100000).holds);
  const Strategy none = [](const std::vector<Move>&) { return std::nullopt; };
  EXPECT_FALSE(check_strategy(two, Player::Black, -4, none, 1000).holds);
  const Strategy occupied = [](const std::vector<Move>& line) {
    return Move::play(Player::Black, line.empty() ? Point(0) : line.front().point.value());
  };
  c = check_strategy(two, Player::Black, -4, occupied, 1000);
  EXPECT_FALSE(c.holds);
  EXPECT_NE(c.why.find("OCC"), std::string::npos) << c.why;

  const Game three = game_of("...", "no-ko", SelfCapture::Forbidden);
  const Strategy middle = [](const std::vector<Move>& line) {
    return line.empty() ? Move::play(Player::Black, Point(1)) : Move::pass(Player::Black);
  };
  c = check_strategy(three, Player::Black, 3, middle, 1000);
  EXPECT_TRUE(c.holds) << c.why;
}

// A stop after Black's forcing is decided (the proof-number searches decide Black's first, then
// White's) keeps it: the result says Black forces that much and no more, what the complete solve
// of the same position finds Black forces. On 1x4 with self-capture under the cycle-set rules,
// stopped at the first progress line of White's proof-number search.
TEST(SOLVE_Loop, AStopDuringWhitesSearchKeepsBlacksDecidedForcing) {
  const Game g = game_of("....", "cycle-sets", SelfCapture::All);
  const SolveResult full = solve(g, SolveLimits{}, SolveMethod::LoopProofNumber);
  ASSERT_FALSE(full.stopped) << describe(full);
  ASSERT_TRUE(full.black_forces.has_value()) << describe(full);
  std::atomic<bool> stop{false};
  SolveLimits limits;
  limits.control.stop = &stop;
  limits.control.progress_every = std::chrono::milliseconds(1);
  limits.control.progress = [&stop](const std::string& line) {
    if (line.find("White forcing") != std::string::npos &&
        line.find("proof-number search") != std::string::npos)
      stop = true;
  };
  const SolveResult r = solve(g, limits, SolveMethod::LoopProofNumber);
  ASSERT_TRUE(r.stopped) << describe(r);
  EXPECT_TRUE(r.black_decided);
  EXPECT_EQ(r.proven_lower, full.black_forces);
  EXPECT_NE(describe(r).find("and no more"), std::string::npos) << describe(r);
}

// A stop request stops the check at its next poll (every 1,024 states), which then claims
// nothing. White's passing strategy for an end at +9 or less on the empty 3x3 board under the
// Japanese rule needs more states than that (the keys hold every pass's configuration: a state
// for every order of Black's plays, tools/solve/README.md).
TEST(SOLVE_StrategyCheck, AStopRequestStopsIt) {
  const Game three = game_of("...\n...\n...", "japanese", SelfCapture::Forbidden);
  const Strategy pass = [](const std::vector<Move>&) { return Move::pass(Player::White); };
  const std::atomic<bool> stop{true};
  run::RunControl control;
  control.stop = &stop;
  const StrategyCheck c = check_strategy(three, Player::White, -9, pass, 1000000, control);
  EXPECT_FALSE(c.holds);
  EXPECT_TRUE(c.stopped);
  EXPECT_EQ(c.stopped_by, "a stop request (Ctrl-C)");
  EXPECT_EQ(c.states, 1024U);
}

// A state a theorem settles (the static bounds, in a solve) is not played on: a strategy with no
// move at all holds on 2x2 when the start is settled, fails when nothing is (the test above), and
// a settled state counts among the states checked.
TEST(SOLVE_StrategyCheck, SettledStatesAreNotPlayedOn) {
  const Game two = game_of("..\n..", "positional-superko", SelfCapture::Forbidden);
  const Strategy none = [](const std::vector<Move>&) { return std::nullopt; };
  const Settled everywhere = [](const std::vector<Move>&) { return true; };
  const StrategyCheck c = check_strategy(two, Player::Black, -4, none, 1000, {},
                                         std::numeric_limits<std::size_t>::max(), everywhere);
  EXPECT_TRUE(c.holds) << c.why;
  EXPECT_EQ(c.states, 1U);
  EXPECT_EQ(c.settled, 1U);
  // Settled after Black's first play only: White's every reply is played on from there.
  const Strategy first = [](const std::vector<Move>& line) -> std::optional<Move> {
    if (line.empty()) return Move::play(Player::Black, Point(0));
    return std::nullopt;
  };
  const Settled after_one = [](const std::vector<Move>& line) { return line.size() == 1; };
  const StrategyCheck d = check_strategy(two, Player::Black, -4, first, 1000, {},
                                         std::numeric_limits<std::size_t>::max(), after_one);
  EXPECT_TRUE(d.holds) << d.why;
  EXPECT_EQ(d.states, 2U);
  EXPECT_EQ(d.settled, 1U);
}

// In a solve, the replay stops at the states the search's static bounds settle, and the values
// are those the replay without them confirms: 3x3 under positional superko (+9, Sensei's
// Library; Drange's table), self-capture forbidden, by the proof-number search, and 2x3 under
// the cycle-set rules (0, the table's; both strategies replayed without the bounds) by the loop
// search.
TEST(SOLVE_StrategyCheck, TheReplayStopsAtTheStaticBounds) {
  for (auto [diagram, ruleset, value] : std::vector<std::tuple<const char*, const char*, int>>{
           {"...\n...\n...", "positional-superko", 9}, {"...\n...", "cycle-sets", 0}}) {
    SCOPED_TRACE(ruleset);
    SolveLimits limits;
    const SolveResult with = solve(game_of(diagram, ruleset, SelfCapture::Forbidden), limits);
    EXPECT_EQ(with.value(), value);
    EXPECT_TRUE(with.unchecked_by.empty()) << with.unchecked_by;
    EXPECT_GT(with.settled_states, 0U);
    limits.static_bounds = false;
    const SolveResult without = solve(game_of(diagram, ruleset, SelfCapture::Forbidden), limits);
    EXPECT_EQ(without.value(), value);
    EXPECT_TRUE(without.unchecked_by.empty()) << without.unchecked_by;
    EXPECT_EQ(without.settled_states, 0U);
  }
}

// The memory budget stops the check as its state limit does, and claims nothing: each state
// checked takes at least kMemoEntryBytes (its key on the line, then in the memo), so within 64 KiB
// at most 65,536 / 80 = 819 states are counted before it stops. The same strategy as above (more
// than 1,024 states), with room for it, stops at --check-states instead.
TEST(SOLVE_StrategyCheck, AMemoryBudgetStopsIt) {
  const Game three = game_of("...\n...\n...", "japanese", SelfCapture::Forbidden);
  const Strategy pass = [](const std::vector<Move>&) { return Move::pass(Player::White); };
  StrategyCheck c = check_strategy(three, Player::White, -9, pass, 1000000, {}, 64 << 10);
  EXPECT_FALSE(c.holds);
  EXPECT_TRUE(c.stopped);
  EXPECT_EQ(c.stopped_by.rfind("--max-memory", 0), 0U) << c.stopped_by;
  EXPECT_LE(c.states, 820U);
  c = check_strategy(three, Player::White, -9, pass, 1024, {}, std::size_t{1} << 30);
  EXPECT_TRUE(c.stopped);
  EXPECT_EQ(c.stopped_by, "--check-states 1024");
}

// A solve whose search leaves nothing of --max-memory to the replay keeps its value and says the
// replay was stopped: 2x2 under positional superko with self-capture (+1, J. Tromp and B. Taylor,
// ground-truth.md), replayed with a 1 MiB table in the default budget, not replayed when the
// budget is that table's size.
TEST(SOLVE_StrategyCheck, TheReplayGetsWhatTheSearchLeavesOfTheBudget) {
  const Game two = game_of("..\n..", "positional-superko", SelfCapture::All);
  SolveLimits limits;
  limits.table_bytes = std::size_t{1} << 20;
  SolveResult r = solve(two, limits);
  EXPECT_EQ(r.value(), 1);
  EXPECT_TRUE(r.unchecked_by.empty()) << r.unchecked_by;
  EXPECT_GT(r.checked_states, 0U);
  ASSERT_GT(r.table_bytes, 0U);
  limits.max_bytes = r.table_bytes;
  r = solve(two, limits);
  EXPECT_EQ(r.value(), 1);
  EXPECT_EQ(r.unchecked_by.rfind("--max-memory", 0), 0U) << r.unchecked_by;
  EXPECT_EQ(r.checked_states, 0U);
}

// The check folds the board's symmetries that keep the start: a state whose mirror image was
// proven good is good (the strategy, mirrored, forces from it). On the empty 1x3 strip (points
// A, B, C; self-capture forbidden) White's goal is an end with a score of at most +3, any end.
// White's strategy answers B A with W B, which captures A and leaves ". W ." where Black has no
// legal play (A and C are self-captures), and passes everywhere else; it has no move after B C.
// The replies are tried in point order, so B A is proven good first, and ". . B" with White to
// move is the mirror of "B . ." with White to move: the check holds without asking the strategy
// after B C. Under the cycle-set rules, whose states' images are not written, nothing is folded
// and the check reaches B C, where the strategy has no move.
TEST(SOLVE_StrategyCheck, FoldsTheSymmetriesThatKeepTheStart) {
  const Strategy answer_a = [](const std::vector<Move>& line) -> std::optional<Move> {
    const Point a(0), b(1), c(2);
    if (line.size() == 1 && line[0].point == a) return Move::play(Player::White, b);
    if (!line.empty() && line[0].point == c) return std::nullopt;
    return Move::pass(Player::White);
  };
  for (const char* ruleset : {"no-ko", "positional-superko", "japanese"}) {
    const Game three = game_of("...", ruleset, SelfCapture::Forbidden);
    const StrategyCheck c = check_strategy(three, Player::White, -3, answer_a, 100000);
    EXPECT_TRUE(c.holds) << ruleset << ": " << c.why;
  }
  const Game cycle_sets = game_of("...", "cycle-sets", SelfCapture::Forbidden);
  const StrategyCheck c = check_strategy(cycle_sets, Player::White, -3, answer_a, 100000);
  EXPECT_FALSE(c.holds);
  EXPECT_NE(c.why.find("no move"), std::string::npos) << c.why;
  ASSERT_FALSE(c.line.empty());
  EXPECT_EQ(c.line.front(), Move::play(Player::Black, Point(2)));
}

}  // namespace
}  // namespace kospec::solve
