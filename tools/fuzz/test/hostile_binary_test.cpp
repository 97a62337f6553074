// The hostile engines through the kospec binary, as a user meets them: a newline flood stops
// `kospec fuzz` within its time limit and on SIGTERM, and `kospec regress` within its time limit;
// a closed terminal (SIGHUP) stops a run cleanly and kills the engine; kospec killed by SIGKILL
// takes its engine with it (PR_SET_PDEATHSIG); a refused board size and a missing engine are bad
// input (exit 2) with a message that says why. No process is left behind in any of them.
#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>
#include <fstream>

#include "tools/fuzz/test/fake_campaign.h"
#include "tools/fuzz/test/leftover_processes.h"

namespace kospec::fuzz {
namespace {

using namespace std::chrono_literals;
using test::fake;
using test::Finished;
using test::run_kospec;

std::size_t count_lines_with(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = 0; (at = text.find(what, at)) != std::string::npos; at += what.size()) ++n;
  return n;
}

TEST(FUZZ_HostileBinary, ANewlineFloodEndsWithinTheTimeLimit) {
  const std::string marker = test::unique_marker("flood-bin");
  const std::string out = test::temp_dir("flood-bin");
  const Finished r = run_kospec({"fuzz", "--engine", fake("flood", marker), "--timeout-ms", "2000",
                                 "--games", "3", "--sizes", "5", "--out", out},
                                0ms, 0);
  EXPECT_EQ(r.status, 1) << r.err;  // new findings
  EXPECT_LT(r.took, 10s);
  EXPECT_EQ(count_lines_with(test::slurp(out + "/findings.jsonl"), "\"signature\":\"flood\""), 3U);
  EXPECT_TRUE(test::processes_with(marker).empty()) << "an engine process was left running";
}

TEST(FUZZ_HostileBinary, ANewlineFloodStopsOnSigterm) {
  // A long campaign against the flooding engine, a minute a command: SIGTERM after 2 s ends it
  // with the summary, flood findings written, nothing left.
  const std::string marker = test::unique_marker("flood-term");
  const std::string out = test::temp_dir("flood-term");
  const Finished r = run_kospec({"fuzz", "--engine", fake("flood", marker), "--timeout-ms", "60000",
                                 "--games", "100000", "--sizes", "5", "--out", out},
                                2000ms, SIGTERM);
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_LT(r.took, 10s);
  EXPECT_NE(r.out.find("(interrupted)"), std::string::npos) << r.out;
  EXPECT_GT(count_lines_with(test::slurp(out + "/findings.jsonl"), "\"signature\":\"flood\""), 0U);
  EXPECT_TRUE(test::processes_with(marker).empty()) << "an engine process was left running";
}

TEST(FUZZ_HostileBinary, RegressAgainstANewlineFloodEndsWithinTheTimeLimit) {
  const std::string marker = test::unique_marker("flood-regress");
  const std::string tst = test::temp_dir("flood-regress") + ".tst";
  std::ofstream file(tst);
  file << "boardsize 5\nclear_board\n";
  for (int i = 1; i <= 100; ++i) file << i << " name\n#? [kospec]\n";
  file.close();
  const Finished r = run_kospec(
      {"regress", tst, "--engine", fake("flood", marker) + " --after 2", "--timeout-ms", "2000"},
      0ms, 0);
  EXPECT_EQ(r.status, 1) << r.out << r.err;  // the file stopped early
  EXPECT_LT(r.took, 10s);
  EXPECT_NE(r.out.find("the engine flood at line "), std::string::npos) << r.out;
  EXPECT_TRUE(test::processes_with(marker).empty()) << "an engine process was left running";
}

TEST(FUZZ_HostileBinary, SighupStopsCleanlyAndKillsTheEngine) {
  // A closed terminal: SIGHUP to kospec's process group while the engine hangs (its own group
  // does not get it). Before, kospec died with status 129 and left the engine running.
  const std::string marker = test::unique_marker("sighup");
  const std::string out = test::temp_dir("sighup");
  const Finished r = run_kospec({"fuzz", "--engine", fake("hang", marker) + " --after 5",
                                 "--timeout-ms", "60000", "--games", "5", "--out", out},
                                1500ms, SIGHUP);
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_LT(r.took, 10s);
  EXPECT_NE(r.out.find("(interrupted)"), std::string::npos) << r.out;
  EXPECT_TRUE(test::processes_with(marker).empty()) << "an engine process was left running";
}

TEST(FUZZ_HostileBinary, KospecKilledBySigkillTakesItsEngineWithIt) {
  // Nothing can be handled: the kernel kills the engine (PR_SET_PDEATHSIG). The engine has
  // stopped reading (so the closed pipe cannot end it) and started no child.
  const std::string marker = test::unique_marker("sigkill");
  const Finished r = run_kospec({"fuzz", "--engine", fake("deaf", marker) + " --after 5",
                                 "--timeout-ms", "60000", "--out", test::temp_dir("sigkill")},
                                1500ms, SIGKILL);
  EXPECT_EQ(r.status, 128 + SIGKILL);
  EXPECT_TRUE(test::processes_with(marker).empty()) << "the engine outlived kospec";
}

TEST(FUZZ_HostileBinary, ARefusedBoardSizeExits2NamingTheSizesAccepted) {
  const std::string marker = test::unique_marker("size19-bin");
  const Finished r = run_kospec(
      {"fuzz", "--engine", fake("size19", marker), "--out", test::temp_dir("size19-bin")}, 0ms, 0);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("refuses 'boardsize 5'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("the sizes it accepts: 19 "), std::string::npos) << r.err;
  EXPECT_EQ(r.out.find("finding"), std::string::npos) << r.out;  // not a finding a game
  EXPECT_TRUE(test::processes_with(marker).empty());
}

TEST(FUZZ_HostileBinary, AMissingEngineIsExplainedAsNotFound) {
  const Finished r = run_kospec(
      {"fuzz", "--engine", "/nonexistent/engine", "--out", test::temp_dir("missing")}, 0ms, 0);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("exited with status 127 (command not found"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace kospec::fuzz
