// The campaign's parts on hand-worked positions: GTP answers, the ko scan, the minimizer, the exact
// judge and the saved case files. No engine is needed here (campaign_gnugo_test.cpp runs GNU Go).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "sgf/sgf_file.h"
#include "spec/diagram.h"
#include "tools/reading_campaign/case_file.h"
#include "tools/reading_campaign/deeper_judge.h"
#include "tools/reading_campaign/judge.h"
#include "tools/reading_campaign/ko_scan.h"
#include "tools/reading_campaign/minimize.h"

namespace kospec::reading::campaign {
namespace {

Point at(const Graph& g, const char* name) { return *g.parse_name(name); }

// A corner: black B5 and A4 share their last liberty A5, white around them.
constexpr const char* kCorner =
    ".XO..\n"
    "XOO..\n"
    "OO...\n"
    ".....\n"
    ".....";
// An open board: a lone black E5 with four liberties.
constexpr const char* kOpen =
    ".........\n.........\n.........\n.........\n....X....\n.........\n.........\n"
    ".........\n.........";

ReadingPosition position_of(const char* diagram) {
  const Diagram d = parse_diagram(diagram);
  return ReadingPosition{d.graph, d.config, std::nullopt, Player::Black};
}

TEST(READING_Campaign, ParsesGtpAttackAndDefendAnswers) {
  const Graph g = Graph::grid(9, 9);
  const std::optional<Answer> zero = parse_answer("0", g);
  ASSERT_TRUE(zero);
  EXPECT_EQ(zero->code, ReadCode::Lose);
  EXPECT_FALSE(zero->move);
  const std::optional<Answer> ko = parse_answer("2 C3", g);
  ASSERT_TRUE(ko);
  EXPECT_EQ(ko->code, ReadCode::KoA);
  EXPECT_EQ(ko->move, at(g, "C3"));
  EXPECT_EQ(ko->text(g), "2 C3");
  EXPECT_FALSE(parse_answer("4", g));        // not a result code
  EXPECT_FALSE(parse_answer("1 Z9", g));     // not a point of a 9x9 board
  EXPECT_FALSE(parse_answer("1 C3 D4", g));  // more than a code and a move
  EXPECT_FALSE(parse_answer("black", g));
}

// A ko shape in the lower left corner and a lone stone far away. Black C1 would be a ko capture:
// all its neighbours are white (B1 D1 C2) and it takes exactly one stone, white B1, whose only
// liberty it is. So a ko is next to white B1 and white D1 (C1 is their liberty), and next to black
// A1 (a string next to white B1). Black's G7 has nothing of it.
TEST(READING_Campaign, FindsTheKoNextToAString) {
  const ReadingPosition p = position_of(
      ".........\n"
      ".........\n"
      "......X..\n"
      ".........\n"
      ".........\n"
      ".........\n"
      ".........\n"
      ".XO......\n"
      "XO.O.....");
  const Graph& g = p.graph;
  const FastBoard b = p.board();
  EXPECT_TRUE(ko_next_to(b, at(g, "B1")));
  EXPECT_TRUE(ko_next_to(b, at(g, "D1")));
  EXPECT_TRUE(ko_next_to(b, at(g, "A1")));
  EXPECT_FALSE(ko_next_to(b, at(g, "G7")));
  // Strings read: every string with at most four liberties, the far black stone too.
  const std::vector<ScannedString> s = strings_to_read(b);
  ASSERT_FALSE(s.empty());
  bool g7 = false;
  for (const ScannedString& x : s) g7 = g7 || (x.origin == at(g, "G7") && !x.ko_nearby);
  EXPECT_TRUE(g7);
}

// The minimizer removes every string the predicate does not need, never the string read.
TEST(READING_Campaign, MinimizeKeepsOnlyWhatTheDisagreementNeeds) {
  const ReadingPosition p = position_of(
      "X.......O\n"
      ".........\n"
      "..O...X..\n"
      ".........\n"
      "....X....\n"
      "...XO....\n"
      ".........\n"
      ".O.....X.\n"
      "X.......O");
  const Graph& g = p.graph;
  const ReadingCase c{p, Question::Attack, at(g, "E4")};
  const Point needed = at(g, "H2");
  const Minimized m = minimize(c, [&](const ReadingCase& t) {
    return t.position.before.at(needed) == Color::Black &&
           t.position.before.at(at(g, "E4")) == Color::White;
  });
  const Configuration& left = m.reading_case.position.before;
  EXPECT_EQ(left.at(at(g, "E4")), Color::White);
  EXPECT_EQ(left.at(needed), Color::Black);
  EXPECT_EQ(left.count(Color::Empty), g.size() - 2);
  EXPECT_EQ(m.removed, 9U);  // the eleven strings but E4 and H2
}

// A closed corner: black B5 and A4 are both in atari with the one liberty A5, inside a white wall
// (C5 C4 B4 B3 A3, five liberties outside). White A5 captures both (attack WIN); black A5 would
// be suicide, so black cannot defend (0). An open string is not judged.
TEST(READING_Campaign, JudgesAClosedCornerAndNotAnOpenString) {
  const ReadingPosition corner = position_of(kCorner);
  const ExactVerdict v = judge_exactly(corner, at(corner.graph, "B5"));
  ASSERT_TRUE(v.judged) << v.why_not;
  EXPECT_EQ(v.attack, ReadCode::Win);
  EXPECT_EQ(v.defend, ReadCode::Lose);
  EXPECT_EQ(v.empty_points, 1U);
  const ReadingPosition open = position_of(kOpen);
  const ExactVerdict w = judge_exactly(open, at(open.graph, "E5"));
  EXPECT_FALSE(w.judged);
  EXPECT_NE(w.why_not.find("open"), std::string::npos);
}

// A saved case is a GNU Go regression test: the .tst loads the .sgf and asks the question, with
// the exact class as the expected answer when the exact search judged it.
TEST(READING_Campaign, CaseFileIsAGnuGoRegressionTest) {
  const ReadingPosition corner = position_of(kCorner);
  const Graph& g = corner.graph;
  Disagreement d{.number = 7,
                 .source = "a test",
                 .reading_case = ReadingCase{corner, Question::Attack, at(g, "B5")},
                 .kospec = {},
                 .gnugo = {},
                 .exact = {},
                 .deeper = {}};
  d.kospec = Answer{ReadCode::Win, at(g, "A5"), 3};
  d.gnugo = Answer{ReadCode::KoA, at(g, "A5"), 3};
  d.exact = judge_exactly(corner, at(g, "B5"));
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "kospec_case_test";
  std::filesystem::remove_all(dir);
  const std::filesystem::path tst = write_case(d, dir);
  EXPECT_EQ(tst.filename(), "007.tst");
  std::ifstream in(tst);
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_NE(text.str().find("\nloadsgf 007.sgf\n7 attack B5\n#? [1 A5]\n"), std::string::npos)
      << text.str();
  EXPECT_EQ(d.verdict(), "kospec");
  const sgf::SgfGame saved = sgf::read_game_file((dir / "007.sgf").string());
  EXPECT_EQ(saved.setup.initial, corner.before);
  EXPECT_TRUE(saved.moves.empty());
}

// What a move achieves, by kospec's reader, in the corner above: black B5 and A4 share their last
// liberty A5. White A5 captures both (attack: WIN); black A5 would leave B5-A4-A5 with no liberty
// and capture nothing, suicide (defend: no such move). Far away, white G7 next to a lone black E5
// (four liberties) captures nothing: black answers and lives (attack: 0).
TEST(READING_Campaign, KospecAchievedReadsOnePlyDeeper) {
  const ReadingPosition corner = position_of(kCorner);
  const Graph& g = corner.graph;
  EXPECT_EQ(
      kospec_achieved(corner, Question::Attack, at(g, "B5"), at(g, "A5"), KoScheme::Scheme5, {}),
      ReadCode::Win);
  EXPECT_EQ(
      kospec_achieved(corner, Question::Defend, at(g, "B5"), at(g, "A5"), KoScheme::Scheme5, {}),
      std::nullopt);
  const ReadingPosition open = position_of(kOpen);
  EXPECT_EQ(kospec_achieved(open, Question::Attack, at(open.graph, "E5"), at(open.graph, "E4"),
                            KoScheme::Scheme5, {}),
            ReadCode::Lose);
}

// The deeper judge with a lying reader (an injected fault). Open board: a lone black E5 with four
// liberties cannot be captured by white E4 (black extends, hand-worked above); a reader claiming
// "attack E5: 1 E4" is refuted when both readers (here kospec's, as the honest one) read after E4.
// Corner: a reader saying "attack B5: 0" against "1 A5" is wrong, and both readers confirm A5.
TEST(READING_Campaign, DeeperJudgeUpholdsWhatBothReadersSeeAfterTheClaimedMove) {
  const ReadingPosition open = position_of(kOpen);
  const Graph& g = open.graph;
  const Achieved honest = [&](Point m) {
    return kospec_achieved(open, Question::Attack, at(g, "E5"), m, KoScheme::Scheme5, {});
  };
  const DeeperVerdict refuted =
      judge_deeper(g, Answer{ReadCode::Lose, std::nullopt, 0},
                   Answer{ReadCode::Win, at(g, "E4"), 0}, honest, honest, "liar");
  ASSERT_TRUE(refuted.judged) << refuted.detail;
  EXPECT_EQ(refuted.right, "kospec");
  EXPECT_EQ(refuted.truth, ReadCode::Lose);
  EXPECT_NE(refuted.detail.find("refute liar"), std::string::npos) << refuted.detail;

  const ReadingPosition corner = position_of(kCorner);
  const Graph& c = corner.graph;
  const Achieved reads = [&](Point m) {
    return kospec_achieved(corner, Question::Attack, at(c, "B5"), m, KoScheme::Scheme5, {});
  };
  const DeeperVerdict confirmed =
      judge_deeper(c, Answer{ReadCode::Lose, std::nullopt, 0},
                   Answer{ReadCode::Win, at(c, "A5"), 0}, reads, reads, "GNU Go 3.8");
  ASSERT_TRUE(confirmed.judged) << confirmed.detail;
  EXPECT_EQ(confirmed.right, "GNU Go 3.8");
  EXPECT_EQ(confirmed.truth, ReadCode::Win);
  EXPECT_EQ(confirmed.move, at(c, "A5"));

  // The two readers disagreeing one ply deeper: no verdict.
  const Achieved never = [](Point) { return std::optional<ReadCode>(ReadCode::Lose); };
  EXPECT_FALSE(judge_deeper(c, Answer{ReadCode::Lose, std::nullopt, 0},
                            Answer{ReadCode::Win, at(c, "A5"), 0}, reads, never, "GNU Go 3.8")
                   .judged);
}

}  // namespace
}  // namespace kospec::reading::campaign
