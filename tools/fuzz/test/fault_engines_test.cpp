// The fuzzer survives every engine fault: each fault-injecting engine (fake_engine.cpp) gives the
// finding it should, the campaign goes on after a restart, every finding line is valid JSON, and no
// engine process (nor any process it started) is left behind.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "spec/error.h"
#include "tools/fuzz/fuzzer.h"
#include "tools/fuzz/test/leftover_processes.h"

namespace kospec::fuzz {
namespace {

using namespace std::chrono_literals;

std::string temp_dir(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() / ("kospec_fault_test_" + name);
  std::filesystem::remove_all(dir);
  return dir.string();
}

struct CampaignRun {
  FuzzSummary summary;
  std::vector<nlohmann::json> lines;  // findings.jsonl, each line parsed
  std::string marker;
  std::string progress;
};

FuzzOptions options_for(const std::string& mode, const std::string& marker,
                        const std::string& extra = "") {
  FuzzOptions o;
  o.engine = std::string(KOSPEC_FAKE_ENGINE) + " " + mode + " --marker " + marker + extra;
  o.ruleset = parse_ruleset("simple-ko", SelfCapture::Forbidden);
  o.games = 3;
  o.sizes = {5};
  o.max_plies = 20;
  o.engine_options.command_timeout = 400ms;
  o.engine_options.startup_timeout = 2s;
  o.out_dir = temp_dir(mode);
  return o;
}

CampaignRun run_with(const FuzzOptions& o, const std::string& marker) {
  CampaignRun r;
  r.marker = marker;
  std::ostringstream progress;
  r.summary = run_campaign(o, progress);
  r.progress = progress.str();
  std::ifstream in(std::filesystem::path(o.out_dir) / "findings.jsonl");
  for (std::string line; std::getline(in, line);) r.lines.push_back(nlohmann::json::parse(line));
  return r;
}

CampaignRun run_fake(const std::string& mode, const std::string& extra = "") {
  const std::string marker = test::unique_marker(mode);
  return run_with(options_for(mode, marker, extra), marker);
}

// Every finding has `signature`; the campaign restarted after each and finished its games; no
// process of the engine is left.
void expect_faults(const CampaignRun& r, const std::string& signature) {
  EXPECT_EQ(r.summary.games, 3U) << r.progress;
  ASSERT_EQ(r.summary.findings.size(), 3U) << r.progress;
  ASSERT_EQ(r.lines.size(), 3U);
  for (const RecordedFinding& f : r.summary.findings) EXPECT_EQ(f.signature, signature);
  EXPECT_EQ(r.summary.restarts, 3U);
  EXPECT_TRUE(test::processes_with(r.marker).empty()) << "an engine process was left running";
}

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
