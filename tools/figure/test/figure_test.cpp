// Board figures: the numbering, the "k at j" notes, letters and markers, worked by hand from the
// corpus positions' diagrams (corpus/cycles/*.sgf root comments); the SVG, PNG, Sensei's Library
// and SGF forms.
#include <gtest/gtest.h>

#include <cmath>

#include "sgf/sgf_file.h"
#include "sgf/sgf_game.h"
#include "spec/error.h"
#include "tools/figure/figure_svg.h"
#include "tools/figure/figure_text.h"
#include "tools/figure/svg_png.h"

namespace kospec::figure {
namespace {

sgf::SgfGame corpus(const std::string& name) {
  return sgf::read_game_file("corpus/cycles/" + name + ".sgf");
}

Figure figure_of(const sgf::SgfGame& g, FigureRange range = {}) {
  return make_figure(g.setup, g.moves, range, SelfCapture::Forbidden);
}

const PointMark& mark(const Figure& f, const char* point) {
  return f.marks[f.graph.parse_name(point)->index()];
}

TEST(FIGURE_Numbering, TripleKoIsSixPliesWithThreeLetteredRetakes) {
  // triple-ko.sgf: 1 B B2, 2 W D3, 3 B F2 on empty points; 4 W B3, 5 B D2, 6 W F3 retake the
  // points of the setup stones B3 (white), D2 (black), F3 (white) that plies 1-3 captured; ply 6
  // restores the setup with Black to move, so one cycle is plies 1-6.
  const Figure f = figure_of(corpus("triple-ko"));
  EXPECT_EQ(f.from, 1u);
  EXPECT_EQ(f.to, 6u);
  EXPECT_EQ(mark(f, "B2").label, "1");
  EXPECT_EQ(mark(f, "B2").stone, Color::Black);
  EXPECT_EQ(mark(f, "D3").label, "2");
  EXPECT_EQ(mark(f, "D3").stone, Color::White);
  EXPECT_EQ(mark(f, "F2").label, "3");
  EXPECT_EQ(mark(f, "B3").label, "a");
  EXPECT_EQ(mark(f, "B3").stone, Color::White);
  EXPECT_EQ(mark(f, "D2").label, "b");
  EXPECT_EQ(mark(f, "F3").label, "c");
  EXPECT_EQ(f.notes, (std::vector<std::string>{"4 at a", "5 at b", "6 at c"}));
  ASSERT_TRUE(f.repeats.has_value());
  EXPECT_EQ(*f.repeats, 0u);
}

TEST(FIGURE_Numbering, RetakesGroupByPointAsInPrint) {
  // simple-ko.sgf, plies 1-4: 1 B C3 captures the setup stone C4 (letter a); 2 W C4 and 4 W C4
  // are at a; 3 B C3 is at 1.
  const Figure f = figure_of(corpus("simple-ko"), {1, 4});
  EXPECT_EQ(mark(f, "C3").label, "1");
  EXPECT_EQ(mark(f, "C4").label, "a");
  EXPECT_EQ(f.notes, (std::vector<std::string>{"2, 4 at a", "3 at 1"}));
}

TEST(FIGURE_Numbering, DefaultRangeIsOneCycle) {
  // simple-ko.sgf: ply 2 restores the setup (Black to move).
  EXPECT_EQ(figure_of(corpus("simple-ko")).to, 2u);
  // From ply 2 the first repetition is ply 3 (= the position after ply 1).
  EXPECT_EQ(figure_of(corpus("simple-ko"), {2, {}}).to, 3u);
}

TEST(FIGURE_Markers, KoPointAndCapturedStonesBeforeTheFigure) {
  // simple-ko.sgf before ply 2: ply 1 (B C3) captured C4 and made a ko: White may not retake at
  // C4 at once (KO.point). Shown as the position only (--to 1).
  const Figure f = figure_of(corpus("simple-ko"), {2, 1});
  ASSERT_TRUE(f.ko_point.has_value());
  EXPECT_EQ(f.graph.name(*f.ko_point), "C4");
  EXPECT_EQ(mark(f, "C4").marker, Marker::Square);
  EXPECT_EQ(f.just_captured.size(), 1u);
  EXPECT_TRUE(f.notes.empty());
}

TEST(FIGURE_Markers, CapturedStartingStonesNotPlayedOnGetATriangle) {
  // 3x3, setup W A3 and B B3: Black A2 takes A3's last liberty and captures it; nothing is played
  // on A3 again, so it keeps its stone, marked with a triangle.
  const auto g = sgf::read_game("(;GM[1]FF[4]SZ[3]AW[aa]AB[ba]PL[B];B[ab])", "t");
  const Figure f = figure_of(g, {1, 1});
  EXPECT_EQ(mark(f, "A3").marker, Marker::Triangle);
  EXPECT_EQ(mark(f, "A2").label, "1");
}

TEST(FIGURE_Notes, PassesAreNoted) {
  const auto g = sgf::read_game("(;GM[1]FF[4]SZ[3];B[aa];W[cc];B[];W[])", "t");
  const Figure f = figure_of(g, {1, 4});
  EXPECT_EQ(f.notes, (std::vector<std::string>{"3, 4 pass"}));
}

TEST(FIGURE_Errors, RangesOutsideTheMainLineAreRejected) {
  const auto g = corpus("simple-ko");
  EXPECT_THROW(figure_of(g, {0, {}}), InputError);
  EXPECT_THROW(figure_of(g, {6, {}}), InputError);
  EXPECT_THROW(figure_of(g, {1, 5}), InputError);
  EXPECT_THROW(figure_of(g, {3, 1}), InputError);
  // A ply the base rules forbid (B B3 on White's stone: OCC) is named.
  const auto bad = sgf::read_game("(;GM[1]FF[4]SZ[3]AW[bb];B[bb])", "t");
  try {
    figure_of(bad, {1, 1});
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("ply 1 (B B2)"), std::string::npos) << e.what();
  }
}

TEST(FIGURE_Svg, DeterministicWithEveryNumberAndLetter) {
  const Figure f = figure_of(corpus("triple-ko"));
  const std::string svg = figure_svg(f, "Triple ko");
  EXPECT_EQ(svg, figure_svg(figure_of(corpus("triple-ko")), "Triple ko"));
  for (const char* label : {">1<", ">2<", ">3<", ">a<", ">b<", ">c<", "4 at a; 5 at b; 6 at c"})
    EXPECT_NE(svg.find(label), std::string::npos) << label;
  // 7 columns and 4 rows of coordinates on four sides; J (no I) absent on a 7-wide board.
  EXPECT_NE(svg.find(">G<"), std::string::npos);
  EXPECT_EQ(svg.find(">H<"), std::string::npos);
}

TEST(FIGURE_Svg, AddedArcsAreCurvesAndRemovedArcsAreGaps) {
  // A 5x1 ring (KA joins A1 and E1): one dashed curve; and a grid with the arc B1-C1 removed.
  const auto ring = sgf::read_game("(;GM[1]FF[4]SZ[5:1]KA[aa:ea])", "t");
  const SvgPiece r = draw_board(ring.setup.graph, stones_of(ring.setup.initial),
                                whole_board(ring.setup.graph), {});
  EXPECT_NE(r.body.find("<path d=\"M "), std::string::npos);
  EXPECT_NE(r.body.find("stroke-dasharray"), std::string::npos);
  std::size_t lines = 0;
  for (std::size_t at = r.body.find("<line"); at != std::string::npos;
       at = r.body.find("<line", at + 1))
    ++lines;
  EXPECT_EQ(lines, 4u);  // A1-B1, B1-C1, C1-D1, D1-E1
  const auto cut = sgf::read_game("(;GM[1]FF[4]SZ[5:1]KR[ba:ca])", "t");
  const SvgPiece c =
      draw_board(cut.setup.graph, stones_of(cut.setup.initial), whole_board(cut.setup.graph), {});
  lines = 0;
  for (std::size_t at = c.body.find("<line"); at != std::string::npos;
       at = c.body.find("<line", at + 1))
    ++lines;
  EXPECT_EQ(lines, 3u);
}

TEST(FIGURE_Png, RendersAtTheSvgSize) {
  const std::string svg = figure_svg(figure_of(corpus("triple-ko")), "Triple ko");
  const std::string png = svg_to_png(svg);
  ASSERT_GT(png.size(), 24u);
  EXPECT_EQ(png.substr(1, 3), "PNG");
  // IHDR width: big-endian at byte 16; the SVG's width attribute, rounded up.
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(png[i]); };
  const unsigned width = (byte(16) << 24) | (byte(17) << 16) | (byte(18) << 8) | byte(19);
  const std::size_t w_at = svg.find("width=\"") + 7;
  const double svg_width = std::stod(svg.substr(w_at, svg.find('"', w_at) - w_at));
  EXPECT_EQ(width, static_cast<unsigned>(std::ceil(svg_width)));
  EXPECT_EQ(png, svg_to_png(svg));
  EXPECT_THROW(svg_to_png("<svg"), InputError);
}

