// KO: the basic ko point (Japanese 1989 Article 6, as engines read it).
#include <gtest/gtest.h>

#include "spec/ko_basic.h"
#include "spec/test/record_builder.h"

namespace kospec {
namespace {

using testing::at;
using testing::build_record;

TEST(KO_Basic, AOneStoneCaptureIntoAtariMakesAKoPoint) {
  //   A B C D
  // 3 . X O .
  // 2 X O . O
  // 1 . X O .   B C2 captures B2 and is left alone with one liberty (B2): W may not retake at B2.
  GameRecord r = build_record(".XO.\nXO.O\n.XO.", Player::Black, {"C2"});
  EXPECT_EQ(ko_point(r), at(r, "B2"));
  // Any other move lifts it: after W D3 and B A1 there is no ko point.
  GameRecord later = build_record(".XO.\nXO.O\n.XO.", Player::Black, {"C2", "D3", "A1"});
  EXPECT_FALSE(ko_point(later).has_value());
}

TEST(KO_Basic, ACaptureLeavingLibertiesIsNoKo) {
  //   A B C D
  // 3 . X . .
  // 2 X O . .
  // 1 . X . .   B C2 captures B2 but keeps C3, D2 and C1: no ko point.
  GameRecord r = build_record(".X..\nXO..\n.X..", Player::Black, {"C2"});
  EXPECT_FALSE(ko_point(r).has_value());
}

TEST(KO_Judgement, TheKoPointIsForbiddenOnTheNextPlyOnly) {
  // "A player whose stone has been captured in a ko cannot recapture in that ko on the next move."
  GameRecord r = build_record(".XO.\nXO.O\n.XO.", Player::Black, {"C2"});
  const Ruling retake =
      judge_basic_ko(r.graph(), Move::play(Player::White, at(r, "B2")), ko_point(r), 1);
  EXPECT_EQ(retake.vote, Vote::Forbid);
  EXPECT_EQ(retake.finding.rule, RuleId::KO);
  EXPECT_EQ(retake.finding.ply, 1U);
  EXPECT_EQ(retake.finding.statement, "B2 is the ko point: ply 1 captured the stone there in a ko");
  const Ruling elsewhere =
      judge_basic_ko(r.graph(), Move::play(Player::White, at(r, "D3")), ko_point(r), 1);
  EXPECT_EQ(elsewhere.vote, Vote::Allow);
  EXPECT_EQ(elsewhere.finding.statement, "the ko point is B2, not this point");
}

}  // namespace
}  // namespace kospec
