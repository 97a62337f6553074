// The reader on positions worked by hand (each also answered the same way by GNU Go 3.8 over GTP:
// `attack`/`defend`, codes noted beside the hand analysis).
#include "reading/reader.h"

#include <gtest/gtest.h>

#include "spec/diagram.h"
#include "spec/error.h"

namespace kospec::reading {
namespace {

Point at(const Graph& g, const char* name) { return *g.parse_name(name); }

// The documented defaults (gnugo-reading.texi: depth 16, backfill_depth 12, fourlib_depth 7; GNU Go
// 3.8's --help for the two the texi leaves without a number: branch_depth 13, ko_depth 8).
TEST(READING_Reader, LimitsHaveTheManualDefaults) {
  const ReadingLimits l;
  EXPECT_EQ(l.depth, 16);
  EXPECT_EQ(l.backfill_depth, 12);
  EXPECT_EQ(l.fourlib_depth, 7);
  EXPECT_EQ(l.branch_depth, 13);
  EXPECT_EQ(l.ko_depth, 8);
}

// A simple ko, black to capture first (5x5, upper rows empty):
//   A B C D E
// 3 . X O . .
// 2 X O . O .
// 1 . X O . .
// White B2 has one liberty, C2. Black C2 captures it and is then a lone stone with one liberty,
// B2: a ko that white may retake only after a threat. Black gets the first ko capture: KO_A at C2
// (GNU Go: "= 2 C2"). White to move connects at C2: B2 C2 C3 D2 C1 have liberties C4 D3 E2 D1,
// four liberties in open space: WIN (GNU Go: "= 1", at A1 or C2).
TEST(READING_Reader, KoCapturedFirstIsKoA) {
  Diagram d = parse_diagram(".....\n.....\n.XO..\nXO.O.\n.XO..");
  FastBoard b(d.graph, d.config);
  Reader r(b);
  const ReadResult a = r.attack(at(d.graph, "B2"));
  EXPECT_EQ(a.code, ReadCode::KoA);
  EXPECT_EQ(a.move, at(d.graph, "C2"));
  const ReadResult f = r.find_defense(at(d.graph, "B2"));
  EXPECT_EQ(f.code, ReadCode::Win);
  EXPECT_EQ(b.depth(), 0U);
  b.check_consistency();
}

// The same ko just after white's capture: the position above with a black stone on C2 and B2
// empty, then white B2 captures C2. Black may not retake at C2 at once: black needs the first ko
// threat, KO_B at C2 (GNU Go: "= 3 C2"; attack1's "Illegal ko capture ... KO_B").
TEST(READING_Reader, KoBannedForTheAttackerIsKoB) {
  Diagram d = parse_diagram(".....\n.....\n.XO..\nX.XO.\n.XO..");
  FastBoard b(d.graph, d.config);
  ASSERT_TRUE(b.play(at(d.graph, "B2"), Player::White));
  ASSERT_TRUE(b.ko().has_value());
  Reader r(b);
  const ReadResult a = r.attack(at(d.graph, "B2"));
  EXPECT_EQ(a.code, ReadCode::KoB);
  EXPECT_EQ(a.move, at(d.graph, "C2"));
  EXPECT_EQ(b.depth(), 1U);
}

// A ladder against the edge (7x7; rows 7..4 empty):
// 3 . . . X . . .
// 2 . . X O . . .
// 1 . . . . . . .
// White D2 has liberties E2 and D1. Black E2; white D1 (D2 D1: C1 E1); black E1 (or C1); white
// C1 (D2 D1 C1: B1 only, since C2 is black); black B1 captures. White has no capture on the way
// (E2 has E3 F2; the other black stones have three liberties). WIN (GNU Go: "= 1 E2").
TEST(READING_Reader, LadderOnTheEdgeIsWin) {
  Diagram d = parse_diagram(".......\n.......\n.......\n.......\n...X...\n..XO...\n.......");
  FastBoard b(d.graph, d.config);
  Reader r(b);
  const ReadResult a = r.attack(at(d.graph, "D2"));
  ASSERT_EQ(a.code, ReadCode::Win);
  ASSERT_TRUE(a.move);
  // After the attacking move, the defender finds nothing.
  ASSERT_TRUE(b.play(*a.move, Player::Black));
  EXPECT_EQ(r.find_defense(at(d.graph, "D2")).code, ReadCode::Lose);
}

// GNU Go's own example of a proper snapback (attack1's comment), on a 5x5 board with two empty
// rows on top:
// 3 X X X X O
// 2 X O . X O
// 1 X O X O O
// Black C1 has one liberty, C2. White C2 captures it, but white B2 B1 C2 then has one liberty, C1,
// and black C1 takes three stones and keeps two liberties: "Proper snapback, attack fails." White
// has no other way (B2 B1 is itself in atari at C2): 0 (GNU Go: "= 0").
TEST(READING_Reader, ProperSnapbackDefeatsTheAttack) {
  Diagram d = parse_diagram(".....\n.....\nXXXXO\nXO.XO\nXOXOO");
  FastBoard b(d.graph, d.config);
  Reader r(b);
  EXPECT_EQ(r.attack(at(d.graph, "C1")).code, ReadCode::Lose);
  EXPECT_EQ(r.find_defense(at(d.graph, "C1")).code, ReadCode::Win);
}

// "A string with five liberties is always considered alive": attack() answers 0 without reading.
TEST(READING_Reader, FiveLibertiesAreAlive) {
  Diagram d = parse_diagram(".....\n.....\n.XX..\n.....\n.....");
  FastBoard b(d.graph, d.config);
  Reader r(b);
  const ReadResult a = r.attack(at(d.graph, "B3"));
  EXPECT_EQ(a.code, ReadCode::Lose);
  EXPECT_EQ(a.nodes, 0U);
  EXPECT_EQ(r.find_defense(at(d.graph, "B3")).code, ReadCode::Win);
}

TEST(READING_Reader, ReadingAnEmptyPointIsAPreconditionError) {
  Diagram d = parse_diagram("...\n...");
  FastBoard b(d.graph, d.config);
  Reader r(b);
  EXPECT_THROW(r.attack(at(d.graph, "B2")), PreconditionError);
}

// The trace of a KO_B defence holds the conditional capture, its clause and the komaster change.
// The position of corpus/reading/ko_threat_first.sgf: white has just captured at B2 and black may
// not retake at C2 at once. Black B1 is in atari; extending at A1 leaves A1 A2 B1 with the one
// liberty A3, so black's defence is to capture B2 by retaking the ko at C2, which needs a ko threat
// first: KO_B at C2 (GNU Go 3.8: defend B1 = 3 C2). The retake is a conditional capture (tryko)
// that makes black komaster with kom_pos B2, the captured stone (K5.1b).
TEST(READING_Reader, TraceRecordsConditionalCapturesAndKomasterChanges) {
  Diagram d = parse_diagram(".....\n.....\n.XO..\nX.XO.\n.XO..");
  FastBoard b(d.graph, d.config);
  ASSERT_TRUE(b.play(at(d.graph, "B2"), Player::White));
  Reader r(b);
  ReadTrace trace;
  r.set_trace(&trace);
  const ReadResult defence = r.find_defense(at(d.graph, "B1"));
  EXPECT_EQ(defence.code, ReadCode::KoB);
  EXPECT_EQ(defence.move, at(d.graph, "C2"));
  ASSERT_GE(trace.nodes().size(), 2U);
  const ReadTrace::Node& first = trace.nodes()[1];
  EXPECT_EQ(first.move, Move::play(Player::Black, at(d.graph, "C2")));
  bool conditional = false;
  bool change = false;
  bool generator = false;
  for (const std::string& line : first.comments) {
    conditional = conditional || (line.find("conditional ko capture") != std::string::npos &&
                                  line.find("K5.1b") != std::string::npos);
    change =
        change || line.find("komaster EMPTY -> komaster BLACK kom_pos B2") != std::string::npos;
    generator = generator || line == "defend1: break_chain";  // the generator that proposed it
  }
  EXPECT_TRUE(conditional);
  EXPECT_TRUE(change);
  EXPECT_TRUE(generator);
}

}  // namespace
}  // namespace kospec::reading
