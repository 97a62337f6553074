// The referee's tournament and GoGui commands: final_score, the handicap commands, trymove/popgo,
// gogui-analyze_commands, the board size GoGui parses; a refused play changes nothing; reading
// after a self-capture.
#include <gtest/gtest.h>

#include "rules/ruleset.h"
#include "tools/gtp/gtp_engine.h"

namespace kospec::gtp {
namespace {

class Session {
 public:
  explicit Session(const char* ruleset, SelfCapture suicide = SelfCapture::Forbidden)
      : engine_(parse_ruleset(ruleset, suicide)) {}
  std::string send(const std::string& line) {
    auto command = parse_command(line);
    return command ? engine_.execute(*command) : "";
  }

 private:
  Engine engine_;
};

TEST(GTP_Referee, ARefusedPlayChangesNothing) {
  // White is to move; Black's out-of-turn play on an occupied point is refused, and the pass the
  // referee would have inserted for White is not left behind.
  Session s("simple-ko");
  ASSERT_EQ(s.send("boardsize 5"), "=\n\n");
  ASSERT_EQ(s.send("play b c3"), "=\n\n");
  EXPECT_EQ(s.send("play b c3").substr(0, 16), "? illegal move: ");
  EXPECT_EQ(s.send("gogui-rules_side_to_move"), "= white\n\n");
  EXPECT_EQ(s.send("undo"), "=\n\n");  // one ply only: B C3
  EXPECT_EQ(s.send("undo"), "? cannot undo\n\n");
}

TEST(GTP_Referee, FinalScoreByAreaWithKomi) {
  // 5x5: Black C3 and B2, White D4; one empty region touches both colours (neutral). Black 2,
  // White 1: B+1 with komi 0, 0 (jigo) with komi 1, W+0.5 with komi 1.5.
  Session s("simple-ko");
  for (const char* line : {"boardsize 5", "play b c3", "play w d4", "play b b2"})
    ASSERT_EQ(s.send(line), "=\n\n") << line;
  EXPECT_EQ(s.send("komi 0"), "=\n\n");
  EXPECT_EQ(s.send("final_score"), "= B+1\n\n");
  EXPECT_EQ(s.send("komi 1"), "=\n\n");
  EXPECT_EQ(s.send("final_score"), "= 0\n\n");
  EXPECT_EQ(s.send("komi 1.5"), "=\n\n");
  EXPECT_EQ(s.send("final_score"), "= W+0.5\n\n");
}

TEST(GTP_Referee, FixedHandicapFollowsTheGtpTable) {
  // GTP 2, section 4.1.1: the 19x19 placements, in the order the specification lists them.
  Session s("simple-ko");
  EXPECT_EQ(s.send("fixed_handicap 9"), "= D4 Q16 D16 Q4 D10 Q10 K4 K16 K10\n\n");
  EXPECT_EQ(s.send("gogui-rules_side_to_move"), "= white\n\n");
  EXPECT_EQ(s.send("fixed_handicap 2"), "? board not empty\n\n");
  EXPECT_EQ(s.send("clear_board"), "=\n\n");
  EXPECT_EQ(s.send("fixed_handicap 3"), "= D4 Q16 D16\n\n");
  EXPECT_EQ(s.send("clear_board"), "=\n\n");
  EXPECT_EQ(s.send("fixed_handicap 10"), "? invalid number of stones\n\n");
  // Below 13x13 the stones are on the third line; even sizes take at most 4.
  EXPECT_EQ(s.send("boardsize 9"), "=\n\n");
  EXPECT_EQ(s.send("fixed_handicap 5"), "= C3 G7 C7 G3 E5\n\n");
  EXPECT_EQ(s.send("boardsize 8"), "=\n\n");
  EXPECT_EQ(s.send("fixed_handicap 5"), "? invalid number of stones\n\n");
  EXPECT_EQ(s.send("boardsize 5"), "=\n\n");
  EXPECT_EQ(s.send("fixed_handicap 2"), "? invalid number of stones\n\n");
}

TEST(GTP_Referee, SetFreeHandicapIsASetupWithWhiteToMove) {
  Session s("simple-ko");
  ASSERT_EQ(s.send("boardsize 9"), "=\n\n");
  EXPECT_EQ(s.send("set_free_handicap C3 G7"), "=\n\n");
  EXPECT_EQ(s.send("gogui-rules_side_to_move"), "= white\n\n");
  EXPECT_EQ(s.send("is_legal w c3"), "= 0\n\n");
  EXPECT_EQ(s.send("undo"), "? cannot undo\n\n");  // setup, not plies
  EXPECT_EQ(s.send("clear_board"), "=\n\n");
  EXPECT_EQ(s.send("set_free_handicap C3 C3").substr(0, 16), "? bad vertex lis");
  EXPECT_EQ(s.send("set_free_handicap C3").substr(0, 16), "? bad vertex lis");
}

TEST(GTP_Referee, TrymoveAndPopgo) {
  Session s("simple-ko");
  ASSERT_EQ(s.send("boardsize 5"), "=\n\n");
  EXPECT_EQ(s.send("trymove w c3"), "=\n\n");  // out of turn: Black's pass goes with it
  EXPECT_EQ(s.send("trymove b c3").substr(0, 16), "? illegal move: ");
  EXPECT_EQ(s.send("gogui-rules_board"),
            "= . . . . .\n. . . . .\n. . O . .\n. . . . .\n. . . . .\n\n");
  EXPECT_EQ(s.send("popgo"), "=\n\n");
  EXPECT_EQ(s.send("gogui-rules_side_to_move"), "= black\n\n");
  EXPECT_EQ(s.send("undo"), "? cannot undo\n\n");
  EXPECT_EQ(s.send("popgo"), "? Stack empty.\n\n");
}

TEST(GTP_Referee, AnalyzeCommandsAndTheBoardSizeGoGuiParses) {
  Session s("simple-ko");
  const std::string analyze = s.send("gogui-analyze_commands");
  EXPECT_EQ(analyze.substr(0, 32), "= plist/Legal moves/all_legal %c");
  EXPECT_NE(analyze.find("string/Explain move/kospec-explain_move %c %p"), std::string::npos);
  EXPECT_EQ(s.send("gogui-rules_board_size"), "= 19\n\n");  // one integer: Integer.parseInt
  ASSERT_EQ(s.send("boardsize 4 3"), "=\n\n");
  EXPECT_EQ(s.send("gogui-rules_board_size").substr(0, 21), "? rectangular board 4");
}

TEST(GTP_Referee, TwoPassesEndTheGameAndUndoResumesIt) {
  // Two passes end the game (PASS.end): GoGui's rules arbiter is told so (no legal moves) and the
  // result is the area count. GTP has no end of game (GNU Go 3.8 and Leela Zero accept a play
  // after two passes); the referee refuses it, as every move after the end is illegal (TURN), and
  // a controller that wants play to go on takes the last pass back with undo. 5x5, komi 0: the
  // empty board is a draw (0 to 0); a lone white stone at C3 owns the whole board, W+25.
  Session s("simple-ko");
  for (const char* line : {"boardsize 5", "komi 0", "play b pass", "play w pass"})
    ASSERT_EQ(s.send(line), "=\n\n") << line;
  EXPECT_EQ(s.send("gogui-rules_legal_moves"), "=\n\n");
  EXPECT_EQ(s.send("gogui-rules_final_result"), "= draw\n\n");
  EXPECT_EQ(s.send("play b c3"), "? illegal move: the game is over\n\n");
  EXPECT_EQ(s.send("is_legal b c3"), "= 0\n\n");
  EXPECT_EQ(s.send("undo"), "=\n\n");  // White's pass
  EXPECT_EQ(s.send("gogui-rules_final_result"), "= unknown\n\n");
  EXPECT_EQ(s.send("play w c3"), "=\n\n");
  EXPECT_EQ(s.send("play b pass"), "=\n\n");
  EXPECT_EQ(s.send("play w pass"), "=\n\n");
  EXPECT_EQ(s.send("gogui-rules_final_result"), "= white\n\n");
  EXPECT_EQ(s.send("final_score"), "= W+25\n\n");
}

TEST(GTP_Referee, ReadingAfterASelfCapture) {
  // Self-capture allowed (--suicide all). White C3 is in atari (C4, B3, D3 black; liberty C2);
  // Black then self-captures at A1 (B1 and A2 white). Attacking C3 at C2 still captures it.
  Session s("simple-ko", SelfCapture::All);
  ASSERT_EQ(s.send("boardsize 5"), "=\n\n");
  for (const char* line : {"play w b1", "play w a2", "play w c3", "play b c4", "play b b3",
                           "play b d3", "play b a1"}) {
    ASSERT_EQ(s.send(line), "=\n\n") << line;
  }
  EXPECT_EQ(s.send("gogui-rules_board").substr(42, 9), ". O . . .");  // A1 empty again
  EXPECT_EQ(s.send("attack C3"), "= 1 C2\n\n");
  EXPECT_EQ(s.send("defend C3"), "= 1 C2\n\n");
}

TEST(GTP_Referee, A1BaseDepthFourIsBoundedToSmallBoards) {
  // A1.base(depth=4) searches points^3 continuations per capture on the whole board (22 s for one
  // capture on 19x19): it is refused on boards above 81 points, and the refusal changes neither
  // ruleset nor game. A1(depth=4), reading A1.local, searches the capture's region: any board.
  Session s("simple-ko");
  ASSERT_EQ(s.send("play b d4"), "=\n\n");
  EXPECT_EQ(s.send("kospec-ruleset cycle-sets+A1.base(depth=4)").substr(0, 35),
            "? A1.base(depth=4) on a 19x19 board");
  EXPECT_EQ(s.send("kospec-ruleset"), "= simple-ko\n\n");
  EXPECT_EQ(s.send("gogui-rules_side_to_move"), "= white\n\n");
  EXPECT_EQ(s.send("kospec-ruleset cycle-sets+A1(depth=4)"), "=\n\n");
  ASSERT_EQ(s.send("boardsize 9"), "=\n\n");
  EXPECT_EQ(s.send("kospec-ruleset cycle-sets+A1.base(depth=4)"), "=\n\n");
  EXPECT_EQ(s.send("boardsize 10").substr(0, 35), "? A1.base(depth=4) on a 10x10 board");
  EXPECT_EQ(s.send("gogui-rules_board_size"), "= 9\n\n");
}

}  // namespace
}  // namespace kospec::gtp
