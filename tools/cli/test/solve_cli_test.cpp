// `kospec solve` as tools/cli/cmd_solve.cpp registers it: text, JSON, --ruleset all, limits and bad
// input. Values hand-worked: 1x3 empty under positional superko is +3 (Black plays B1; a White
// stone on A1 or C1 would have no liberty, so White passes and Black passes: Black owns all three
// points, the most there is); the 1x2 cases are worked in solve_search_test.cpp and
// solve_retrograde_test.cpp.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "spec/error.h"
#include "tools/cli/cmd_solve.h"
#include "tools/cli/command_stop.h"
#include "tools/cli/solve_table.h"

namespace kospec::cli {
namespace {

std::string write_sgf(const std::string& name, const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / ("kospec_solve_" + name + ".sgf");
  std::ofstream(path) << text;
  return path.string();
}

// 1x3, empty, Black to move.
const char* kOneByThree = "(;FF[4]SZ[3:1]PL[B])";

TEST(SOLVE_Cli, TextGivesValueLineAndNodes) {
  SolveOptions o;
  o.file = write_sgf("one_by_three", kOneByThree);
  o.rulesets = {"positional-superko"};
  std::ostringstream out;
  EXPECT_EQ(run_solve(o, out), 0);
  EXPECT_NE(out.str().find("value +3"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("principal variation"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("nodes searched"), std::string::npos) << out.str();
}

TEST(SOLVE_Cli, JsonHasValueAndLine) {
  SolveOptions o;
  o.file = write_sgf("one_by_three", kOneByThree);
  o.rulesets = {"positional-superko"};
  o.json = true;
  std::ostringstream out;
  EXPECT_EQ(run_solve(o, out), 0);
  const auto all = nlohmann::json::parse(out.str());
  EXPECT_EQ(all["schema"], 1);
  EXPECT_EQ(all["board"]["columns"], 3);  // one board object, as in every command
  EXPECT_EQ(all["to_move"], "B");
  ASSERT_EQ(all["rulesets"].size(), 1u);  // one row, nested as in a table
  const auto& j = all["rulesets"][0];
  EXPECT_EQ(j["value"], 3);
  EXPECT_EQ(j["pv"][0], "B B1");
  EXPECT_EQ(j["status"], "solved");
  EXPECT_EQ(j["method"], "dfpn");
  EXPECT_GE(j["pv"].size(), 2u);
  EXPECT_EQ(j["pv"].back(), "B pass");  // B B1, W pass, B pass
}

TEST(SOLVE_Cli, AllRulesetsGivesOneRowEach) {
  SolveOptions o;
  o.file = write_sgf("one_by_two", "(;FF[4]SZ[2:1])");
  o.rulesets = {"all"};
  o.json = true;
  std::ostringstream out;
  EXPECT_EQ(run_solve(o, out), 0);
  const auto j = nlohmann::json::parse(out.str());
  ASSERT_EQ(j["rulesets"].size(), 8u);
  for (const auto& row : j["rulesets"]) {
    if (row["ruleset"] == "positional-superko") {
      EXPECT_EQ(row["value"], 0);  // hand-worked, solve_search_test
    }
    if (row["ruleset"] == "no-ko") {
      EXPECT_EQ(row["summary"], "endless[-2,+2]");  // hand-worked, solve_retrograde_test
    }
  }
  std::ostringstream text;
  o.json = false;
  EXPECT_EQ(run_solve(o, text), 0);
  EXPECT_NE(text.str().find("natural-situational-superko"), std::string::npos) << text.str();
}

// Several rulesets (`all` and a composition) make one table, a row each in the order given; two
// threads solve two rows at once and print the same rows in the same order. 1x3 with self-capture
// forbidden is +3 under every ruleset (the hand-worked game above: no ko rule takes part).
TEST(SOLVE_Cli, TableRowsAreTheSameWithTwoThreads) {
  SolveOptions o;
  o.file = write_sgf("one_by_three", kOneByThree);
  o.rulesets = {"all", "cycle-sets+A1"};
  o.json = true;
  std::ostringstream one, two;
  EXPECT_EQ(run_solve(o, one), 0);
  o.threads = 2;
  EXPECT_EQ(run_solve(o, two), 0);
  const auto a = nlohmann::json::parse(one.str());
  const auto b = nlohmann::json::parse(two.str());
  ASSERT_EQ(a["rulesets"].size(), 9u);
  ASSERT_EQ(b["rulesets"].size(), 9u);
  for (std::size_t i = 0; i < 9; ++i) {
    EXPECT_EQ(a["rulesets"][i]["ruleset"], b["rulesets"][i]["ruleset"]);
    EXPECT_EQ(a["rulesets"][i]["value"], 3) << a["rulesets"][i]["ruleset"];
    EXPECT_EQ(b["rulesets"][i]["value"], 3) << b["rulesets"][i]["ruleset"];
  }
  EXPECT_EQ(a["rulesets"][8]["ruleset"], "cycle-sets+A1");
}

// 1x2 under no-ko has no value (solve_retrograde_test: endless[-2,+2]): its status says so, not
// "solved"; positional superko ends every game by its theorem, so every_game_ends is true there.
TEST(SOLVE_Cli, StatusSaysWhetherThereIsAValue) {
  SolveOptions o;
  o.file = write_sgf("one_by_two", "(;FF[4]SZ[2:1])");
  o.rulesets = {"no-ko", "positional-superko"};
  o.json = true;
  std::ostringstream out;
  EXPECT_EQ(run_solve(o, out), 0);
  const auto j = nlohmann::json::parse(out.str());
  EXPECT_EQ(j["rulesets"][0]["status"], "endless");
  EXPECT_TRUE(j["rulesets"][0]["value"].is_null());
  EXPECT_FALSE(j["rulesets"][0]["every_game_ends"]);
  EXPECT_EQ(j["rulesets"][1]["status"], "solved");
  EXPECT_TRUE(j["rulesets"][1]["every_game_ends"]);
}

// --board solves the empty board without a file: 2x2 under positional superko with self-capture
// allowed is +1 (J. Tromp; B. Taylor; ground-truth.md).
TEST(SOLVE_Cli, BoardOptionSolvesTheEmptyBoard) {
  SolveOptions o;
  o.board = "2x2";
  o.rulesets = {"positional-superko"};
  o.self_capture = SelfCapture::All;
  o.json = true;
  std::ostringstream out;
  EXPECT_EQ(run_solve(o, out), 0);
  const auto j = nlohmann::json::parse(out.str());
  EXPECT_TRUE(j["file"].is_null());
  EXPECT_EQ(j["rulesets"][0]["value"], 1);
  o.file = write_sgf("one_by_three", kOneByThree);  // a file and --board: one of them
  EXPECT_THROW(run_solve(o, out), InputError);
}

// A composition with a cycle-set clause gets the loop search, by its proof-number searches (the
// issue: PSK+R15 on 1x5 `- - o - -` ran the rules layer's search for 60 s; the loop search gives
// 0 at once).
TEST(SOLVE_Cli, CompositionWithACycleSetClauseGetsTheLoopSearch) {
  SolveOptions o;
  o.file = "corpus/solve/1x5-eeoee.sgf";
  o.rulesets = {"PSK+R15"};
  o.json = true;
  std::ostringstream out;
  EXPECT_EQ(run_solve(o, out), 0);
  const auto j = nlohmann::json::parse(out.str());
  EXPECT_EQ(j["rulesets"][0]["method"], "loop-dfpn");
  EXPECT_EQ(j["rulesets"][0]["value"], 0);
}

TEST(SOLVE_Cli, NodeLimitStopsWithStatusOne) {
  SolveOptions o;
  o.file = write_sgf("one_by_three", kOneByThree);
  o.rulesets = {"positional-superko"};
  o.max_nodes = 3;
  std::ostringstream out;
  EXPECT_EQ(run_solve(o, out), 1);
  EXPECT_NE(out.str().find("stopped by --max-nodes 3"), std::string::npos) << out.str();
}

// A retrograde analysis whose graph does not close within its states names the ways on: the
// empty 4x4 board under simple ko has 24,318,165 legal positions (A094777), far beyond 1,000.
TEST(SOLVE_Cli, AGraphThatDoesNotCloseNamesTheLoopSearch) {
  SolveOptions o;
  o.board = "4x4";
  o.rulesets = {"simple-ko"};
  o.max_nodes = 1000;
  std::ostringstream out;
  EXPECT_EQ(run_solve(o, out), 1);
  EXPECT_NE(out.str().find("stopped by --max-nodes 1000"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("--method loop-dfpn"), std::string::npos) << out.str();
}

// --time-limit ends a row as the row's own limits do, and the row says so in JSON as the stderr
// line does (it said "a stop request (Ctrl-C)"): cycle-sets on the empty 1x8 board takes the loop
// search seconds (corpus/solve/table.tsv), beyond a 0.3 s limit.
TEST(SOLVE_Cli, TimeLimitIsNamedInTheStoppedRow) {
  SolveOptions o;
  o.board = "1x8";
  o.rulesets = {"cycle-sets"};
  o.json = true;
  std::ostringstream out;
  const CommandStop stop(0.3);
  EXPECT_EQ(run_solve(o, out, &stop), 1);
  const auto j = nlohmann::json::parse(out.str());
  EXPECT_EQ(j["rulesets"][0]["status"], "stopped");
  EXPECT_EQ(j["rulesets"][0]["stopped_by"].get<std::string>().rfind("--time-limit 0.3", 0), 0u)
      << out.str();
}

// The text table's last column is the line itself, not its length (issue 36): 1x3 under
// positional superko and no-ko is +3 by the hand-worked game above, B B1, W pass, B pass.
TEST(SOLVE_Cli, TheTableShowsTheMovesOfTheLine) {
  SolveOptions o;
  o.file = write_sgf("one_by_three", kOneByThree);
  o.rulesets = {"positional-superko", "no-ko"};
  std::ostringstream out;
  EXPECT_EQ(run_solve(o, out), 0);
  const std::string text = out.str();
  const std::size_t psk = text.find("\npositional-superko ");
  ASSERT_NE(psk, std::string::npos) << text;
  const std::string row = text.substr(psk + 1, text.find('\n', psk + 1) - psk - 1);
  EXPECT_NE(row.find("+3"), std::string::npos) << row;
  EXPECT_EQ(row.substr(row.size() - std::string("B B1, W pass, B pass").size()),
            "B B1, W pass, B pass")
      << row;
}

// A long line is cut after its first moves, with the whole count: ten passes on 1x3.
TEST(SOLVE_Cli, ALongLineIsCutWithItsLength) {
  const Graph g = Graph::grid(3, 1);
  std::vector<Move> passes;
  for (int i = 0; i < 10; ++i)
    passes.push_back(Move::pass(i % 2 == 0 ? Player::Black : Player::White));
  EXPECT_EQ(line_cell(g, passes, 3), "B pass, W pass, B pass, ... (10 plies)");
  passes.resize(3);
  EXPECT_EQ(line_cell(g, passes, 3), "B pass, W pass, B pass");
}

// --csv: the header row docs/using.md gives, then a row a ruleset asked, in order (1x3: +3 under
// both, the hand-worked game); a ruleset a stop left unrun is a row too, "not-run".
TEST(SOLVE_Cli, CsvHasAHeaderAndARowARuleset) {
  SolveOptions o;
  o.file = write_sgf("one_by_three", kOneByThree);
  o.rulesets = {"positional-superko", "no-ko"};
  o.csv = true;
  std::ostringstream out;
  EXPECT_EQ(run_solve(o, out), 0);
  std::istringstream lines(out.str());
  std::string header, psk, noko, extra;
  std::getline(lines, header);
  std::getline(lines, psk);
  std::getline(lines, noko);
  EXPECT_FALSE(std::getline(lines, extra)) << out.str();
  EXPECT_EQ(header,
            "position,board,at,to_move,ruleset,suicide,method,status,value,black_forces,"
            "white_forces,proven_lower,proven_upper,summary,nodes,seconds,stopped_by,pv");
  EXPECT_EQ(psk.rfind(o.file + ",3x1,0,B,positional-superko,forbidden,dfpn,solved,3,3,3,,,+3,", 0),
            0u)
      << psk;
  EXPECT_EQ(psk.substr(psk.size() - std::string(",\"B B1, W pass, B pass\"").size()),
            ",\"B B1, W pass, B pass\"")
      << psk;
  EXPECT_NE(noko.find(",no-ko,forbidden,"), std::string::npos) << noko;
  EXPECT_NE(noko.find(",solved,3,3,3,"), std::string::npos) << noko;

  SolveOptions stopped;
  stopped.board = "1x8";
  stopped.rulesets = {"cycle-sets", "positional-superko"};
  stopped.csv = true;
  std::ostringstream cut;
  const CommandStop stop(0.3);
  EXPECT_EQ(run_solve(stopped, cut, &stop), 1);
  EXPECT_NE(cut.str().find(",cycle-sets,forbidden,loop-dfpn,stopped,"), std::string::npos)
      << cut.str();
  EXPECT_NE(cut.str().find("--board 1x8,1x8,0,B,positional-superko,forbidden,,not-run,"),
            std::string::npos)
      << cut.str();
}

TEST(SOLVE_Cli, BadInputIsAnInputError) {
  SolveOptions o;
  o.file = write_sgf("one_by_three", kOneByThree);
  o.rulesets = {"no-such-ruleset"};
  std::ostringstream out;
  EXPECT_THROW(run_solve(o, out), InputError);
  o.rulesets = {"simple-ko"};
  o.method = "search";
  EXPECT_THROW(run_solve(o, out), InputError);
  o.file = write_sgf("broken", "(;FF[4]SZ[3:1]AW[aa");
  o.method = "auto";
  EXPECT_THROW(run_solve(o, out), InputError);
}

TEST(SOLVE_Cli, RegisteredCommandParses) {
  CLI::App app;
  int status = -1;
  add_solve_command(app, status);
  const std::string file = write_sgf("one_by_three", kOneByThree);
  EXPECT_THROW(app.parse("solve " + file + " --ruleset PSK --scoring territory", false),
               CLI::ParseError);
  CLI::App ok;
  add_solve_command(ok, status);
  ok.parse("solve " + file + " --ruleset PSK --max-nodes 2", false);
  EXPECT_EQ(status, 1);
}

}  // namespace
}  // namespace kospec::cli