TEST(FIGURE_Sensei, TripleKoMarkupWorkedByHand) {
  const auto g = corpus("triple-ko");
  const std::string text = sensei_markup(g.setup, g.moves, {}, SelfCapture::Forbidden, "Triple ko");
  // Setup rows (from the SGF comment) with 1 at B2, 2 at D3, 3 at F2; the retaken setup stones
  // B3 (white, circle W), D2 (black, square #), F3 (white, cross P).
  const std::string expected =
      "$$Bc Triple ko, plies 1-6: 4 at the circle (B3); 5 at the square (D2); 6 at the cross (F3)\n"
      "$$ +---------------+\n"
      "$$ | X X X X X X X |\n"
      "$$ | X W X 2 X P X |\n"
      "$$ | O 1 O # O 3 O |\n"
      "$$ | O O O O O O O |\n"
      "$$ +---------------+\n";
  EXPECT_EQ(text.substr(0, expected.size()), expected);
}

TEST(FIGURE_Sensei, TenPliesADiagram) {
  // triple-ko.sgf has 12 plies: plies 1-10 and 11-12 (m11: 1 stands for 11).
  const auto g = corpus("triple-ko");
  const std::string text = sensei_markup(g.setup, g.moves, {1, 12}, SelfCapture::Forbidden, "T");
  EXPECT_NE(text.find("$$Bc T, plies 1-10"), std::string::npos) << text;
  EXPECT_NE(text.find("$$Bcm11 T, plies 11-12"), std::string::npos) << text;
}

TEST(FIGURE_Sgf, TheFigureReadsBackAsItsPositionAndPlies) {
  const auto g = corpus("triple-ko");
  const Figure f = figure_of(g);
  const sgf::SgfGame back = sgf::read_game(figure_sgf(f, "Triple ko"), "figure");
  EXPECT_EQ(back.setup.initial, g.setup.initial);
  EXPECT_EQ(back.setup.to_move, Player::Black);
  EXPECT_EQ(back.moves, std::vector<Move>(g.moves.begin(), g.moves.begin() + 6));
  EXPECT_NE(back.root_comment.find("4 at a"), std::string::npos);
}

}  // namespace
}  // namespace kospec::figure
