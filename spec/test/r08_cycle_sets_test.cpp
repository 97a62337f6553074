// R8 Cycle sets on the simple ko (the text's Figure 5).
#include <gtest/gtest.h>

#include "spec/r08_cycle_sets.h"
#include "spec/test/record_builder.h"

namespace kospec {
namespace {

using testing::at;
using testing::build_record;

// The simple ko shape:
//   A B C D
// 3 . X O .
// 2 X O . O
// 1 . X O .
// Ply 1 B C2 captures B2; ply 2 W B2 captures C2; ply 3 B C2 captures B2 again: the same capture
// (R7: same point C2, same captured point B2) leaving the same configuration as ply 1. The only
// intervening move is ply 2, at B2, so R8 puts B2 in the cycle set of "C2 capturing B2".
constexpr const char* kKo = ".XO.\nXO.O\n.XO.";

TEST(R8_CycleSets, RepeatedCaptureAddsTheInterveningPoints) {
  GameRecord r = build_record(kKo, Player::Black, {"C2", "B2", "C2"});
  EXPECT_FALSE(cycle_set_growth(r, 1).has_value());  // first occurrence: nothing repeated
  EXPECT_FALSE(cycle_set_growth(r, 2).has_value());  // W's capture B2xC2 occurs once
  auto growth = cycle_set_growth(r, 3);
  ASSERT_TRUE(growth.has_value());
  EXPECT_EQ(growth->added, PointSet{at(r, "B2")});
  EXPECT_EQ(growth->earlier_ply, 1U);
  EXPECT_TRUE(cycle_set(r, 1).empty());  // "not been repeated is empty"
  EXPECT_EQ(cycle_set(r, 3), PointSet{at(r, "B2")});
}

TEST(R8_CycleSets, ADifferentConfigurationIsNoCycle) {
  // A ko threat exchange between the captures changes the configuration: no cycle set.
  //   A B C D E
  // 3 . X O . .
  // 2 X O . O .
  // 1 . X O . .
  // B C2, W E3 (elsewhere), B E1 (elsewhere), W B2 retakes, B C2: E3 and E1 stay on the board.
  GameRecord r = build_record(".XO..\nXO.O.\n.XO..", Player::Black, {"C2", "E3", "E1", "B2", "C2"});
  EXPECT_FALSE(cycle_set_growth(r, 5).has_value());
}

}  // namespace
}  // namespace kospec
