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

}  // namespace
}  // namespace kospec
