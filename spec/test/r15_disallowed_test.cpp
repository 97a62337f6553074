// R15 Rule: Disallowed capture, from scratch (spec/r15_rule_disallowed_capture.h).
#include <gtest/gtest.h>

#include "spec/r15_rule_disallowed_capture.h"
#include "spec/test/record_builder.h"

namespace kospec {
namespace {

using testing::at;
using testing::build_record;

//   A B C D
// 3 . . . .
// 2 . O X .
// 1 . X . .   Black A2 is potentially disallowed (an unconstrained atari of B2, no black string in
//             atari). White B3 counteracts it: it does not capture A2 and gives {B2, B3} two
//             liberties (A3, C3). Black's signature {A2, B2} (R14: point played A2, no capture,
//             threatened stone B2) is disallowed from then on.
constexpr const char* kAtari = "....\n.OX.\n.X..";

TEST(R15_DisallowedCapture, CounteractedAtariDisallowsItsSignature) {
  GameRecord r = build_record(kAtari, Player::Black, {"A2", "B3"});
  auto d = disallowed_signatures(r, 2, nullptr);
  ASSERT_EQ(d.size(), 1U);
  EXPECT_EQ(d[0].player, Player::Black);
  EXPECT_EQ(d[0].signature, (PointSet{at(r, "A2"), at(r, "B2")}));
  EXPECT_EQ(d[0].pd_ply, 1U);
  EXPECT_EQ(d[0].counter_ply, 2U);
}

TEST(R15_DisallowedCapture, AnAtariNotCounteractedDisallowsNothing) {
  // White plays elsewhere (D3): B2 stays in atari, so nothing is counteracted.
  GameRecord r = build_record(kAtari, Player::Black, {"A2", "D3"});
  EXPECT_TRUE(disallowed_signatures(r, 2, nullptr).empty());
}

}  // namespace
}  // namespace kospec
