// `kospec solve --strategy FILE.sgf` and `kospec replay --every-line`: the strategies the replay
// certified, written as SGF game trees, and every line of them replayed on the rules layer.
//
// 1x3 (a b c in a row, SZ[3:1]) under positional superko, worked by hand: Black plays b, and a
// White stone on a or c would have no liberty and capture nothing (b keeps the other end), so
// White's only legal reply is the pass, and Black's pass ends the game with Black's area 3: +3,
// the board's extreme, so White needs no strategy, and Black's is the one line B b, W pass,
// B pass (with --no-static-bounds: played to its end).
// The empty 2x2 under positional superko: +1 (T. Drange with B. Spight, "Mini-Go", cited in
// tools/solve/test/dfpn_test.cpp): every line of Black's strategy ends with at least +1, every
// line of White's with at most +1.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "rules/area_score.h"
#include "rules/game.h"
#include "rules/ruleset.h"
#include "sgf/sgf_file.h"
#include "spec/error.h"
#include "tools/cli/cmd_replay.h"
#include "tools/cli/cmd_solve.h"

namespace kospec::cli {
namespace {

std::string strategy_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("kospec_strategy_" + name + ".sgf")).string();
}

// Solves `board` under `ruleset` with --strategy, every line played to its end.
std::string write_strategy(const std::string& board, std::size_t nodes = 1'000'000,
                           const std::string& ruleset = "positional-superko") {
  SolveOptions o;
  o.strategy_nodes = nodes;
  o.board = board;
  o.rulesets = {ruleset};
  o.quiet = true;
  o.no_static_bounds = true;
  o.strategy = strategy_path(board + "_" + ruleset + "_" + std::to_string(nodes));
  std::ostringstream out;
  EXPECT_EQ(run_solve(o, out), 0) << out.str();
  EXPECT_NE(out.str().find("strategies written to"), std::string::npos) << out.str();
  return o.strategy;
}

// A line's game under positional superko: every ply legal, the last ending the game.
Game replayed(const sgf::SgfGame& line) {
  Game game(line.setup, parse_ruleset("positional-superko", SelfCapture::Forbidden));
  for (const Move& m : line.moves) {
    EXPECT_FALSE(game.over());
    EXPECT_NE(game.play(m).verdict.outcome, Outcome::Illegal);
  }
  EXPECT_TRUE(game.over());
  return game;
}

int score(const Game& game) {
  return area_score(game.record().graph(), game.record().current()).margin();
}

TEST(SOLVE_Strategy, OneByThreeIsTheOneLineWorkedByHand) {
  const std::vector<sgf::SgfGame> lines = sgf::read_every_line_file(write_strategy("3x1"));
  ASSERT_EQ(lines.size(), 1u);  // Black's: White's bound is the board's extreme
  EXPECT_EQ(lines[0].root_comment.rfind("Black's forcing strategy", 0), 0u);
  ASSERT_EQ(lines[0].moves.size(), 3u);
  EXPECT_EQ(lines[0].moves[0], Move::play(Player::Black, Point(1)));  // b
  EXPECT_TRUE(lines[0].moves[1].is_pass());
  EXPECT_TRUE(lines[0].moves[2].is_pass());
  EXPECT_EQ(score(replayed(lines[0])), 3);
  EXPECT_NE(lines[0].move_comments.back().find("score +3"), std::string::npos);
}

TEST(SOLVE_Strategy, EveryLineOfTheTwoByTwoStrategiesReplaysLegalToItsScore) {
  const std::string file = write_strategy("2x2");
  const std::vector<sgf::SgfGame> lines = sgf::read_every_line_file(file);
  std::size_t black = 0, white = 0;
  for (const sgf::SgfGame& line : lines) {
    const bool black_tree = line.root_comment.rfind("Black's", 0) == 0;
    (black_tree ? black : white) += 1;
    const int s = score(replayed(line));
    if (black_tree)
      EXPECT_GE(s, 1);
    else
      EXPECT_LE(s, 1);
    EXPECT_NE(line.move_comments.back().find("score " + std::string(s > 0 ? "+" : "") +
                                             std::to_string(s)),
              std::string::npos)
        << line.move_comments.back();
  }
  EXPECT_GT(black, 1u);  // White's replies branch
  EXPECT_GT(white, 1u);
  // kospec replay --every-line finds every line legal.
  ReplayOptions r;
  r.files = {file};
  r.ruleset.expression = "positional-superko";
  r.every_line = true;
  r.quiet = true;
  std::ostringstream out, err;
  EXPECT_EQ(run_replay(r, out, err), 0) << out.str() << err.str();
  EXPECT_NE(out.str().find(std::to_string(lines.size()) + " lines, " +
                           std::to_string(lines.size()) + " with every move legal"),
            std::string::npos)
      << out.str();
}

// Under the Japanese rule a pass opens an epoch, so lines transpose (under the superkos, whose
// keys hold every position seen, the small boards' strategies have none).
TEST(SOLVE_Strategy, PastItsNodeBudgetATranspositionNamesTheLineItRepeats) {
  const std::string file = write_strategy("2x2", 1000, "japanese");
  std::size_t named = 0;
  for (const sgf::SgfGame& line : sgf::read_every_line_file(file)) {
    Game game(line.setup, parse_ruleset("japanese", SelfCapture::Forbidden));
    for (const Move& m : line.moves) EXPECT_NE(game.play(m).verdict.outcome, Outcome::Illegal);
    if (!game.over()) {
      EXPECT_EQ(line.move_comments.back().rfind("the same state as after ", 0), 0u);
      ++named;
    }
  }
  EXPECT_GT(named, 0u);
}

TEST(SOLVE_Strategy, NeedsOneRulesetAndAMethodThatReplays) {
  SolveOptions o;
  o.board = "2x2";
  o.quiet = true;
  o.strategy = strategy_path("refused");
  o.rulesets = {"positional-superko", "situational-superko"};
  std::ostringstream out;
  EXPECT_THROW(run_solve(o, out), InputError);
  o.rulesets = {"positional-superko"};
  o.method = "native";  // (no replay of its strategies)
  EXPECT_THROW(run_solve(o, out), InputError);
  o.method = "auto";
  o.check_states = 0;
  EXPECT_THROW(run_solve(o, out), InputError);
}

}  // namespace
}  // namespace kospec::cli
