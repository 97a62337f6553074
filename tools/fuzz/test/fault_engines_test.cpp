// The fuzzer survives every engine fault: each fault-injecting engine (fake_engine.cpp) gives the
// finding it should, the campaign goes on after a restart, every finding line is valid JSON, and no
// engine process (nor any process it started) is left behind.
#include <gtest/gtest.h>

#include <filesystem>

#include "spec/error.h"
#include "tools/fuzz/fuzzer.h"
#include "tools/fuzz/test/fake_campaign.h"
#include "tools/fuzz/test/leftover_processes.h"

namespace kospec::fuzz {
namespace {

using namespace std::chrono_literals;

using test::CampaignRun;
using test::expect_faults;
using test::options_for;
using test::run_fake;
using test::run_with;

TEST(FUZZ_Faults, CrashIsRecordedWithTheSignal) {
  const CampaignRun r = run_fake("crash");
  expect_faults(r, "crashed");
  EXPECT_EQ(r.lines[0]["engine_answer"], "killed by signal 6");  // SIGABRT from abort()
}

TEST(FUZZ_Faults, ExitIsRecordedWithTheStatus) {
  const CampaignRun r = run_fake("exit");
  expect_faults(r, "crashed");
  EXPECT_EQ(r.lines[0]["engine_answer"], "exited with status 3");
}

TEST(FUZZ_Faults, HangIsKilledWithTheChildItStarted) {
  expect_faults(run_fake("hang"), "timed-out");
}

TEST(FUZZ_Faults, BusyLoopIsKilledWithTheChildItStarted) {
  expect_faults(run_fake("busy"), "timed-out");
}

TEST(FUZZ_Faults, GarbageIsRecorded) {
  const CampaignRun r = run_fake("garbage");
  expect_faults(r, "garbage");
  EXPECT_EQ(r.lines[0]["engine_answer"], "hello");
}

TEST(FUZZ_Faults, NonUtf8AnswerIsStoredEscaped) {
  const CampaignRun r = run_fake("nonutf8");
  expect_faults(r, "garbage");
  EXPECT_EQ(r.lines[0]["engine_answer"], "A1 \\xFF\\xFE\\xC3(");
}

TEST(FUZZ_Faults, HugeAnswerIsCutAndStoredEscaped) {
  // 2 MB of "é" (C3 A9): more than the 1 MiB limit, and the preview cut after 2000 bytes.
  const CampaignRun r = run_fake("huge");
  expect_faults(r, "too-long");
  EXPECT_GT(r.lines[0]["engine_answer_bytes"].get<std::size_t>(), std::size_t{1} << 20);
  const std::string answer = r.lines[0]["engine_answer"];
  EXPECT_NE(answer.find(" \\xC3\\xA9\\xC3\\xA9"), std::string::npos);
  EXPECT_NE(answer.find("bytes in all)"), std::string::npos);
}

TEST(FUZZ_Faults, ExtraAnswerIsOneDesyncNotAStreamOfFalseFindings) {
  // Without desync detection the extra answer shifts every later one and all_legal disagrees
  // everywhere; with it each game has exactly one finding, "desync", and a restart.
  expect_faults(run_fake("extra"), "desync");
}

TEST(FUZZ_Faults, ClosedOutputIsNotATimeout) {
  const std::string marker = test::unique_marker("closed");
  FuzzOptions o = options_for("closed", marker);
  o.engine_options.command_timeout = 20s;
  const auto start = std::chrono::steady_clock::now();
  expect_faults(run_with(o, marker), "closed-output");
  EXPECT_LT(std::chrono::steady_clock::now() - start, 10s);  // not three 20 s timeouts
}

TEST(FUZZ_Faults, CrLfLineEndsAreFine) {
  const CampaignRun r = run_fake("crlf");
  EXPECT_EQ(r.summary.games, 3U);
  EXPECT_GT(r.summary.comparisons, 10U);
  EXPECT_TRUE(r.summary.findings.empty()) << r.progress;
}

TEST(FUZZ_Faults, SlowStartCountsAgainstTheStartupTimeoutOnly) {
  // Starts in 1 s; each command then has 400 ms. Restarted between games it would still be fine.
  const CampaignRun r = run_fake("slowstart", " --delay 1000");
  EXPECT_EQ(r.summary.games, 3U);
  EXPECT_TRUE(r.summary.findings.empty()) << r.progress;
  // With a start-up limit shorter than its start it cannot start: bad input, nothing recorded.
  const std::string marker = test::unique_marker("slowstart-short");
  FuzzOptions o = options_for("slowstart", marker, " --delay 3000");
  o.engine_options.startup_timeout = 100ms;
  EXPECT_THROW(run_with(o, marker), InputError);
  EXPECT_TRUE(test::processes_with(marker).empty());
}

TEST(FUZZ_Faults, LiarIsCaughtAndMinimized) {
  // The engine plays no-ko while kospec judges simple-ko: it lists the immediate retake of a ko as
  // legal, which KO forbids.
  FuzzOptions o = options_for("liar", test::unique_marker("liar"), " --ruleset no-ko");
  o.games = 12;
  o.max_plies = 150;
  const CampaignRun r = run_with(o, test::unique_marker("liar"));
  ASSERT_FALSE(r.summary.findings.empty()) << r.progress;
  const RecordedFinding& f = r.summary.findings[0];
  EXPECT_EQ(f.signature, "engine-allows/KO");
  EXPECT_LE(f.plies, f.original_plies);
  EXPECT_TRUE(std::filesystem::exists(f.tst));
  EXPECT_EQ(r.summary.restarts, 0U);  // a disagreement, not a fault
}

TEST(FUZZ_Faults, AnEngineThatCannotStartIsBadInput) {
  FuzzOptions o = options_for("x", "unused");
  o.engine = "/nonexistent/engine";
  EXPECT_THROW(run_with(o, "unused"), InputError);
}

TEST(FUZZ_Faults, AnOutputDirectoryThatCannotBeWrittenIsBadInput) {
  const std::string marker = test::unique_marker("outdir");
  FuzzOptions o = options_for("honest", marker);
  o.out_dir = "/etc/passwd";  // a file in the way
  EXPECT_THROW(run_with(o, marker), InputError);
  o.out_dir = "/proc/kospec-cannot-be-here";
  EXPECT_THROW(run_with(o, marker), InputError);
  EXPECT_TRUE(test::processes_with(marker).empty());
}

}  // namespace
}  // namespace kospec::fuzz
