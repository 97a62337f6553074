// `kospec solve --each-move`: the value after each legal move, against values from outside the
// code.
//
// 1x3 (points a b c in a row, SZ[3:1]), empty, Black to move, self-capture forbidden, worked by
// hand (no ko can arise, so every ruleset agrees):
//   B b  +3: a White stone on a or c would have no liberty and capture nothing (b's string keeps
//            the other end), so White's only move is the pass, and Black's pass ends the game
//            with Black's area 3.
//   B a  -3: White plays b, which takes a's only liberty and captures it; now a Black stone on a
//            or c has no liberty and captures nothing (b keeps the other end), so Black passes
//            and White's pass ends the game with White's area 3, the least there is.
//   B c  -3: the image of a by the strip's reflection, which keeps the empty board.
//   pass -3: White plays b, and Black again has no legal play (as above).
// The empty 2x2 under positional superko: +1 (T. Drange with B. Spight, "Mini-Go", cited in
// tools/solve/test/dfpn_test.cpp). The four corners are images of each other by the square's
// rotations, which keep the empty board, so each is solved once and each is worth +1: the pass
// (worth less, below) cannot be the best move, so the best corner is worth the board's +1. After
// Black's pass White is to move on the empty board, the colours' image of Drange's position,
// so White can force -1; White's own pass would end the game at 0, which is worse for White, and
// Black's pass after a White play ends nothing: -1.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "spec/error.h"
#include "tools/cli/cmd_solve.h"

