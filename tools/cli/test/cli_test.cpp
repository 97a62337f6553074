// The commands run in-process on small hand-made games.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "spec/error.h"
#include "tools/cli/cmd_legal.h"
#include "tools/cli/cmd_replay.h"
#include "tools/cli/cmd_rules.h"

namespace kospec::cli {
namespace {

// The simple ko shape on a 4x3 board (columns A-D, rows 1-3):
//   A B C D
// 3 . X O .
// 2 X O . O
// 1 . X O .
// Plies: B C2 captures B2; W B2 captures C2; B C2 captures B2 (the base rules have no ko rule);
// W C2 is on a stone: OCC.
constexpr const char* kKoGame =
    "(;FF[4]GM[1]SZ[4:3]AB[ba][ab][bc]AW[ca][bb][db][cc]PL[B]\n"
    ";B[cb];W[bb];B[cb]\n;W[cb])";

std::string write_temp(const std::string& name, const std::string& text) {
  auto path = std::filesystem::temp_directory_path() / ("kospec_cli_test_" + name);
  std::ofstream(path) << text;
  return path.string();
}

TEST(CLI_Replay, StopsAtTheFirstIllegalMoveNamingTheRule) {
  ReplayOptions options;
  options.files = {write_temp("ko.sgf", kKoGame)};
  std::ostringstream out, err;
  EXPECT_EQ(run_replay(options, out, err), 1);
  const std::string text = out.str();
  EXPECT_NE(text.find("1  B C2  captures B2"), std::string::npos) << text;
  EXPECT_NE(text.find("2  W B2  captures C2"), std::string::npos) << text;
  EXPECT_NE(text.find("ply 4 of 4, W C2"), std::string::npos) << text;
  EXPECT_NE(text.find("is illegal by OCC: C2 is occupied by a black stone"), std::string::npos)
      << text;
  EXPECT_NE(text.find(":3:2)"), std::string::npos)
      << "names line 3, column 2 of the file: " << text;
}

TEST(CLI_Replay, JsonNamesTheRuleAndThePlace) {
  ReplayOptions options;
  options.files = {write_temp("ko_json.sgf", kKoGame)};
  options.json = true;
  std::ostringstream out, err;
  EXPECT_EQ(run_replay(options, out, err), 1);
  auto j = nlohmann::json::parse(out.str());
  EXPECT_EQ(j["status"], "illegal");
  EXPECT_EQ(j["stopped"]["ply"], 4);
  EXPECT_EQ(j["stopped"]["rule"], "OCC");
  EXPECT_EQ(j["stopped"]["move"], "C2");
  EXPECT_EQ(j["plies"].size(), 3U);
  EXPECT_EQ(j["plies"][0]["captured"], nlohmann::json::array({"B2"}));
}

TEST(CLI_Replay, UnreadableFileIsReportedAndOthersStillReplayed) {
  ReplayOptions options;
  const std::string good = write_temp("good.sgf", "(;SZ[3];B[bb];W[aa])");
  options.files = {write_temp("bad.sgf", "(;SZ[3];B[bb"), good};
  std::ostringstream out, err;
  EXPECT_EQ(run_replay(options, out, err), 2);
  EXPECT_NE(err.str().find("bad.sgf:1:"), std::string::npos) << err.str();
  EXPECT_NE(out.str().find("good.sgf: 2 plies, every one legal"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("1 complete, 0 stopped by a finding, 1 unreadable"), std::string::npos);
}

TEST(CLI_Legal, JsonContract) {
  // After ply 1 (B C2 captured B2), White to play. Empty points: A3, D3, B2, A1, D1.
  // W B2 captures C2 (C2's neighbours C3, D2, C1 are white): legal. W D3 and W D1 join white
  // strings with liberties: legal. W A3 touches only black A2, B3 (each keeps B2 as a liberty):
  // self-capture, SUI. W A1 likewise (A2 and B1 keep B2): SUI.
  LegalOptions options;
  options.file = write_temp("legal.sgf", kKoGame);
  options.at = 1;
  options.json = true;
  std::ostringstream out;
  EXPECT_EQ(run_legal(options, out), 0);
  auto j = nlohmann::json::parse(out.str());
  EXPECT_EQ(j["to_move"], "W");
  EXPECT_EQ(j["legal"], nlohmann::json::array({"B2", "D1", "D3"}));
  ASSERT_EQ(j["illegal"].size(), 2U);
  EXPECT_EQ(j["illegal"][0]["point"], "A3");
  EXPECT_EQ(j["illegal"][0]["rule"], "SUI");
  EXPECT_EQ(j["illegal"][1]["point"], "A1");
  EXPECT_EQ(j["illegal"][1]["rule"], "SUI");
}

TEST(CLI_Legal, SelfCaptureOptionAllMakesThemLegal) {
  LegalOptions options;
  options.file = write_temp("legal_all.sgf", kKoGame);
  options.at = 1;
  options.json = true;
  options.ruleset.self_capture = SelfCapture::All;
  std::ostringstream out;
  run_legal(options, out);
  auto j = nlohmann::json::parse(out.str());
  EXPECT_EQ(j["legal"], nlohmann::json::array({"A1", "A3", "B2", "D1", "D3"}));
  EXPECT_TRUE(j["illegal"].empty());
}

TEST(CLI_Legal, MovesThatEndTheGameAreNamedApartWithTheirRule) {
  // Issue 12's game on 3x3 (self-capture allowed): B A1 and W C3 each self-capture one stone and
  // leave the setup's configuration, so the situation "setup, Black to move" occurs after plies 0
  // and 2, and W C3 at ply 4 would make it occur a third time since the last pass: Japanese no
  // result (NR). A1, A3, B2, C1 are ordinary plays. A pass after a pass ends play (PASS.end,
  // Japanese Article 9); on the empty 3x3 board every point is then still an ordinary play.
  LegalOptions options;
  options.file = write_temp("legal_nr.sgf",
                            "(;GM[1]FF[4]SZ[3]AB[ba][cb]AW[ab][bc]PL[B];B[ac];W[ca];B[ac];W[ca])");
  options.at = 3;
  options.json = true;
  options.ruleset.expression = "japanese";
  options.ruleset.self_capture = SelfCapture::All;
  std::ostringstream out;
  EXPECT_EQ(run_legal(options, out), 0);
  auto j = nlohmann::json::parse(out.str());
  ASSERT_EQ(j["ending"].size(), 1U);
  EXPECT_EQ(j["ending"][0]["move"], "C3");
  EXPECT_EQ(j["ending"][0]["verdict"], "no-result");
  EXPECT_EQ(j["ending"][0]["rule"], "NR");
  EXPECT_EQ(j["legal"], nlohmann::json::array({"A1", "A3", "B2", "C1"}));

  LegalOptions after_pass;
  after_pass.file = write_temp("legal_pass.sgf", "(;GM[1]FF[4]SZ[3]PL[B];B[])");
  after_pass.json = true;
  std::ostringstream out2;
  EXPECT_EQ(run_legal(after_pass, out2), 0);
  auto k = nlohmann::json::parse(out2.str());
  ASSERT_EQ(k["ending"].size(), 1U);
  EXPECT_EQ(k["ending"][0]["move"], "pass");
  EXPECT_EQ(k["ending"][0]["verdict"], "ends");
  EXPECT_EQ(k["ending"][0]["rule"], "PASS");
  EXPECT_EQ(k["legal"].size(), 9U);  // every point of the empty board
}

TEST(CLI_Legal, AtBeyondTheGameIsAnInputError) {
  LegalOptions options;
  options.file = write_temp("legal_beyond.sgf", kKoGame);
  options.at = 9;
  std::ostringstream out;
  EXPECT_THROW(run_legal(options, out), InputError);
}

TEST(CLI_Legal, GameStoppedBeforeNIsAFinding) {
  LegalOptions options;
  options.file = write_temp("legal_stop.sgf", kKoGame);
  std::ostringstream out;
  EXPECT_EQ(run_legal(options, out), 1);
  EXPECT_NE(out.str().find("OCC"), std::string::npos);
}

TEST(CLI_Rules, ExplainQuotesTheRuleAndRejectsUnknownIds) {
  std::ostringstream out;
  EXPECT_EQ(run_explain("r5", out, false), 0);
  EXPECT_NE(out.str().find("R5 Capture (rules text)"), std::string::npos);
  EXPECT_NE(out.str().find("A string is captured if it has only one liberty"), std::string::npos);
  EXPECT_THROW(run_explain("R99", out, false), InputError);
  std::ostringstream list;
  run_rules(list, false);
  for (const char* id :
       {"R2", "R3", "R4", "R5", "R6", "R7", "OCC", "SUI", "PASS", "TURN", "SETUP"}) {
    EXPECT_NE(list.str().find(std::string(id) + " "), std::string::npos) << id;
  }
}

}  // namespace
}  // namespace kospec::cli
