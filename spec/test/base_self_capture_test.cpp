// SUI Self-capture with its three options.
#include "spec/base_self_capture.h"

#include <gtest/gtest.h>

#include "spec/base_play.h"
#include "spec/diagram.h"

namespace kospec {
namespace {

// Single-stone self-capture: White at A1 in
//   A B
// 2 X .
// 1 . X     A1's neighbours A2 and B1 are black; nothing is captured (both have liberties).
PlayResult single(SelfCapture option) {
  Diagram d = parse_diagram("X.\n.X");
  return apply_base_rules(d.graph, d.config, Move::play(Player::White, *d.graph.parse_name("A1")),
                          option);
}

// Multi-stone self-capture: White at B1 in
//   A B C D
// 2 X X X .
// 1 O . X .  joins A1 into a two-stone string {A1,B1} with no liberty; the black string keeps
//            D2 and D1, so nothing is captured.
PlayResult multi(SelfCapture option) {
  Diagram d = parse_diagram("XXX.\nO.X.");
  return apply_base_rules(d.graph, d.config, Move::play(Player::White, *d.graph.parse_name("B1")),
                          option);
}

TEST(SUI_SelfCapture, ForbiddenForbidsBoth) {
  EXPECT_EQ(single(SelfCapture::Forbidden).verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(multi(SelfCapture::Forbidden).verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(multi(SelfCapture::Forbidden).verdict.deciding, RuleId::SUI);
}

TEST(SUI_SelfCapture, MultiAllowsOnlyTheMultiStoneOne) {
  EXPECT_EQ(single(SelfCapture::MultiStone).verdict.outcome, Outcome::Illegal);
  PlayResult r = multi(SelfCapture::MultiStone);
  ASSERT_EQ(r.verdict.outcome, Outcome::Legal);
  // The two white stones are removed: only the black stones remain.
  EXPECT_EQ(r.after, parse_diagram("XXX.\n..X.").config);
  EXPECT_EQ(r.self_captured.size(), 2U);
}

TEST(SUI_SelfCapture, AllAllowsTheSingleStoneOneWhichChangesNothing) {
  PlayResult r = single(SelfCapture::All);
  ASSERT_EQ(r.verdict.outcome, Outcome::Legal);
  EXPECT_EQ(r.after, parse_diagram("X.\n.X").config);  // Tromp-Taylor: the stone is removed again
  EXPECT_EQ(r.self_captured.size(), 1U);
  EXPECT_EQ(r.verdict.deciding, RuleId::SUI);
}

TEST(SUI_SelfCapture, CaptureComesBeforeSelfCapture) {
  // White at A1 captures black B1 (its only liberty was A1), so White is not self-captured:
  //   A B C
  // 2 O X O
  // 1 . X O    black {B2,B1} has one liberty, A1.
  Diagram d = parse_diagram("OXO\n.XO");
  PlayResult r =
      apply_base_rules(d.graph, d.config, Move::play(Player::White, *d.graph.parse_name("A1")),
                       SelfCapture::Forbidden);
  ASSERT_EQ(r.verdict.outcome, Outcome::Legal);
  EXPECT_EQ(r.after, parse_diagram("O.O\nO.O").config);
  EXPECT_TRUE(r.self_captured.empty());
}

TEST(SUI_SelfCapture, OptionNamesRoundTrip) {
  for (SelfCapture o : {SelfCapture::Forbidden, SelfCapture::MultiStone, SelfCapture::All}) {
    EXPECT_EQ(parse_self_capture(self_capture_name(o)), o);
  }
  EXPECT_FALSE(parse_self_capture("sometimes").has_value());
}

}  // namespace
}  // namespace kospec
