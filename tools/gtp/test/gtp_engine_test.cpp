// A scripted GTP session against the referee engine; every expected response worked by hand.
#include <gtest/gtest.h>

#include "rules/ruleset.h"
#include "tools/gtp/gtp_engine.h"

namespace kospec::gtp {
namespace {

class Session {
 public:
  explicit Session(const char* ruleset) : engine_(parse_ruleset(ruleset, SelfCapture::Forbidden)) {}
  std::string send(const std::string& line) {
    auto command = parse_command(line);
    return command ? engine_.execute(*command) : "";
  }
  Engine& engine() { return engine_; }

 private:
  Engine engine_;
};

// Builds the simple ko shape on a 4x3 board with alternating plays (Black passes once) and lets
// Black take the ko:
//   A B C D
// 3 . X O .
// 2 X . X O      after B C2 captured B2
// 1 . X O .
void build_ko(Session& s) {
  for (const char* line : {"boardsize 4 3", "play b b3", "play w c3", "play b a2", "play w b2",
                           "play b b1", "play w d2", "play b pass", "play w c1", "play b c2"}) {
    ASSERT_EQ(s.send(line), "=\n\n") << line;
  }
}

TEST(GTP_Engine, ProtocolBasics) {
  Session s("simple-ko");
  EXPECT_EQ(s.send("protocol_version"), "= 2\n\n");
  EXPECT_EQ(s.send("7 name"), "=7 kospec\n\n");
  EXPECT_EQ(s.send("known_command all_legal"), "= true\n\n");
  EXPECT_EQ(s.send("known_command genmove"), "= false\n\n");
  EXPECT_EQ(s.send("frobnicate"), "? unknown command\n\n");
  EXPECT_EQ(s.send("12 frobnicate"), "?12 unknown command\n\n");
  EXPECT_EQ(s.send("boardsize 30"), "? unacceptable size\n\n");
  EXPECT_EQ(s.send("boardsize x"), "? syntax error: board size\n\n");
  EXPECT_EQ(s.send("# a comment only"), "");
  EXPECT_EQ(s.send("   "), "");
  EXPECT_EQ(s.send("play"), "? syntax error: usage: play COLOR VERTEX\n\n");
  EXPECT_EQ(s.send("play purple a1").substr(0, 14), "? syntax error");
  EXPECT_EQ(s.send("play b z99").substr(0, 14), "? syntax error");
  EXPECT_EQ(s.send("undo"), "? cannot undo\n\n");
  EXPECT_NE(s.send("list_commands").find("gogui-rules_final_result"), std::string::npos);
  EXPECT_EQ(s.send("quit"), "=\n\n");
  EXPECT_TRUE(s.engine().quit_requested());
}

TEST(GTP_Engine, KoRefereeing) {
  Session s("simple-ko");
  build_ko(s);
  // White may not retake at B2 at once (KO). Legal for White: D3 and D1 join white strings;
  // A3 and A1 would be self-captures (A2, B3, B1 keep the liberty B2).
  EXPECT_EQ(s.send("is_legal w b2"), "= 0\n\n");
  EXPECT_EQ(s.send("play w b2").substr(0, 20), "? illegal move: KO: ");
  EXPECT_EQ(s.send("all_legal white"), "= D3 D1\n\n");
  EXPECT_EQ(s.send("gogui-rules_side_to_move"), "= white\n\n");
  EXPECT_EQ(s.send("gogui-rules_legal_moves"), "= D3 D1 pass\n\n");
  EXPECT_EQ(s.send("gogui-rules_captured_count"), "= 1 0\n\n");
  EXPECT_EQ(s.send("gogui-rules_board"), "= . X O .\nX . X O\n. X O .\n\n");
  EXPECT_EQ(s.send("gogui-rules_board_size").substr(0, 21), "? rectangular board 4");
  EXPECT_EQ(s.send("gogui-rules_game_id"), "= Go\n\n");
  EXPECT_EQ(s.send("gogui-rules_final_result"), "= unknown\n\n");
  // Under no-ko the retake is legal; after it the white stone is back on B2.
  Session free("no-ko");
  build_ko(free);
  EXPECT_EQ(free.send("is_legal w b2"), "= 1\n\n");
  EXPECT_EQ(free.send("play w b2"), "=\n\n");
  EXPECT_EQ(free.send("gogui-rules_board"), "= . X O .\nX O . O\n. X O .\n\n");
  EXPECT_EQ(free.send("undo"), "=\n\n");
  EXPECT_EQ(free.send("gogui-rules_board"), "= . X O .\nX . X O\n. X O .\n\n");
}

TEST(GTP_Engine, FinalResultByAreaAfterTwoPasses) {
  // After the ko capture both pass. Black: 4 stones and A3, B2, A1 (touching black only) = 7.
  // White: 3 stones and D3, D1 = 5. Black leads by 2.
  Session s("simple-ko");
  build_ko(s);
  EXPECT_EQ(s.send("play w pass"), "=\n\n");
  EXPECT_EQ(s.send("play b pass"), "=\n\n");
  EXPECT_EQ(s.send("komi 0"), "=\n\n");
  EXPECT_EQ(s.send("gogui-rules_final_result"), "= black\n\n");
  EXPECT_EQ(s.send("komi 2"), "=\n\n");
  EXPECT_EQ(s.send("gogui-rules_final_result"), "= draw\n\n");
  EXPECT_EQ(s.send("komi 2.5"), "=\n\n");
  EXPECT_EQ(s.send("gogui-rules_final_result"), "= white\n\n");
  EXPECT_EQ(s.send("gogui-rules_legal_moves"), "=\n\n");
}

TEST(GTP_Engine, LoadsgfGivesThePositionBeforeMoveN) {
  Session s("positional-superko");
  EXPECT_EQ(s.send("loadsgf corpus/games/gnugo-selfplay-9x9.sgf 3"), "= black\n\n");
  // Before move 3, two stones are on the board (moves 1 and 2: B G6 and W C7).
  EXPECT_EQ(s.send("gogui-rules_captured_count"), "= 0 0\n\n");
  const std::string board = s.send("gogui-rules_board");
  EXPECT_EQ(std::count(board.begin(), board.end(), 'X'), 1);
  EXPECT_EQ(std::count(board.begin(), board.end(), 'O'), 1);
  EXPECT_EQ(s.send("loadsgf no/such/file.sgf").substr(0, 20), "? cannot load file: ");
}

TEST(GTP_Engine, AttackAndDefendWithGnuGoAnswerCodes) {
  // gnugo-reading.texi, the ko5 example: "H1 attacks L1 unconditionally" and "K2 defends it with
  // KO_A"; the answers are GNU Go's GTP codes (1 WIN, 2 KO_A) followed by the move. The reader
  // follows GNU Go 3.8, which answers the attack on this reconstruction of the diagram with KO_A at
  // H1 (corpus/reading/manifest.json; reading/test/gnugo_oracle_test.cpp asks the installed GNU Go).
  Session s("simple-ko");
  EXPECT_EQ(s.send("loadsgf corpus/reading/ko5.sgf"), "= black\n\n");
  EXPECT_EQ(s.send("attack L1"), "= 2 H1\n\n");
  EXPECT_EQ(s.send("defend L1"), "= 2 K2\n\n");
  EXPECT_EQ(s.send("attack A19").substr(0, 1), "?");  // an empty point
}

}  // namespace
}  // namespace kospec::gtp
