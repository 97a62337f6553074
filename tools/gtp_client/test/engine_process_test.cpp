// The GTP client survives engines that crash, hang or answer garbage; and talks to GNU Go 3.8.
#include <gtest/gtest.h>

#include "tools/gtp_client/engine_process.h"

namespace kospec::gtp {
namespace {

using namespace std::chrono_literals;

TEST(GTP_EngineProcess, TalksToGnuGo) {
  EngineProcess gnugo(gnugo_command(), 10s);
  const Response version = gnugo.send("protocol_version");
  EXPECT_EQ(version.exchange, Exchange::Success);
  EXPECT_EQ(version.text, "2");  // GTP version 2 (GNU Go 3.8 documentation)
  const Response bad = gnugo.send("play black Z99");
  EXPECT_EQ(bad.exchange, Exchange::Failure);
}

TEST(GTP_EngineProcess, AnEngineThatExitsIsACrash) {
  EngineProcess engine("read line; exit 3", 2s);
  EXPECT_EQ(engine.send("name").exchange, Exchange::Crashed);
  engine.restart();
  EXPECT_EQ(engine.send("name").exchange, Exchange::Crashed);  // and again after a restart
}

TEST(GTP_EngineProcess, AnEngineThatHangsTimesOut) {
  EngineProcess engine("sleep 30", 200ms);
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(engine.send("name").exchange, Exchange::TimedOut);
  EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
}

TEST(GTP_EngineProcess, AnEngineThatAnswersGarbage) {
  EngineProcess engine("while read line; do echo hello; echo; done", 2s);
  const Response r = engine.send("name");
  EXPECT_EQ(r.exchange, Exchange::Garbage);
  EXPECT_EQ(r.text, "hello");
}

TEST(GTP_EngineProcess, ResponsesWithIdsAndSeveralLines) {
  // A well-formed multi-line response with an id, as GTP 2 section 3.4 allows.
  EngineProcess engine("while read line; do printf '=5 a\\nb\\n\\n'; done", 2s);
  const Response r = engine.send("5 list_commands");
  EXPECT_EQ(r.exchange, Exchange::Success);
  EXPECT_EQ(r.text, "a\nb");
}

}  // namespace
}  // namespace kospec::gtp
