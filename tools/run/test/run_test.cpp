// The run-control pieces every long command shares.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "tools/run/in_order.h"
#include "tools/run/number_text.h"
#include "tools/run/run_control.h"
#include "tools/run/stack_guard.h"
#include "tools/run/stop_name.h"
#include "tools/run/stop_signals.h"
#include "tools/run/stopped.h"

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

// The searches' words for a stop, each replaced by the budget that set the flag; other words in
// brackets stay.
TEST(RUN_StopName, TheSearchesWordsAreReplacedByTheBudget) {
  EXPECT_EQ(named_stop("x is unknown: a stop request (Ctrl-C or SIGTERM) stopped the search (9 "
                       "nodes)",
                       "--claim-seconds 3.00 s"),
            "x is unknown: --claim-seconds 3.00 s stopped the search (9 nodes)");
  EXPECT_EQ(named_stop("a stop request (Ctrl-C)", "--time-limit 1.00 s"), "--time-limit 1.00 s");
  EXPECT_EQ(named_stop("a stop request (SIGINT or SIGTERM); a stop request", "B"), "B; B");
  EXPECT_EQ(named_stop("a stop request (after 5 plies)", "B"), "B (after 5 plies)");
  EXPECT_EQ(named_stop("--max-states 100 stopped it", "B"), "--max-states 100 stopped it");
  EXPECT_EQ(named_stop("a stop request", "a stop request (Ctrl-C)"), "a stop request (Ctrl-C)");
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

// A recursion whose every frame holds at least 1 KiB and asks the guard first, as a search does at
// every node.
std::size_t dive(const StackGuard& guard, std::size_t depth) {
  volatile char frame[1024];
  frame[depth % sizeof frame] = 1;
  guard.check(depth);
  if (depth == std::size_t{1} << 30) return 0;  // never reached: the guard stops it first
  return dive(guard, depth + 1) + static_cast<std::size_t>(frame[depth % sizeof frame]);
}

// On a 4 MiB stack with 1 MiB kept free, a recursion of 1 KiB frames must stop (run::Stopped)
// before 3 MiB / 1 KiB = 3,072 levels; without the guard it runs off the stack at about 4,096 and
// the process dies of SIGSEGV. The stop names the stack's size and the depth reached.
TEST(RUN_StackGuard, StopsARecursionBeforeItsStackRunsOut) {
  std::string by;
  on_large_stack(std::size_t{4} << 20, [&] {
    const StackGuard guard;
    EXPECT_GE(guard.size(), std::size_t{4} << 20);
    try {
      dive(guard, 0);
    } catch (const Stopped& stop) {
      by = stop.by;
    }
  });
  ASSERT_NE(by.find("stack (4 MiB)"), std::string::npos) << by;
  const std::size_t at = by.find(" at ");
  ASSERT_NE(at, std::string::npos) << by;
  std::string digits;
  for (const char c : by.substr(at + 4))
    if (c != ',') digits += c;
  const int depth = std::stoi(digits);
  EXPECT_GT(depth, 500) << by;
  EXPECT_LE(depth, 3072) << by;
}

TEST(RUN_StackGuard, ALargeStackRunsItsWorkAndPassesOnWhatItThrows) {
  std::size_t size = 0;
  on_large_stack(kSearchStackBytes, [&] { size = StackGuard().size(); });
  EXPECT_GE(size, kSearchStackBytes);
  EXPECT_THROW(on_large_stack(std::size_t{4} << 20, [] { throw std::runtime_error("inside"); }),
               std::runtime_error);
}

// Ten pieces on two threads: each result reaches `done` once, in index order.
TEST(RUN_InOrder, HandsEveryResultBackInIndexOrder) {
  std::vector<int> seen;
  const std::size_t handed = in_order(
      10, 2,
      [](std::size_t i) {
        // Later pieces finish first, so order comes from the hand-back, not from timing.
        std::this_thread::sleep_for(std::chrono::milliseconds(10 - i));
        return static_cast<int>(i * i);
      },
      [&](int r) { seen.push_back(r); }, {});
  EXPECT_EQ(handed, 10U);
  EXPECT_EQ(seen, (std::vector<int>{0, 1, 4, 9, 16, 25, 36, 49, 64, 81}));
}

// Piece 0 runs until piece 2 has run: with two threads that finishes only when the second thread
// takes piece 2 after piece 1 while piece 0 is still under way (a long piece holds up no other).
TEST(RUN_InOrder, ALongPieceHoldsUpNoOther) {
  std::atomic<bool> third_ran{false};
  std::vector<std::string> seen;
  in_order(
      3, 2,
      [&](std::size_t i) {
        if (i == 2) third_ran = true;
        if (i == 0)
          for (int k = 0; k < 1000 && !third_ran; ++k)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        return std::string(i == 0 && third_ran ? "waited" : "ran");
      },
      [&](std::string r) { seen.push_back(r); }, {});
  EXPECT_EQ(seen, (std::vector<std::string>{"waited", "ran", "ran"}));
}

// A stop request after the third piece: no piece starts after it, and the count says how far.
TEST(RUN_InOrder, StartsNoPieceOnceStopped) {
  std::atomic<int> started{0};
  std::vector<std::size_t> seen;
  const std::size_t handed = in_order(
      100, 1,
      [&](std::size_t i) {
        ++started;
        return i;
      },
      [&](std::size_t i) { seen.push_back(i); }, [&] { return started >= 3; });
  EXPECT_EQ(handed, 3U);
  EXPECT_EQ(seen, (std::vector<std::size_t>{0, 1, 2}));
}

// Piece 3 throws: pieces 0-2 are handed back first, then its exception, and no later piece was
// handed (the threads are joined: the test ends without a terminate).
TEST(RUN_InOrder, AnErrorComesInItsTurn) {
  std::vector<std::size_t> seen;
  EXPECT_THROW(in_order(
                   8, 2,
                   [](std::size_t i) {
                     if (i == 3) throw std::runtime_error("piece 3");
                     return i;
                   },
                   [&](std::size_t i) { seen.push_back(i); }, {}),
               std::runtime_error);
  EXPECT_EQ(seen, (std::vector<std::size_t>{0, 1, 2}));
}

}  // namespace
}  // namespace kospec::run
