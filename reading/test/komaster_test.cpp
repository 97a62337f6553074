// The komaster schemes clause by clause, on positions worked by hand and on the manual's tripod9
// narrative ("A Ko Example"), and every clause quote checked against the manual's text.
#include "reading/komaster.h"

#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>

#include "spec/diagram.h"

namespace kospec::reading {
namespace {

Point at(const Graph& g, const char* name) { return *g.parse_name(name); }

bool has(const ClauseTrail& t, std::string_view id) {
  for (std::string_view x : t) {
    if (x == id) return true;
  }
  return false;
}

// gnugo-reading.texi with the texinfo markup removed and white space collapsed.
std::string manual_text() {
  std::ifstream in("reading/text/gnugo-reading.texi");
  std::stringstream buffer;
  buffer << in.rdbuf();
  std::string text = std::regex_replace(buffer.str(), std::regex(R"(@\w+\{([^}]*)\})"), "$1");
  text = std::regex_replace(text, std::regex(R"(@item\s+(\d[a-c]?[.)]\s*)?)"), " ");
  text = std::regex_replace(text, std::regex(R"(@\w+)"), " ");
  return std::regex_replace(text, std::regex(R"(\s+)"), " ");
}

TEST(READING_Komaster, EveryClauseQuotesTheManualVerbatim) {
  const std::string text = manual_text();
  ASSERT_GT(text.size(), 10000U)
      << "reading/text/gnugo-reading.texi not found (run from the source root)";
  for (KoScheme s : {KoScheme::Scheme5, KoScheme::V2_7_232, KoScheme::V2_7_232Revised}) {
    for (const KoClause& c : scheme_clauses(s)) {
      // Each sentence of the quote appears in the manual (the clauses join sentences that the
      // manual splits between an @item and its @quotation).
      std::string quote(c.quote);
      std::size_t start = 0;
      while (start < quote.size()) {
        std::size_t end = quote.find(". ", start);
        end = end == std::string::npos ? quote.size() : end + 1;
        const std::string sentence = quote.substr(start, end - start);
        EXPECT_NE(text.find(sentence), std::string::npos) << c.id << ": \"" << sentence << "\"";
        start = end + 1;
      }
    }
  }
}

TEST(READING_Komaster, SchemeNamesRoundTrip) {
  for (KoScheme s : {KoScheme::Scheme5, KoScheme::V2_7_232, KoScheme::V2_7_232Revised}) {
    EXPECT_EQ(parse_scheme(scheme_name(s)), s);
  }
  EXPECT_FALSE(parse_scheme("4").has_value());
}

// The manual's nested-ko diagram ("Ko Handling"), drawn on a grid from its columns:
//          .OX          row 1
//          OX*X         row 2
//         OmOX          row 3
// m is kom_pos; the move at * captures the X stone left of it, one column right of m and one row
// above it: "at distance 1 both vertically and horizontally from kom_pos".
TEST(READING_Komaster, K5N_NestedMeansDiagonalToKomPos) {
  const Graph g = Graph::grid(14, 5);
  const Point m = g.at(9, 2);
  const Point captured = g.at(10, 1);
  EXPECT_TRUE(is_nested(g, captured, m));
  EXPECT_FALSE(is_nested(g, g.at(11, 2), m));  // same row, two columns away
  EXPECT_FALSE(is_nested(g, g.at(9, 1), m));   // directly above
  EXPECT_FALSE(is_nested(g, captured, std::nullopt));
  // Komaster O may make that capture (2a), not another one.
  KomasterState o{Komaster::White, m};
  KoMoveFacts facts{Player::White, g.at(11, 1), true, captured, false, std::nullopt};
  ClauseTrail t;
  EXPECT_TRUE(komaster_permits(KoScheme::Scheme5, g, o, facts, t));
  EXPECT_TRUE(has(t, "K5.2a") && has(t, "K5.N"));
  facts.captured = g.at(12, 3);
  EXPECT_FALSE(komaster_permits(KoScheme::Scheme5, g, o, facts, t));
}

// The manual's "A Ko Example" (tripod9, lower left corner; a 9x9 board, row 9 and column J
// empty). Kos at A2 and B4.
//  8 . . . . . . . . .
//  7 . . O . . . . . .
//  6 . . O . . . . . .
//  5 O O O . . . . . .
//  4 O . O O . . . . .
//  3 X O X O O O O . .
//  2 . X X X O . . . .
//  1 X O . . . . . . .
// "B (i.e. X) starts by taking the ko at B4. W replies by taking the ko at A1 [...] B retakes the
// ko and becomes komaster [komaster: BLACK, kom_pos: A2]. W takes the ko at B3 after which the
// komaster is GRAY and ko recaptures are not allowed. [...] Since B is not allowed any ko
// recaptures, there is nothing he can do and he is found dead."
// By hand: B4 captures B3 (B3's only liberty), a ko; W A2 captures only A1 (A3 now has B3 too),
// a ko capture right after a ko capture, so 1a makes the komaster WEAK_KO; B's retake at A1 is
// banned by the ko, so it is conditional: 5c ("according to the rules of 1b") makes B komaster
// with kom_pos A2; W B3 takes the other ko, not at kom_pos: 3 makes it GRAY (GRAY_BLACK: the
// komaster X was black). The manual's diagram then prints kom_pos B4, where the clause says
// nothing of kom_pos and GNU Go 3.8 keeps A2: not asserted.
TEST(READING_Komaster, Tripod9NarrativeOfTheManual) {
  Diagram d = parse_diagram(
      ".........\n"
      "..O......\n"
      "..O......\n"
      "OOO......\n"
      "O.OO.....\n"
      "XOXOOOO..\n"
      ".XXXO....\n"
      "XO.......\n");
  ASSERT_EQ(d.graph.rows(), 8);
  // Add the empty row 9 on top: a 9x9 board.
  Graph g = Graph::grid(9, 9);
  Configuration c(g.size());
  for (Point p : d.graph.points())
    c.set(g.at(d.graph.column_of(p), d.graph.row_from_top(p) + 1), d.config.at(p));
  FastBoard b(g, c);
  ClauseTrail t;
  auto p1 = komaster_play(KoScheme::Scheme5, b, {}, at(g, "B4"), Player::Black, true, t);
  ASSERT_TRUE(p1);
  EXPECT_FALSE(p1->conditional);
  EXPECT_EQ(p1->state.komaster, Komaster::Empty);
  auto p2 = komaster_play(KoScheme::Scheme5, b, p1->state, at(g, "A2"), Player::White, true, t);
  ASSERT_TRUE(p2);
  EXPECT_EQ(b.last_captured(), std::vector<Point>{at(g, "A1")});
  EXPECT_EQ(p2->state.komaster, Komaster::WeakKo);
  auto p3 = komaster_play(KoScheme::Scheme5, b, p2->state, at(g, "A1"), Player::Black, true, t);
  ASSERT_TRUE(p3);
  EXPECT_TRUE(p3->conditional);
  EXPECT_EQ(p3->state, (KomasterState{Komaster::Black, at(g, "A2")}));
  auto p4 = komaster_play(KoScheme::Scheme5, b, p3->state, at(g, "B3"), Player::White, true, t);
  ASSERT_TRUE(p4);
  EXPECT_EQ(p4->state.komaster, Komaster::GrayBlack);
  ClauseTrail refused;
  EXPECT_FALSE(
      komaster_play(KoScheme::Scheme5, b, p4->state, at(g, "B4"), Player::Black, true, refused));
  EXPECT_TRUE(has(refused, "K5.4"));
  b.check_consistency();
}

// Two separate kos on a 9x3 board; black has taken the left one conditionally (C2 black, B2 empty:
// white could retake at B2), so black is komaster with kom_pos B2.
//    A B C D E F G H J
//  3 . X O . . . X O .
//  2 X . X O . X O . O
//  1 . X O . . . X O .
// Black H2 takes the right ko (G2), unconditionally.
//  - scheme 5: komaster O may only make nested ko captures (2a); G2 is not diagonal to B2: refused.
//  - 2.7.232: "Unconditional ko capture is allowed. Komaster parameters unchanged." (2b).
//  - revised: after H2, white B2 still captures exactly the one stone C2 with all neighbours
//    black: is_ko(kom_pos, X) is true, so KR.2 refuses.
TEST(READING_Komaster, KomasterTakingASecondKoUnderEachScheme) {
  Diagram d = parse_diagram(".XO...XO.\nX.XO.XO.O\n.XO...XO.");
  const Graph& g = d.graph;
  const KomasterState black{Komaster::Black, at(g, "B2")};
  for (KoScheme s : {KoScheme::Scheme5, KoScheme::V2_7_232, KoScheme::V2_7_232Revised}) {
    FastBoard b(g, d.config);
    ClauseTrail t;
    auto made = komaster_play(s, b, black, at(g, "H2"), Player::Black, true, t);
    EXPECT_EQ(made.has_value(), s == KoScheme::V2_7_232) << scheme_name(s);
    if (made) {
      EXPECT_EQ(made->state, black);
    }
    EXPECT_TRUE(has(t, s == KoScheme::Scheme5    ? "K5.2a"
                       : s == KoScheme::V2_7_232 ? "K232.2b"
                                                 : "KR.2"));
    EXPECT_EQ(b.depth(), made ? 1U : 0U);
  }
  // White to move, black komaster: white may not retake at kom_pos B2 (scheme 5 clause 3 and the
  // 2.7.232 schemes' 3b), but may take the other ko, which makes scheme 5's komaster GRAY.
  FastBoard b(g, d.config);
  ClauseTrail t;
  EXPECT_FALSE(komaster_play(KoScheme::Scheme5, b, black, at(g, "B2"), Player::White, true, t));
  EXPECT_FALSE(komaster_play(KoScheme::V2_7_232, b, black, at(g, "B2"), Player::White, true, t));
  EXPECT_TRUE(has(t, "K5.3") && has(t, "K232.3b"));
}

TEST(READING_Komaster, ConditionalCapturesUnderThe2_7_232Schemes) {
  // Pure clause decisions (no board needed): a conditional ko capture by O.
  const Graph g = Graph::grid(5, 5);
  KoMoveFacts cond{Player::White, g.at(2, 2), true, g.at(2, 3), true, g.at(2, 2)};
  for (KoScheme s : {KoScheme::V2_7_232, KoScheme::V2_7_232Revised}) {
    ClauseTrail t;
    EXPECT_TRUE(komaster_permits(s, g, {}, cond, t)) << "1b: allowed when EMPTY";
    EXPECT_FALSE(komaster_permits(s, g, {Komaster::Black, g.at(0, 0)}, cond, t))
        << "3a: not when X is komaster";
  }
  ClauseTrail t;
  EXPECT_FALSE(komaster_permits(KoScheme::V2_7_232, g, {Komaster::White, g.at(0, 0)}, cond, t));
  EXPECT_TRUE(has(t, "K232.2a"));
}

TEST(READING_Komaster, K5R_AndK54_RevertToEmpty) {
  //   A B C
  // 3 . . .
  // 2 O . .
  // 1 . O .
  // White is komaster with kom_pos A1: black at A1 captures nothing and has no liberty, and it is
  // not a ko capture: the ko is "no longer a ko and it is illegal for the komaster's opponent to
  // play there", so the komaster reverts to EMPTY. With the point filled by a stone, a GRAY
  // komaster reverts by clause 4.
  Diagram d = parse_diagram("...\nO..\n.O.");
  FastBoard b(d.graph, d.config);
  ClauseTrail t;
  EXPECT_EQ(resolve_komaster(KoScheme::Scheme5, b, {Komaster::White, at(d.graph, "A1")}, t),
            KomasterState{});
  EXPECT_TRUE(has(t, "K5.R"));
  ClauseTrail t4;
  EXPECT_EQ(resolve_komaster(KoScheme::Scheme5, b, {Komaster::GrayWhite, at(d.graph, "A2")}, t4),
            KomasterState{});
  EXPECT_TRUE(has(t4, "K5.4"));
  // The 2.7.232 schemes have no such clause.
  ClauseTrail none;
  const KomasterState w{Komaster::White, at(d.graph, "A1")};
  EXPECT_EQ(resolve_komaster(KoScheme::V2_7_232, b, w, none), w);
}

TEST(READING_Komaster, K55a_WeakKoRevertsAfterANonKoMove) {
  Diagram d = parse_diagram("...\n...\n...");
  FastBoard b(d.graph, d.config);
  ClauseTrail t;
  auto made = komaster_play(KoScheme::Scheme5, b, {Komaster::WeakKo, at(d.graph, "A1")},
                            at(d.graph, "B2"), Player::Black, true, t);
  ASSERT_TRUE(made);
  EXPECT_EQ(made->state, KomasterState{});
  EXPECT_TRUE(has(t, "K5.5a"));
}

}  // namespace
}  // namespace kospec::reading
