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

//   A B C D E F
// 3 . . . . . .
// 2 . O X . . .
// 1 . X . . . .   kAtari with room: 1 B A2 (potentially disallowed, B2 in atari at B3), 2 W F1
//                 elsewhere (B2 stays in atari), 3 B F3 elsewhere (F1 keeps E1 and F2), 4 W B3
//                 extends: {B2, B3} has A3 and C3 and A2 is not captured.
constexpr const char* kAtariWithRoom = "......\n.OX...\n.X....";

TEST(R13_Readings, NextPlyReadingCountsOnlyTheReply) {
  // R13.next: the reply to ply 1 is ply 2 (W F1), which leaves B2 in atari: nothing disallowed.
  GameRecord r = build_record(kAtariWithRoom, Player::Black, {"A2", "F1", "F3", "B3"});
  EXPECT_TRUE(disallowed_signatures(r, 4, nullptr, R13Reading::Next).empty());
}

TEST(R13_Readings, AnyLaterReadingCountsAWhiteMoveAfterBlacksNextOne) {
  // R13.later: ply 1 is still pending after plies 2 and 3 (A2 and B2 on the board, B2 in atari),
  // and ply 4 is White's move that counteracts it: Black's signature {A2, B2} is disallowed.
  GameRecord r = build_record(kAtariWithRoom, Player::Black, {"A2", "F1", "F3", "B3"});
  const auto d = disallowed_signatures(r, 4, nullptr, R13Reading::Later);
  ASSERT_EQ(d.size(), 1U);
  EXPECT_EQ(d[0].player, Player::Black);
  EXPECT_EQ(d[0].signature, (PointSet{at(r, "A2"), at(r, "B2")}));
  EXPECT_EQ(d[0].pd_ply, 1U);
  EXPECT_EQ(d[0].counter_ply, 4U);
  // Within the first three plies nothing is counteracted yet.
  EXPECT_TRUE(disallowed_signatures(r, 3, nullptr, R13Reading::Later).empty());
}

TEST(R15_Judgement, ADisallowedSignatureIsForbiddenUnlessConstrained) {
  // After B A2, W B3 (counteracted), Black may "never again make an unconstrained move with the
  // same signature" {A2, B2}.
  GameRecord r = build_record(kAtari, Player::Black, {"A2", "B3"});
  const auto d = disallowed_signatures(r, 2, nullptr);
  ASSERT_EQ(d.size(), 1U);
  const Ruling again = judge_disallowed_capture(r.graph(), false, d[0].signature, &d[0]);
  EXPECT_EQ(again.vote, Vote::Forbid);
  EXPECT_EQ(again.finding.rule, RuleId::R15);
  EXPECT_EQ(again.finding.ply, 1U);
  EXPECT_EQ(
      again.finding.statement,
      "signature {A2, B2} was disallowed: the potentially disallowed move at ply 1 was counteracted by ply 2");
  EXPECT_EQ(judge_disallowed_capture(r.graph(), true, d[0].signature, &d[0]).vote, Vote::Allow);
  EXPECT_EQ(judge_disallowed_capture(r.graph(), false, d[0].signature, nullptr).vote, Vote::Allow);
}

}  // namespace
}  // namespace kospec
