// Engines as an engine author's worst engine would behave, with faults no earlier test named: a
// child that floods the shared output with newlines, children that escape the process group
// (setsid(), a daemon), an engine without all_legal and is_legal, one that refuses the board size,
// answers with a trailing space, and a stop that arrives while the engine restarts. Each checks
// that no process of the engine is left behind (by the marker in its command line: every child
// of the fake engine is a fork, so it carries the marker too).
#include <gtest/gtest.h>

#include <thread>

#include "spec/error.h"
#include "tools/fuzz/test/fake_campaign.h"
#include "tools/fuzz/test/leftover_processes.h"
#include "tools/gtp_client/engine_process.h"

namespace kospec::fuzz {
namespace {

using namespace std::chrono_literals;
using test::CampaignRun;

TEST(FUZZ_Hostile, ANewlineFloodFromAChildIsAFloodFindingAndTheEngineIsKilled) {
  // From the 3rd command on a child writes "\n" to the engine's output for ever while the engine
  // answers correctly: each game ends with one "flood" finding and a restart, in well under the
  // 400 ms time limit a command.
  const auto start = std::chrono::steady_clock::now();
  const CampaignRun r = test::run_fake("flood");
  test::expect_faults(r, "flood");
  EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
  EXPECT_NE(r.lines[0]["engine_answer"].get<std::string>().find("bytes of empty lines"),
            std::string::npos);
}

TEST(FUZZ_Hostile, ASetsidChildAndADaemonAreKilledWithTheEngine) {
  // The engine starts a child that calls setsid() (another session and group) and a daemon whose
  // parent exits (reparented away from the engine), then hangs. Both live until the engine is
  // stopped; then nothing is left.
  const std::string marker = test::unique_marker("setsid-direct");
  gtp::EngineOptions o;
  o.command_timeout = 300ms;
  o.startup_timeout = 0ms;  // the first command's time limit is 300 ms too
  gtp::EngineProcess engine(test::fake("setsid", marker) + " --after 1", o);
  EXPECT_EQ(engine.send("boardsize 5").exchange, gtp::Exchange::TimedOut);
  usleep(100000);  // the daemon's parent has exited by now
  // The engine (the shell exec'd it), the setsid() child and the daemon (its exited parent is a
  // zombie: no command line).
  EXPECT_EQ(test::processes_now(marker).size(), 3U);
  engine.stop();
  EXPECT_TRUE(test::processes_with(marker).empty()) << "a process escaped the kill";
  // The same in a campaign: a timed-out finding a game, nothing left.
  test::expect_faults(test::run_fake("setsid"), "timed-out");
}

TEST(FUZZ_Hostile, AnEngineWithoutAllLegalOrIsLegalIsProbedWithPlay) {
  // It answers "? unknown command" to all_legal and is_legal and leaves them out of
  // list_commands: not a finding a game, but the play probe instead, and every game is played.
  for (const std::set<Probe>& wanted :
       {std::set<Probe>{Probe::AllLegal, Probe::Genmove}, std::set<Probe>{Probe::IsLegal}}) {
    const std::string marker = test::unique_marker("nolegal");
    FuzzOptions o = test::options_for("nolegal", marker);
    o.probes = wanted;
    const CampaignRun r = test::run_with(o, marker);
    EXPECT_EQ(r.summary.games, 3U);
    EXPECT_TRUE(r.summary.findings.empty()) << r.progress;
    EXPECT_EQ(r.summary.restarts, 0U);
    EXPECT_GT(r.summary.plies, 0U);
    EXPECT_NE(r.progress.find("probing with play instead"), std::string::npos) << r.progress;
    EXPECT_TRUE(test::processes_with(marker).empty());
  }
}

TEST(FUZZ_Hostile, AnEngineThatRefusesTheBoardSizeIsBadInput) {
  const std::string marker = test::unique_marker("size19");
  const FuzzOptions o = test::options_for("size19", marker);
  try {
    test::run_with(o, marker);
    ADD_FAILURE() << "no InputError";
  } catch (const InputError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("refuses 'boardsize 5'"), std::string::npos) << what;
    EXPECT_NE(what.find("only 19x19 is supported"), std::string::npos) << what;  // its own words
    EXPECT_NE(what.find("the sizes it accepts: 19 "), std::string::npos) << what;
  }
  EXPECT_TRUE(test::processes_with(marker).empty());
}

TEST(FUZZ_Hostile, ATrailingSpaceInAnAnswerIsNoGarbage) {
  // "= 1 " is the answer 1 (is_legal), "= C3 " the move C3 (genmove).
  const std::string marker = test::unique_marker("trailing");
  FuzzOptions o = test::options_for("trailing", marker);
  o.probes = {Probe::IsLegal, Probe::AllLegal, Probe::Genmove};
  const CampaignRun r = test::run_with(o, marker);
  EXPECT_EQ(r.summary.games, 3U);
  EXPECT_GT(r.summary.comparisons, 10U);
  EXPECT_TRUE(r.summary.findings.empty()) << r.progress;
  EXPECT_TRUE(test::processes_with(marker).empty());
}

TEST(FUZZ_Hostile, AStopDuringARestartIsAnInterruptionNotALostEngine) {
  // Every start takes 1.5 s; the engine aborts at its 3rd command (about 1.5 s in), and the stop
  // comes at 2.4 s, while the restarted engine is still starting (until about 3 s).
  const std::string marker = test::unique_marker("restart-stop");
  FuzzOptions o = test::options_for("crash", marker, " --delay 1500");
  o.engine_options.startup_timeout = 10s;
  std::atomic<bool> stop{false};
  o.control.stop = &stop;
  std::thread stopper([&stop] {
    std::this_thread::sleep_for(2400ms);
    stop = true;
  });
  const CampaignRun r = test::run_with(o, marker);
  stopper.join();
  EXPECT_TRUE(r.summary.interrupted);
  EXPECT_EQ(r.summary.engine_lost, "");
  EXPECT_EQ(r.summary.restarts, 1U);
  ASSERT_EQ(r.summary.findings.size(), 1U);
  EXPECT_EQ(r.summary.findings[0].signature, "crashed");
  EXPECT_TRUE(test::processes_with(marker).empty());
}

}  // namespace
}  // namespace kospec::fuzz
