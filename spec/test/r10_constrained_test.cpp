// R10 Constrained move: "A move is said to be constrained if the opponent's preceding move was a
// capture that had or created a non-empty cycle set."
#include <gtest/gtest.h>

#include "spec/r10_constrained.h"
#include "spec/test/record_builder.h"

namespace kospec {
namespace {

using testing::build_record;

// The simple ko of spec/test/r09_rule_cycle_sets_test.cpp: only ply 3 repeats a capture (ply 1's),
// so only the move after ply 3 is constrained.
constexpr const char* kKo = ".XO.\nXO.O\n.XO.";

TEST(R10_Constrained, TheMoveAfterACaptureWithACycleSet) {
  GameRecord r = build_record(kKo, Player::Black, {"C2", "B2", "C2"});
  EXPECT_FALSE(constrained_after(r, 0, nullptr));
  EXPECT_FALSE(constrained_after(r, 1, nullptr));
  EXPECT_FALSE(constrained_after(r, 2, nullptr));
  EXPECT_TRUE(constrained_after(r, 3, nullptr));
}

TEST(R10_Constrained, APassAfterTheCaptureLeavesTheNextMoveUnconstrained) {
  // Ply 4 is White's pass: "the opponent's preceding move" of Black's ply 5 is a pass, no capture.
  GameRecord r = build_record(kKo, Player::Black, {"C2", "B2", "C2", "pass"});
  EXPECT_FALSE(constrained_after(r, 4, nullptr));
}

}  // namespace
}  // namespace kospec
