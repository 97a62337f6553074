// `kospec fuzz` as a user runs it: SIGTERM and a terminal's Ctrl-C (SIGINT to the whole foreground
// process group) stop it with the summary printed and every finding written, and no false
// "crashed" finding; an engine that cannot start and an output directory that cannot be written
// are bad input (exit 2).
#include <gtest/gtest.h>

#include <csignal>

#include <filesystem>

#include "tools/fuzz/test/fake_campaign.h"
#include "tools/fuzz/test/leftover_processes.h"

namespace kospec::fuzz {
namespace {

using namespace std::chrono_literals;

using test::fake;
using test::Finished;
using test::run_kospec;
using test::slurp;

std::string temp_out(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("kospec_sig_" + name);
  std::filesystem::remove_all(dir);
  return dir.string();
}

void expect_clean_stop(const Finished& r, const std::string& out_dir, const std::string& marker) {
  EXPECT_EQ(r.status, 1) << r.err;  // interrupted: exit 1, as documented
  EXPECT_NE(r.out.find("(interrupted)"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("stopped by a stop request"), std::string::npos) << r.err;
  EXPECT_EQ(r.out.find("crashed"), std::string::npos) << r.out;
  EXPECT_EQ(slurp(out_dir + "/findings.jsonl"), "");
  EXPECT_TRUE(test::processes_with(marker).empty()) << "an engine process was left running";
}

TEST(FUZZ_Signals, SigtermWhileTheEngineHangsStopsCleanly) {
  const std::string marker = test::unique_marker("sigterm");
  const std::string out = temp_out("term");
  // The engine hangs from its 5th command on, with a 60 s limit: only the stop request ends it.
  const auto start = std::chrono::steady_clock::now();
  const Finished r = run_kospec({"fuzz", "--engine", fake("hang", marker) + " --after 5",
                                 "--timeout-ms", "60000", "--games", "5", "--out", out},
                                1500ms, SIGTERM);
  EXPECT_LT(std::chrono::steady_clock::now() - start, 10s);
  expect_clean_stop(r, out, marker);
}

TEST(FUZZ_Signals, CtrlCToTheProcessGroupIsNoCrash) {
  // A terminal's Ctrl-C sends SIGINT to the foreground group: kospec's, not the engine's own.
  const std::string marker = test::unique_marker("sigint");
  const std::string out = temp_out("int");
  const Finished r =
      run_kospec({"fuzz", "--engine", fake("honest", marker), "--games", "100000", "--out", out},
                 1500ms, SIGINT);
  expect_clean_stop(r, out, marker);
}

TEST(FUZZ_Signals, AnEngineThatCannotStartExits2) {
  const Finished r =
      run_kospec({"fuzz", "--engine", "/nonexistent/engine", "--out", temp_out("nostart")}, 0ms, 0);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("cannot start"), std::string::npos) << r.err;
  EXPECT_EQ(r.out.find("crashed"), std::string::npos);
}

TEST(FUZZ_Signals, AnOutputDirectoryThatCannotBeWrittenExits2) {
  const Finished r = run_kospec({"fuzz", "--out", "/etc/passwd"}, 0ms, 0);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("/etc/passwd"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace kospec::fuzz
