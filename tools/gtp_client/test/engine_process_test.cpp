// The GTP client survives engines that crash, hang, close their output, answer garbage, answer
// twice or in CR LF; and talks to GNU Go 3.8. The fault-injecting engines of the fuzzer's tests
// (tools/fuzz/test) exercise the same paths through whole campaigns.
#include <gtest/gtest.h>

#include <csignal>

#include "spec/error.h"
#include "tools/gtp_client/engine_process.h"

namespace kospec::gtp {
namespace {

using namespace std::chrono_literals;

EngineOptions quick(std::chrono::milliseconds timeout) {
  EngineOptions o;
  o.command_timeout = timeout;
  o.startup_timeout = 0ms;
  return o;
}

TEST(GTP_EngineProcess, TalksToGnuGo) {
  EngineProcess gnugo(gnugo_command(), 10s);
  const Response version = gnugo.send("protocol_version");
  EXPECT_EQ(version.exchange, Exchange::Success);
  EXPECT_EQ(version.text, "2");  // GTP version 2 (GNU Go 3.8 documentation)
  const Response bad = gnugo.send("play black Z99");
  EXPECT_EQ(bad.exchange, Exchange::Failure);
  EXPECT_EQ(gnugo.send("name").text, "GNU Go");  // ids numbered on: GNU Go echoes them
}

TEST(GTP_EngineProcess, AnEngineThatExitsIsACrashWithItsStatus) {
  EngineProcess engine("read line; exit 3", quick(2s));
  const Response r = engine.send("name");
  EXPECT_EQ(r.exchange, Exchange::Crashed);
  EXPECT_EQ(r.text, "exited with status 3");
  engine.restart();
  EXPECT_EQ(engine.send("name").exchange, Exchange::Crashed);  // and again after a restart
}

TEST(GTP_EngineProcess, AnEngineThatCannotStartIsBadInput) {
  EngineProcess engine("/nonexistent/engine", quick(2s));
  EXPECT_THROW(engine.expect_started(), InputError);
}

TEST(GTP_EngineProcess, AnEngineThatHangsTimesOut) {
  EngineProcess engine("sleep 30", quick(200ms));
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(engine.send("name").exchange, Exchange::TimedOut);
  EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
}

TEST(GTP_EngineProcess, AnEngineThatDoesNotReadItsInputCannotBlockTheWrite) {
  // 200 KB of command against a pipe of 64 KiB that nobody reads: the write has the command's
  // deadline too.
  EngineProcess engine("sleep 30", quick(300ms));
  const auto start = std::chrono::steady_clock::now();
  const Response r = engine.send("name " + std::string(200000, 'x'));
  EXPECT_EQ(r.exchange, Exchange::TimedOut);
  EXPECT_EQ(r.text, "the engine did not read its input for the whole time limit");
  EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
}

TEST(GTP_EngineProcess, AnEngineThatClosesItsOutputIsNotATimeout) {
  EngineProcess engine("exec 1>&-; sleep 30", quick(5s));
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(engine.send("name").exchange, Exchange::ClosedOutput);
  EXPECT_LT(std::chrono::steady_clock::now() - start, 4s);
}

TEST(GTP_EngineProcess, AnEngineThatAnswersGarbage) {
  EngineProcess engine("while read line; do echo hello; echo; done", quick(2s));
  const Response r = engine.send("name");
  EXPECT_EQ(r.exchange, Exchange::Garbage);
  EXPECT_EQ(r.text, "hello");
}

TEST(GTP_EngineProcess, ResponsesWithIdsAndSeveralLines) {
  // A well-formed multi-line response echoing the id, as GTP 2 section 3.4 requires; the client
  // numbers its first command 1.
  EngineProcess engine("while read id rest; do printf \"=$id a\\nb\\n\\n\"; done", quick(2s));
  const Response r = engine.send("list_commands");
  EXPECT_EQ(r.exchange, Exchange::Success);
  EXPECT_EQ(r.text, "a\nb");
}

TEST(GTP_EngineProcess, ASecondAnswerIsADesync) {
  // Answers every command twice: the second answer is still waiting when the next command goes.
  EngineProcess engine("while read id rest; do printf \"=$id\\n\\n=$id\\n\\n\"; done", quick(2s));
  EXPECT_EQ(engine.send("name").exchange, Exchange::Success);
  usleep(100000);
  EXPECT_EQ(engine.send("name").exchange, Exchange::Desync);
}

TEST(GTP_EngineProcess, AnAnswerForAnotherIdIsADesync) {
  EngineProcess engine("while read id rest; do printf '=99 x\\n\\n'; done", quick(2s));
  EXPECT_EQ(engine.send("name").exchange, Exchange::Desync);
}

TEST(GTP_EngineProcess, AStopRequestEndsTheWait) {
  std::atomic<bool> stop{false};
  EngineOptions o = quick(30s);
  o.stop = &stop;
  EngineProcess engine("sleep 30", o);
  stop = true;
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(engine.send("name").exchange, Exchange::Stopped);
  EXPECT_LT(std::chrono::steady_clock::now() - start, 2s);
}

}  // namespace
}  // namespace kospec::gtp
