// A2 Eternal life: "When one stone is added to another to make double ko stones in an eternal life
// position, they cannot be captured immediately." Reading A2.cycle, worked by hand.
#include <gtest/gtest.h>

#include "spec/a2_eternal_life.h"
#include "spec/test/record_builder.h"

namespace kospec {
namespace {

using testing::at;
using testing::build_record;

// Eternal life (chosei), the corpus position corpus/cycles/eternal-life.sgf:
//   A B C D E F
// 3 O . X . O X
// 2 O O O X X X
// 1 . O O X X .
// Black B3 adds a stone to C3: B3 C3 are two stones with one liberty (D3), the double ko stones.
// W D3 captures them, B C3 captures D3 E3, W E3 throws in, and B B3 again recreates the
// configuration after B3: the 4-ply cycle of eternal life. So after B3, White may not capture
// B3 C3 at once (W D3 is forbidden by A2).
constexpr const char* kEternalLife = "O.X.OX\nOOOXXX\n.OOXX.";

TEST(A2_EternalLife, TheDoubleKoStonesOfEternalLifeAreProtected) {
  GameRecord r = build_record(kEternalLife, Player::Black, {"B3"});
  const auto stones = protected_double_ko_stones(r, SelfCapture::Forbidden);
  ASSERT_TRUE(stones.has_value());
  EXPECT_EQ(*stones, (PointSet{at(r, "B3"), at(r, "C3")}));
}

TEST(A2_EternalLife, WhiteCapturingMakesDoubleKoStonesOfItsOwn) {
  // After B B3, W D3 captures B3 C3 and joins E3: D3 E3 are two stones with one liberty (C3).
  // B C3 captures them, W E3 throws in, B B3, and W D3 again recreates the configuration after
  // W D3: the same 4-ply cycle seen from White. A2.cycle protects D3 E3 from B C3.
  GameRecord r = build_record(kEternalLife, Player::Black, {"B3", "D3"});
  const auto stones = protected_double_ko_stones(r, SelfCapture::Forbidden);
  ASSERT_TRUE(stones.has_value());
  EXPECT_EQ(*stones, (PointSet{at(r, "D3"), at(r, "E3")}));
}

// Sending two returning one, corpus/cycles/sending-two-returning-one.sgf:
//   A B C D E
// 3 O . X . X
// 2 O O O X X
// 1 . O O X .
// B B3 makes B3 C3 two stones with one liberty (D3); W D3 captures them, B C3 captures D3, and the
// configuration returns only if White then passes before B B3 again: the cycle has a pass.
constexpr const char* kSendingTwo = "O.X.X\nOOOXX\n.OOX.";

TEST(A2_EternalLife, SendingTwoReturningOneIsNotEternalLifeUnlessPassesCount) {
  // A2.cycle (default): the two middle plies are board plays; here the only return to the
  // configuration after B3 goes through White's pass, so B3 C3 are not protected and White's
  // necessary capture at D3 stays legal (issue 12: the text never calls this eternal life).
  GameRecord r = build_record(kSendingTwo, Player::Black, {"B3"});
  EXPECT_FALSE(protected_double_ko_stones(r, SelfCapture::Forbidden).has_value());
  // A2.pass, the literal reading ("one ply of each player"): the pass counts, and the capture
  // is forbidden: the conflict the README's readings matrix reports (A2.pass breaks
  // `sending-two-not-eternal-life`).
  const auto literal = protected_double_ko_stones(r, SelfCapture::Forbidden, true);
  ASSERT_TRUE(literal.has_value());
  EXPECT_EQ(*literal, (PointSet{at(r, "B3"), at(r, "C3")}));
}

TEST(A2_EternalLife, TwoStonesInAtariWithNoCycleAreNotProtected) {
  //   A B C D
  // 3 . O O .
  // 2 O X . O
  // 1 . O . .   Black C2 joins B2: two stones with one liberty (C1). After W C1 captures them,
  //             the white stones B1 C1 keep four liberties, so no two further plies can let
  //             Black play C2 again into the same configuration: no eternal life, no protection.
  GameRecord r = build_record(".OO.\nOX.O\n.O..", Player::Black, {"C2"});
  EXPECT_FALSE(protected_double_ko_stones(r, SelfCapture::Forbidden).has_value());
}

TEST(A2_Judgement, CapturingProtectedStonesIsForbidden) {
  GameRecord r = build_record(kEternalLife, Player::Black, {"B3"});
  const PointSet stones{at(r, "B3"), at(r, "C3")};
  const Ruling capture = judge_eternal_life(r.graph(), stones, stones, 1);
  EXPECT_EQ(capture.vote, Vote::Forbid);
  EXPECT_EQ(capture.finding.rule, RuleId::A2);
  EXPECT_EQ(capture.finding.ply, 1U);
  EXPECT_EQ(capture.finding.statement,
            "captures the double ko stones B3, C3 made by ply 1 in an eternal life position");
  EXPECT_EQ(judge_eternal_life(r.graph(), stones, PointSet{at(r, "A1")}, 1).vote, Vote::Allow);
  EXPECT_EQ(judge_eternal_life(r.graph(), std::nullopt, stones, 1).vote, Vote::Allow);
}

}  // namespace
}  // namespace kospec
