// The native superko solver (tools/solve/native*.h): its state gives the rules layer's
// verdicts move by move (a RapidCheck property), it finds the values the search over the rules
// layer and the retrograde analysis find, and it reproduces the published small-board values.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <optional>
#include <set>
#include <string>

#include "rules/area_score.h"
#include "spec/diagram.h"
#include "tools/solve/native_state.h"
#include "tools/solve/solve.h"

namespace kospec::solve {
namespace {

const char* const kSuperkos[] = {"positional-superko", "situational-superko",
                                 "natural-situational-superko"};
const char* const kExactRules[] = {"positional-superko", "situational-superko",
                                   "natural-situational-superko", "spight"};
/// Every rule the native state plays: the superkos, Spight's, and the Japanese (KO+NR+RPE).
const char* const kNativeStates[] = {"positional-superko", "situational-superko",
                                     "natural-situational-superko", "spight", "japanese"};

Game game_of(const char* diagram, const std::string& ruleset, SelfCapture self_capture,
             Player to_move = Player::Black) {
  Diagram d = parse_diagram(diagram);
  return Game(GameSetup{d.graph, d.config, to_move}, parse_ruleset(ruleset, self_capture));
}

/// The board plays the rules layer allows now, as point indexes (with `only`, those it judges so).
std::set<int> rules_layer_plays(const Game& game, std::optional<Outcome> only = std::nullopt) {
  std::set<int> plays;
  const Player p = game.record().to_move();
  for (Point q : game.record().graph().points()) {
    if (game.record().current().at(q) != Color::Empty) continue;
    const Verdict v = game.judge(Move::play(p, q)).verdict;
    if (v.legal() && (!only || v.outcome == *only)) plays.insert(static_cast<int>(q.index()));
  }
  return plays;
}

// The native state against the rules layer along random games: the same legal board plays (under
// the Japanese rule: the same ones ending the game with no result), the same position and the
// same area score after every ply, the same end of play, under each native rule and self-capture
// option, on every grid of up to 4x3 points. Passes are drawn often enough that games end.
RC_GTEST_PROP(SOLVE_Native, StateGivesTheRulesLayersVerdicts, ()) {
  const std::string ruleset = *rc::gen::elementOf(
      std::vector<std::string>(std::begin(kNativeStates), std::end(kNativeStates)));
  const bool ends_itself = ruleset == "spight" || ruleset == "japanese";
  const SelfCapture self_capture =
      *rc::gen::element(SelfCapture::Forbidden, SelfCapture::MultiStone, SelfCapture::All);
  const int columns = *rc::gen::inRange(1, 5);
  const int rows = *rc::gen::inRange(1, 4);
  // Full-size choices whatever RapidCheck's size: small sizes would make every choice a pass.
  const auto choices =
      *rc::gen::resize(100, rc::gen::container<std::vector<int>>(80, rc::gen::inRange(0, 1000)));
  const Graph g = Graph::grid(columns, rows);
  Game game({g, Configuration(g.size()), Player::Black}, parse_ruleset(ruleset, self_capture));
  NativeSuperkoState state(game);
  std::size_t captures = 0;
  std::size_t plies = 0;
  bool last_pass = false;
  bool two_passes = false;
  for (int choice : choices) {
    RC_ASSERT(state.position() == state.board().from_configuration(game.record().current()));
    RC_ASSERT(state.to_move() == game.record().to_move());
    RC_ASSERT(state.area_margin() == area_score(g, game.record().current()).margin());
    // Over: Spight's repeated pass, the Japanese repeated pass or no result (the rules layer ends
    // the game), or two consecutive passes (the solver's end of play for the superkos, which the
    // rules layer leaves to the referee).
    RC_ASSERT(state.over() == (game.over() || (!ends_itself && two_passes)));
    RC_ASSERT(state.no_result() == (game.ending() == Outcome::NoResult));
    if (state.over()) break;
    std::array<NativePlay, 32> plays;
    const int n = state.legal_plays(plays);
    std::set<int> native;
    std::set<int> native_no_result;
    for (int i = 0; i < n; ++i) {
      native.insert(plays[static_cast<std::size_t>(i)].point);
      if (plays[static_cast<std::size_t>(i)].no_result)
        native_no_result.insert(plays[static_cast<std::size_t>(i)].point);
    }
    RC_ASSERT(native == rules_layer_plays(game));
    RC_ASSERT(native_no_result == rules_layer_plays(game, Outcome::NoResult));
    RC_ASSERT(state.pass_ends() ==
              (ends_itself
                   ? game.judge(Move::pass(state.to_move())).verdict.outcome == Outcome::Ends
                   : last_pass));
    // One choice in eight is a pass; the others pick a legal play (a pass when there is none).
    const Player p = state.to_move();
    ++plies;
    if (choice % 8 == 0 || n == 0) {
      two_passes = last_pass;
      last_pass = true;
      state.pass();
      RC_ASSERT(game.play(Move::pass(p)).verdict.legal());
    } else {
      last_pass = false;
      const NativePlay& play = plays[static_cast<std::size_t>(choice % n)];
      captures += play.capture ? 1 : 0;
      state.play(play);
      RC_ASSERT(
          game.play(Move::play(p, Point(static_cast<std::uint32_t>(play.point)))).verdict.legal());
    }
  }
  RC_CLASSIFY(captures > 0, "with captures");
  RC_CLASSIFY(state.no_result(), "ends with no result");
  RC_CLASSIFY(plies >= 20, "20 plies or more");
  RC_TAG(ruleset);
}

// The history set against std::set: many keys crowded into few home slots (so that removal must
// shift chains back), removed in an order unrelated to insertion, growing past its first capacity.
TEST(SOLVE_Native, HistorySetKeepsExactMembership) {
  HistorySet set(16);
  std::set<std::uint64_t> model;
  std::uint64_t x = 12345;
  auto next_key = [&x] {
    x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    return (x >> 20) % 3000 + 1;  // small keys: many repeats, many collisions
  };
  for (int step = 0; step < 20000; ++step) {
    const std::uint64_t k = next_key();
    if (step % 3 == 2 && model.count(k) != 0) {
      set.erase(k);
      model.erase(k);
    } else {
      EXPECT_EQ(set.insert(k), model.insert(k).second);
    }
  }
  ASSERT_EQ(set.size(), model.size());
  for (std::uint64_t k = 1; k <= 3000; ++k) ASSERT_EQ(set.contains(k), model.count(k) != 0) << k;
}

// Taking plies back restores the state exactly: the same legal plays, keys and history bits.
TEST(SOLVE_Native, UndoRestoresTheState) {
  for (const char* ruleset : kNativeStates) {
    const Game g = game_of("...\n...", ruleset, SelfCapture::All);
    NativeSuperkoState state(g);
    const StateKey key = state.key();
    const StateKey position_key = state.position_key();
    const std::vector<std::uint64_t> bits = state.history_bits().all_words();
    std::array<NativePlay, 32> plays;
    for (int ply = 0; ply < 12; ++ply) {
      const int n = state.legal_plays(plays);
      if (ply % 5 == 4 || n == 0) {
        state.pass();
      } else {
        state.play(plays[static_cast<std::size_t>(ply % n)]);
      }
    }
    while (state.depth() > 0) state.undo();
    EXPECT_EQ(state.key().a, key.a) << ruleset;
    EXPECT_EQ(state.key().b, key.b) << ruleset;
    EXPECT_EQ(state.position_key().a, position_key.a) << ruleset;
    EXPECT_EQ(state.history_bits().all_words(), bits) << ruleset;
    EXPECT_EQ(state.legal_plays(plays), 6) << ruleset;
  }
}

// The history of the record is read: 1x2, B A1, W B1 captures (".O"); Black's retake at A1 would
// repeat "X." (PSK; under SSK with White to move again; under NSSK created by Black's play), and
// B1 is taken, so Black has no legal board play.
TEST(SOLVE_Native, ReadsTheRecordsHistory) {
  for (const char* ruleset : kSuperkos) {
    Game g = game_of("..", ruleset, SelfCapture::Forbidden);
    g.play(Move::play(Player::Black, Point(0)));
    g.play(Move::play(Player::White, Point(1)));
    NativeSuperkoState state(g);
    std::array<NativePlay, 32> plays;
    EXPECT_EQ(state.legal_plays(plays), 0) << ruleset;
    EXPECT_TRUE(rules_layer_plays(g).empty()) << ruleset;
  }
}

// Native search, search over the rules layer and retrograde analysis of the whole state graph
// agree on the positions of up to three points (the two others take seconds to minutes beyond:
// the rules layer's key holds every configuration seen, so they rarely transpose).
TEST(SOLVE_Native, AgreesWithSearchAndRetrograde) {
  for (const char* ruleset : kExactRules) {
    for (SelfCapture sc : {SelfCapture::Forbidden, SelfCapture::MultiStone, SelfCapture::All}) {
      for (const char* diagram :
           {".", "..", "X.", "O.", "...", "X..", ".O.", "X.O", "O.O", ".\n.\nX"}) {
        const Game g = game_of(diagram, ruleset, sc);
        const SolveResult native = solve(g, SolveLimits{}, SolveMethod::Native);
        const SolveResult search = solve(g, SolveLimits{}, SolveMethod::Search);
        ASSERT_TRUE(native.value().has_value()) << ruleset << " " << diagram;
        EXPECT_EQ(native.value(), search.value()) << ruleset << " " << diagram;
        // With self-capture, and under Spight (whose key adds the configurations each player passed
        // in), the three-point graphs take seconds: two points there.
        const bool small_graph = sc == SelfCapture::Forbidden && std::string(ruleset) != "spight";
        if (small_graph || g.record().graph().size() <= 2) {
          EXPECT_EQ(native.value(), solve(g, SolveLimits{}, SolveMethod::Retrograde).value())
              << ruleset << " " << diagram;
        }
      }
    }
  }
}

/// Checks a principal variation against the rules layer: every ply is legal, it ends with two
/// passes, and the final position's area score is the value.
void expect_principal_variation(const Game& start, const SolveResult& r, const std::string& what) {
  Game g = start;
  for (const Move& m : r.pv) ASSERT_TRUE(g.play(m).verdict.legal()) << what;
  ASSERT_GE(r.pv.size(), 2u) << what;
  EXPECT_TRUE(r.pv[r.pv.size() - 1].is_pass() && r.pv[r.pv.size() - 2].is_pass()) << what;
  EXPECT_EQ(area_score(g.record().graph(), g.record().current()).margin(), *r.value()) << what;
}

// ground-truth.md, "Game values on small boards": "1x5, Black to move, positional superko (course
// notes by R. Hayward, University of Alberta; board written left to right, x Black, o White, -
// empty)". Area scoring, komi 0. The games are Tromp-Taylor games: self-capture allowed (SOLVE.sui
// in the README).
TEST(SOLVE_Native, OneByFiveValuesUnderPositionalSuperkoMatchHayward) {
  const struct {
    const char* diagram;
    int value;
  } cases[] = {{"X.O..", 0}, {"O.X..", 5}, {"X..O.", -5}, {"O..X.", 5},
               {"O....", 5}, {".O...", 0}, {"..O..", 0}};
  for (const auto& c : cases) {
    const Game g = game_of(c.diagram, "positional-superko", SelfCapture::All);
    const SolveResult r = solve(g, SolveLimits{}, SolveMethod::Native);
    EXPECT_EQ(r.method, SolveMethod::Native);
    ASSERT_TRUE(r.value().has_value()) << c.diagram;
    EXPECT_EQ(*r.value(), c.value) << c.diagram;
    expect_principal_variation(g, r, c.diagram);
  }
}

// ground-truth.md: "2x2 under positional superko: Black wins by 1 (J. Tromp's 2x2 solver; proved
// by Bill Taylor)". Area scoring, komi 0, Black first, Tromp-Taylor self-capture.
TEST(SOLVE_Native, EmptyTwoByTwoUnderPositionalSuperkoBlackWinsByOne) {
  const Game g = game_of("..\n..", "positional-superko", SelfCapture::All);
  const SolveResult r = solve(g, SolveLimits{}, SolveMethod::Native);
  ASSERT_FALSE(r.stopped);
  EXPECT_EQ(r.value(), 1);
  expect_principal_variation(g, r, "2x2");
}

// T. Drange with B. Spight, "Mini-Go", area-counting results of 1998 (mathpuzzle.com/go; Sensei's
// Library, "Small board Go", quotes its 3x3 result: "Black wins 3x3 by 9"): Black's margin under
// ideal play, area scoring, no komi, from the empty board: 1x2 0 (a pass), 1x3 +3, 1x4 +4, 1x5 0,
// 1x6 +1, 1x7 +2, 2x2 +1, 2x3 0 (Black's best play a pass). The table names no ko rule; each
// value is checked under every superko with self-capture allowed and forbidden (1x7 under PSK and
// NSSK: SSK takes a minute there). Every principal variation is replayed on the rules layer.
TEST(SOLVE_Native, SmallBoardValuesMatchDrange) {
  const struct {
    const char* diagram;
    int value;
  } cases[] = {{"..", 0},        {"...", 3},    {"....", 4},     {".....", 0},
               {"......", 1},    {"..\n..", 1}, {"...\n...", 0}, {".\n.\n.\n.\n.\n.", 1},
               {"..\n..\n..", 0}};
  for (const auto& c : cases) {
    for (const char* ruleset : kSuperkos) {
      for (SelfCapture sc : {SelfCapture::All, SelfCapture::Forbidden}) {
        const Game g = game_of(c.diagram, ruleset, sc);
        const SolveResult r = solve(g, SolveLimits{}, SolveMethod::Native);
        ASSERT_TRUE(r.value().has_value()) << c.diagram << " " << ruleset;
        EXPECT_EQ(*r.value(), c.value) << c.diagram << " " << ruleset;
        expect_principal_variation(g, r, c.diagram);
      }
    }
  }
  for (const char* ruleset : {"positional-superko", "natural-situational-superko"}) {
    const Game g = game_of(".......", ruleset, SelfCapture::All);
    const SolveResult r = solve(g, SolveLimits{}, SolveMethod::Native);
    EXPECT_EQ(r.value(), 2) << ruleset;
    expect_principal_variation(g, r, "1x7");
  }
}

// The same source: "Black wins 3x3 by 9" (and E. van der Werf, H. J. van den Herik, J. Uiterwijk,
// "Solving Go on small boards", ICGA Journal 2003, by the account). Under positional
// superko, with Tromp-Taylor self-capture and with self-capture forbidden; the table of `kospec
// solve` (256 MiB: a 3x3 footprint is 2.5 KB).
TEST(SOLVE_Native, EmptyThreeByThreeUnderPositionalSuperkoBlackWinsByNine) {
  for (SelfCapture sc : {SelfCapture::All, SelfCapture::Forbidden}) {
    const Game g = game_of("...\n...\n...", "positional-superko", sc);
    SolveLimits limits;
    limits.table_bytes = std::size_t{256} << 20;
    const SolveResult r = solve(g, limits, SolveMethod::Native);
    ASSERT_FALSE(r.stopped);
    EXPECT_EQ(r.value(), 9);
    expect_principal_variation(g, r, "3x3");
  }
}

// Spight's rule on the empty 2x2 board (no published value): the native search finishes with an
// exact value, and its principal variation is legal on the rules layer, ends play by SPE (a
// repeated pass) and scores the value.
TEST(SOLVE_Native, EmptyTwoByTwoUnderSpightHasAValue) {
  const Game start = game_of("..\n..", "spight", SelfCapture::All);
  const SolveResult r = solve(start, SolveLimits{}, SolveMethod::Native);
  ASSERT_TRUE(r.value().has_value());
  Game g = start;
  for (const Move& m : r.pv) ASSERT_TRUE(g.play(m).verdict.legal());
  EXPECT_TRUE(g.over());
  EXPECT_EQ(area_score(g.record().graph(), g.record().current()).margin(), *r.value());
}

// A node limit stops the search and reports the bounds proven so far, which contain the value:
// the 2x2 value is +1 (above), and nothing is proven before the first probe ends.
TEST(SOLVE_Native, NodeLimitStopsWithProvenBounds) {
  SolveLimits limits;
  limits.max_nodes = 200;
  const SolveResult r =
      solve(game_of("..\n..", "positional-superko", SelfCapture::All), limits, SolveMethod::Native);
  ASSERT_TRUE(r.stopped);
  EXPECT_EQ(r.stopped_by, "--max-nodes 200");
  ASSERT_TRUE(r.proven_lower && r.proven_upper);
  EXPECT_LE(*r.proven_lower, 1);
  EXPECT_GE(*r.proven_upper, 1);
  EXPECT_FALSE(r.value().has_value());
  EXPECT_TRUE(r.pv.empty());
}

}  // namespace
}  // namespace kospec::solve
