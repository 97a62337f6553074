// A3 TKO, with the readings A3.ko, A3.group, A3.tko and A3.counter / A3.ko-liberty / A3.any
// (spec/a3_tko.h).
#include <gtest/gtest.h>

#include "spec/a3_tko.h"
#include "spec/diagram.h"

namespace kospec {
namespace {

//   A B C D E F G
// 4 . O . . . O .
// 3 O . O . O . O
// 2 X O X . X O X
// 1 X X X X X X X
// The black string (row 1 with A2, C2, E2, G2) has one liberty, D2. White B2 and F2 are one-stone
// strings in atari (liberties B3 and F3). Black B3 captures B2 and is then alone with one liberty
// (B2): a ko (A3.ko); likewise F3 captures F2. Both ko stones touch the black string: a group
// with two kos and one liberty, so neither capture is allowed unless it is a ko threat.
constexpr const char* kTko = ".O...O.\nO.O.O.O\nXOX.XOX\nXXXXXXX";

TEST(A3_Tko, KosAreTheOneStoneAtarisCapturedIntoAtari) {
  Diagram d = parse_diagram(kTko);
  auto kos = kos_for(d.graph, d.config, Player::Black, SelfCapture::Forbidden);
  ASSERT_EQ(kos.size(), 2U);
  EXPECT_EQ(d.graph.name(kos[0].stone), "B2");
  EXPECT_EQ(d.graph.name(kos[0].cavity), "B3");
  EXPECT_EQ(d.graph.name(kos[1].stone), "F2");
  EXPECT_EQ(d.graph.name(kos[1].cavity), "F3");
  EXPECT_TRUE(kos_for(d.graph, d.config, Player::White, SelfCapture::Forbidden).empty());
}

TEST(A3_Tko, TheOneLibertyGroupMayNotTakeEitherKo) {
  Diagram d = parse_diagram(kTko);
  for (const char* cavity : {"B3", "F3"}) {
    auto groups =
        tko_groups(d.graph, d.config, Move::play(Player::Black, *d.graph.parse_name(cavity)),
                   SelfCapture::Forbidden, A3Reading::Counter);
    ASSERT_EQ(groups.size(), 1U) << cavity;
    EXPECT_EQ(groups[0].size(), 11U);  // row 1 (7 stones) and A2, C2, E2, G2
  }
  EXPECT_TRUE(tko_groups(d.graph, d.config, Move::play(Player::Black, *d.graph.parse_name("D3")),
                         SelfCapture::Forbidden, A3Reading::Counter)
                  .empty());
}

TEST(A3_Tko, WithTwoLibertiesItMay) {
  // The same with D1 empty: the black string is cut in two ({A1, B1, C1, A2, C2} and
  // {E1, F1, G1, E2, G2}); each half touches one ko only and has two liberties (D1, D2).
  Diagram d = parse_diagram(".O...O.\nO.O.O.O\nXOX.XOX\nXXX.XXX");
  EXPECT_TRUE(tko_groups(d.graph, d.config, Move::play(Player::Black, *d.graph.parse_name("B3")),
                         SelfCapture::Forbidden, A3Reading::Counter)
                  .empty());
}

TEST(A3_Judgement, UnconstrainedTkoCaptureIsForbiddenAKoThreatIsNot) {
  // "cannot capture either ko, except as a ko threat": a constrained move (R10) is a ko threat.
  Diagram d = parse_diagram(kTko);
  const auto groups =
      tko_groups(d.graph, d.config, Move::play(Player::Black, *d.graph.parse_name("B3")),
                 SelfCapture::Forbidden, A3Reading::Counter);
  for (A3Reading reading :
       {A3Reading::Fight, A3Reading::Counter, A3Reading::KoLiberty, A3Reading::Any}) {
    const Ruling capture = judge_two_kos_one_liberty(d.graph, reading, false, std::nullopt, groups);
    EXPECT_EQ(capture.vote, Vote::Forbid);
    EXPECT_EQ(capture.finding.rule, RuleId::A3);
    EXPECT_EQ(capture.finding.points.size(), 11U);
    EXPECT_EQ(judge_two_kos_one_liberty(d.graph, reading, true, std::nullopt, groups).vote,
              Vote::Allow);
    EXPECT_EQ(judge_two_kos_one_liberty(d.graph, reading, false, std::nullopt, {}).vote,
              Vote::Allow);
  }
}

TEST(A3_Judgement, ACounteractionIsAllowedUnderACounterAndAFight) {
  // A3.counter and A3.fight (default): the same capture, made as the counteraction (R13) of the
  // opponent's potentially disallowed move at ply 7, is allowed, and the finding names that ply;
  // A3.ko-liberty and A3.any forbid it still.
  Diagram d = parse_diagram(kTko);
  const auto groups =
      tko_groups(d.graph, d.config, Move::play(Player::Black, *d.graph.parse_name("B3")),
                 SelfCapture::Forbidden, A3Reading::Counter);
  const Ruling counter = judge_two_kos_one_liberty(d.graph, A3Reading::Counter, false, 7, groups);
  EXPECT_EQ(counter.vote, Vote::Allow);
  EXPECT_EQ(counter.finding.rule, RuleId::A3);
  EXPECT_EQ(counter.finding.ply, 7U);
  EXPECT_EQ(judge_two_kos_one_liberty(d.graph, A3Reading::Fight, false, 7, groups).vote,
            Vote::Allow);
  EXPECT_EQ(judge_two_kos_one_liberty(d.graph, A3Reading::KoLiberty, false, 7, groups).vote,
            Vote::Forbid);
  EXPECT_EQ(judge_two_kos_one_liberty(d.graph, A3Reading::Any, false, 7, groups).vote,
            Vote::Forbid);
  EXPECT_STREQ(a3_reading_id(A3Reading::Counter), "A3.counter");
  EXPECT_STREQ(a3_reading_id(A3Reading::KoLiberty), "A3.ko-liberty");
  EXPECT_STREQ(a3_reading_id(A3Reading::Any), "A3.any");
  EXPECT_STREQ(a3_reading_id(A3Reading::Fight), "A3.fight");
}

}  // namespace
}  // namespace kospec