namespace kospec::cli {
namespace {

SolveOptions each_move(const std::string& board, std::vector<std::string> rulesets) {
  SolveOptions o;
  o.board = board;
  o.rulesets = std::move(rulesets);
  o.each_move = true;
  o.quiet = true;
  return o;
}

nlohmann::json solve_json(SolveOptions o) {
  o.json = true;
  std::ostringstream out;
  EXPECT_EQ(run_solve(o, out), 0);
  return nlohmann::json::parse(out.str());
}

// The moves of one ruleset, by move.
std::map<std::string, nlohmann::json> moves_of(const nlohmann::json& j,
                                               const std::string& ruleset) {
  std::map<std::string, nlohmann::json> moves;
  for (const auto& m : j["moves"])
    if (m["ruleset"] == ruleset) moves[m["move"].get<std::string>()] = m;
  return moves;
}

TEST(SOLVE_EachMove, OneByThreeHandWorkedUnderEveryRulesetAsked) {
  const nlohmann::json j = solve_json(each_move("3x1", {"positional-superko", "simple-ko"}));
  EXPECT_TRUE(j["rulesets"].empty());
  EXPECT_TRUE(j["not_run"].empty());
  ASSERT_EQ(j["moves"].size(), 8u);  // a b c and the pass, under each ruleset
  for (const std::string ruleset : {"positional-superko", "simple-ko"}) {
    auto moves = moves_of(j, ruleset);
    ASSERT_EQ(moves.size(), 4u) << ruleset;
    EXPECT_EQ(moves["B1"]["value"], 3) << ruleset;
    EXPECT_EQ(moves["A1"]["value"], -3) << ruleset;
    EXPECT_EQ(moves["C1"]["value"], -3) << ruleset;
    EXPECT_EQ(moves["pass"]["value"], -3) << ruleset;
    EXPECT_EQ(moves["C1"]["same_as"], "A1") << ruleset;  // the strip's reflection
    EXPECT_TRUE(moves["A1"]["same_as"].is_null());
    EXPECT_TRUE(moves["B1"]["same_as"].is_null());
    EXPECT_TRUE(moves["pass"]["same_as"].is_null());
  }
}

TEST(SOLVE_EachMove, TheFourCornersOfTheEmptyTwoByTwoAreSolvedOnce) {
  const nlohmann::json j = solve_json(each_move("2x2", {"positional-superko"}));
  ASSERT_EQ(j["moves"].size(), 5u);
  int solved = 0;
  for (const auto& m : j["moves"]) {
    if (m["move"] == "pass") {
      EXPECT_EQ(m["value"], -1);
      continue;
    }
    EXPECT_EQ(m["value"], 1) << m["move"];
    if (m["same_as"].is_null()) {
      ++solved;
    } else {
      EXPECT_EQ(m["same_as"], j["moves"][0]["move"]);  // the first corner is the one solved
      EXPECT_EQ(m["nodes"], j["moves"][0]["nodes"]);   // its row, not another solve
    }
  }
  EXPECT_EQ(solved, 1);
}

TEST(SOLVE_EachMove, JsonShapeHasAMoveAndAValueOrTheProvenBounds) {
  // 2x2 under PSK with a budget of one node: each solve stops, with the bounds it proved.
  SolveOptions o = each_move("2x2", {"positional-superko"});
  o.max_nodes = 1;
  o.json = true;
  std::ostringstream out;
  EXPECT_EQ(run_solve(o, out), 1);  // stopped
  const auto j = nlohmann::json::parse(out.str());
  ASSERT_FALSE(j["moves"].empty());
  for (const auto& m : j["moves"]) {
    EXPECT_TRUE(m["move"].is_string());
    EXPECT_TRUE(m.contains("same_as"));
    if (m["status"] == "stopped") {
      EXPECT_TRUE(m["value"].is_null());
      EXPECT_TRUE(m.contains("proven_lower"));
      EXPECT_TRUE(m.contains("proven_upper"));
    } else {
      EXPECT_TRUE(m["value"].is_number_integer());
    }
  }
}

TEST(SOLVE_EachMove, TextMarksTheBoardAndListsEveryMove) {
  std::ostringstream out;
  EXPECT_EQ(run_solve(each_move("3x1", {"positional-superko"}), out), 0);
  const std::string text = out.str();
  // The board row: a -3, b +3, c -3 (a board of one row: row 1).
  EXPECT_NE(text.find("  1  -3  +3  -3  1"), std::string::npos) << text;
  EXPECT_NE(text.find("C1     -3     as A1"), std::string::npos) << text;
  EXPECT_NE(text.find("pass   -3"), std::string::npos) << text;
}

// The key line of the empty 3x3 under natural situational superko (docs/researchers.md): B B2,
// W C2, B B1, W B3, B A2, W pass, B A3, W pass, B C3 (captures B3), W B3 (captures C3). Worked by
// hand: Black has A3 A2 B2 B1, White B3 C2. Black's C3 would repeat the situation ply 9 made, so
// it is no legal move. B A1 leaves Black's string C1 as its only liberty and W C1 takes all nine
// points: -9; B C1 the same with A1. After Black's pass, White's pass ends it: Black's 4 stones
// and A1, White's 2 and C3, C1 neutral: +2 (a White play there only helps Black: W C1 or W C3
// leaves White one liberty that Black fills, capturing), so the pass is worth +2.
TEST(SOLVE_EachMove, TheThreeByThreeKeyLineUnderNaturalSituationalSuperko) {
  SolveOptions o = each_move("", {"natural-situational-superko"});
  const auto path = std::filesystem::temp_directory_path() / "kospec_nssk_key_line.sgf";
  std::ofstream(path) << "(;FF[4]GM[1]SZ[3]PL[B];B[bb];W[cb];B[bc];W[ba];B[ab];W[];B[aa];W[];"
                         "B[ca];W[ba])";
  o.file = path.string();
  o.at = 10;
  auto moves = moves_of(solve_json(o), "natural-situational-superko");
  ASSERT_EQ(moves.size(), 3u);  // A1, C1, pass: C3 repeats a situation
  EXPECT_EQ(moves["A1"]["value"], -9);
  EXPECT_EQ(moves["C1"]["value"], -9);
  EXPECT_EQ(moves["pass"]["value"], 2);
}

TEST(SOLVE_EachMove, NotWithCsv) {
  SolveOptions o = each_move("2x2", {"positional-superko"});
  o.csv = true;
  std::ostringstream out;
  EXPECT_THROW(run_solve(o, out), InputError);
}

}  // namespace
}  // namespace kospec::cli
