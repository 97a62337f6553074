// kospec count, in-process: the text and JSON reports, the exit statuses, bad input, interruption.
// Expected counts from J. Tromp and G. Farnebäck, "Combinatorics of Go" (ground-truth.md):
// L(2,2) = 57, G(1,3) has 15 nodes and 42 edges, 907 games on 1x3, 9 on 1x2.
#include <gtest/gtest.h>

#include <sstream>

#include <nlohmann/json.hpp>

#include "spec/error.h"
#include "tools/cli/count_command.h"

namespace kospec::cli {
namespace {

struct CountRun {
  int status;
  std::string out;
  std::string err;
};

CountRun run(CountOptions options, bool stopped = false) {
  options.progress_seconds = 0;
  std::ostringstream out, err;
  const std::atomic<bool> stop{stopped};
  const int status = run_count(options, out, err, stop);
  return {status, out.str(), err.str()};
}

CountOptions positions(const std::string& board) {
  CountOptions o;
  o.kind = CountKind::Positions;
  o.board = board;
  return o;
}

CountOptions games(const std::string& board) {
  CountOptions o;
  o.kind = CountKind::Games;
  o.board = board;
  return o;
}

std::string last_line(const std::string& text) {
  const std::size_t end = text.find_last_not_of('\n');
  const std::size_t start = text.rfind('\n', end);
  return text.substr(start == std::string::npos ? 0 : start + 1,
                     end - (start == std::string::npos ? 0 : start + 1) + 1);
}

TEST(COUNT_Command, PositionsPrintsBothCountsAndTheCountLast) {
  const CountRun r = run(positions("2x2"));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(last_line(r.out), "57");
  EXPECT_NE(r.out.find("legal positions (every string has a liberty): 57\n"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("positions reached from the empty board: 57\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("every legal position reached, and only legal ones: yes"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("average out-degree: 3.368 (192 / 57)"), std::string::npos) << r.out;
  EXPECT_EQ(r.err, "");
}

TEST(COUNT_Command, PositionsJson) {
  CountOptions o = positions("1x3");
  o.json = true;
  const CountRun r = run(o);
  ASSERT_EQ(r.status, 0);
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["command"], "count positions");
  EXPECT_EQ(j["board"]["columns"], 1);  // COLUMNSxROWS
  EXPECT_EQ(j["board"]["rows"], 3);
  EXPECT_EQ(j["legal"], 15);
  EXPECT_EQ(j["reachable"], 15);
  EXPECT_EQ(j["edges"], 42);
  EXPECT_EQ(j["every_legal_position_reachable"], true);
  EXPECT_EQ(j["complete"], true);
  EXPECT_DOUBLE_EQ(j["average_out_degree"].get<double>(), 2.8);
}

TEST(COUNT_Command, GamesPrintsTheCountLast) {
  const CountRun r = run(games("1x3"));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(last_line(r.out), "907");
  EXPECT_NE(r.out.find("game graph: 15 positions, 42 edges"), std::string::npos) << r.out;
  CountOptions square = games("2");  // "2" is 2x2: only the set-up, stopped at once
  const CountRun s = run(square, true);
  EXPECT_EQ(s.status, 1);
  EXPECT_NE(s.out.find("first moves: 8 in 1 class\n"), std::string::npos) << s.out;
}

TEST(COUNT_Command, GamesJsonAndTheSameCountWithMultiAndThreads) {
  CountOptions o = games("1x2");
  o.json = true;
  o.self_capture = SelfCapture::MultiStone;
  o.threads = 0;
  o.ruleset = "PSK";
  const CountRun r = run(o);
  ASSERT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["games"], 9);
  EXPECT_EQ(j["nodes"], 5);
  EXPECT_EQ(j["edges"], 12);
  EXPECT_EQ(j["suicide"], "multi");
  EXPECT_EQ(j["complete"], true);
}

TEST(COUNT_Command, OutputDoesNotDependOnThreads) {
  CountOptions one = games("1x3");
  CountOptions two = games("1x3");
  two.threads = 2;
  EXPECT_EQ(run(one).out, run(two).out);
}

TEST(COUNT_Command, InterruptedRunsSayHowFarTheyGotAndExit1) {
  const CountRun g = run(games("2x2"), true);
  EXPECT_EQ(g.status, 1);
  EXPECT_NE(g.err.find("interrupted: 0 of "), std::string::npos) << g.err;
  EXPECT_NE(g.err.find("subtrees done"), std::string::npos) << g.err;
  EXPECT_NE(last_line(g.out).find("(interrupted)"), std::string::npos) << g.out;
  const CountRun p = run(positions("3x4"), true);
  EXPECT_EQ(p.status, 1);
  EXPECT_NE(p.err.find("interrupted: sweep 1 of the search"), std::string::npos) << p.err;
  CountOptions json = positions("3x4");
  json.json = true;
  const auto j = nlohmann::json::parse(run(json, true).out);
  EXPECT_EQ(j["complete"], false);
  EXPECT_TRUE(j.contains("interrupted"));
}

TEST(COUNT_Command, BadBoardsAreInputErrors) {
  for (const char* board : {"0x3", "3x0", "x3", "3x", "26x1", "4x4x4", "abc", "", "-1x2", "3 x3"}) {
    EXPECT_THROW(run(positions(board)), InputError) << board;
    EXPECT_THROW(run(games(board)), InputError) << board;
  }
  try {
    run(positions("0x3"));
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("--board 0x3: expected COLUMNSxROWS"), std::string::npos)
        << e.what();
  }
}

TEST(COUNT_Command, BoardsTooLargeAreInputErrorsNamingTheLimit) {
  try {
    run(games("9x9"));
    FAIL() << "9x9 games accepted";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("at most 4 points"), std::string::npos) << e.what();
  }
  EXPECT_THROW(run(games("1x5")), InputError);
  EXPECT_THROW(run(positions("5x5")), InputError);
  EXPECT_THROW(run(positions("9x9")), InputError);
}

TEST(COUNT_Command, UnknownAndUnsupportedRulesAreInputErrors) {
  CountOptions unknown = games("1x2");
  unknown.ruleset = "no-such-rules";
  EXPECT_THROW(run(unknown), InputError);
  for (const char* ruleset :
       {"no-ko", "simple-ko", "situational-superko", "PSK+SSK", "PSK+R9+A1"}) {
    CountOptions o = games("1x2");
    o.ruleset = ruleset;
    try {
      run(o);
      FAIL() << ruleset << " accepted";
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find("only positional-superko (PSK)"), std::string::npos)
          << e.what();
    }
  }
  CountOptions forbidden = games("1x2");
  forbidden.self_capture = SelfCapture::Forbidden;
  EXPECT_THROW(run(forbidden), InputError);
}

}  // namespace
}  // namespace kospec::cli
