// `kospec gtp` as the referee of gogui-twogtp -referee: the exact commands twogtp sends to its
// referee (GoGui's tools/twogtp/Program.java and gtp/GtpSynchronizer.java): protocol_version,
// name, version and list_commands at start; boardsize, clear_board, set_free_handicap (used when
// list_commands has it) and komi for each game; play for every move; final_score at the end
// (Program.getResult); quit. Run on the binary, through kospec's GTP client, without ids as
// GoGui's client sends none.
#include <gtest/gtest.h>

#include "tools/gtp_client/engine_process.h"

namespace kospec::gtp {
namespace {

TEST(GTP_TwogtpReferee, AHandicapGameScriptedAsTwogtpSendsIt) {
  EngineOptions o;
  o.ids = false;
  EngineProcess referee(std::string(KOSPEC_BINARY) + " gtp --ruleset positional-superko", o);
  auto ok = [&](const std::string& command) {
    const Response r = referee.send(command);
    EXPECT_EQ(r.exchange, Exchange::Success) << command << ": " << r.text;
    return r.text;
  };
  EXPECT_EQ(ok("protocol_version"), "2");
  EXPECT_EQ(ok("name"), "kospec");
  ok("version");
  const std::string commands = ok("list_commands");
  for (const char* needed : {"\nset_free_handicap\n", "\nfinal_score\n", "\nundo\n", "\nkomi\n"})
    EXPECT_NE(("\n" + commands + "\n").find(needed), std::string::npos) << needed;
  ok("boardsize 9");
  ok("clear_board");
  ok("set_free_handicap C3 G7");  // GoGui's two handicap stones on 9x9
  ok("komi 0.5");
  ok("play W E5");
  ok("play B C7");
  // A move the referee refuses ends twogtp's game with an error: occupied, and nothing changes.
  EXPECT_EQ(referee.send("play W C7").exchange, Exchange::Failure);
  ok("play W PASS");
  ok("play B PASS");
  // Black C3 G7 C7, White E5; the one empty region reaches both (neutral): 3 - 1 - 0.5.
  EXPECT_EQ(ok("final_score"), "B+1.5");
  ok("quit");
}

}  // namespace
}  // namespace kospec::gtp
