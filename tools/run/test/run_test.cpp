// The run-control pieces every long command shares.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <csignal>

#include "tools/run/number_text.h"
#include "tools/run/run_control.h"
#include "tools/run/stop_signals.h"

namespace kospec::run {
namespace {

TEST(RUN_NumberText, GroupsThousandsAndRoundsRates) {
  EXPECT_EQ(grouped(0), "0");
  EXPECT_EQ(grouped(999), "999");
  EXPECT_EQ(grouped(1000), "1,000");
  EXPECT_EQ(grouped(24318165), "24,318,165");  // L(4,4), as the README prints it
  EXPECT_EQ(rate(4123456.0, 1.0), "4.12e+06");
  EXPECT_EQ(rate(10, 0), "-");
  EXPECT_EQ(seconds_text(3.14159), "3.14 s");
}

TEST(RUN_Control, NoSinkNoFlagMeansNoProgressAndNoStop) {
  const RunControl control;
  EXPECT_FALSE(control.stop_requested());
  EXPECT_FALSE(control.reports_progress());
  ProgressClock clock(control);
  EXPECT_FALSE(clock.due());
}

TEST(RUN_Control, AProgressLineIsDueOncePerPeriod) {
  int lines = 0;
  RunControl control;
  control.progress_every = std::chrono::hours(1);
  control.progress = [&](const std::string&) { ++lines; };
  ProgressClock clock(control);
  EXPECT_FALSE(clock.due());  // an hour has not passed since the start
  clock.report("x");
  EXPECT_EQ(lines, 1);
}

TEST(RUN_StopSignals, SigtermAndSigintSetTheStopFlag) {
  const std::atomic<bool>& stop = install_stop_signals();
  EXPECT_FALSE(stop.load());
  std::raise(SIGTERM);
  EXPECT_TRUE(stop.load());
  RunControl control;
  control.stop = &stop;
  EXPECT_TRUE(control.stop_requested());
}

TEST(RUN_StopSignals, SighupSetsTheStopFlagAsAClosedTerminalSends) {
  // In a child (the flag is process-wide and stays set): without the handler SIGHUP kills it.
  const pid_t pid = fork();
  if (pid == 0) {
    const std::atomic<bool>& stop = install_stop_signals();
    std::raise(SIGHUP);
    _exit(stop.load() ? 0 : 1);
  }
  int status = 0;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "status " << status;
}

}  // namespace
}  // namespace kospec::run
