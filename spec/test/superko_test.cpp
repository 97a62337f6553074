// PSK, SSK, NSSK, Spight (SPB, SPE) and Japanese no result (NR), each a pure function of the whole
// history, on hand-worked sequences.
#include <gtest/gtest.h>

#include "spec/ko_no_result.h"
#include "spec/spight.h"
#include "spec/superko.h"
#include "spec/test/record_builder.h"

namespace kospec {
namespace {

using testing::build_record;

// The simple ko with a free point E1:
//   A B C D E
// 3 . X O . .
// 2 X O . O .
// 1 . X O . .
constexpr const char* kKo = ".XO..\nXO.O.\n.XO..";

TEST(PSK_Superko, SingleStoneSuicideRepeatsThePositionButNotTheSituation) {
  //   A B
  // 2 X .
  // 1 . X   White to move; with self-capture 'all', White A1 removes itself: the configuration
  // after it is the setup's, now with Black to move. PSK: a repetition of ply 0 (Tromp-Taylor:
  // such a suicide repeats the grid colouring). SSK: the setup had White to move, so no
  // repetition. NSSK: the setup counts as created by Black (NSSK.setup), not by White.
  GameRecord r = build_record("X.\n.X", Player::White, {}, SelfCapture::All);
  const Configuration same = r.current();
  EXPECT_EQ(positional_repeat(r, same), 0U);
  EXPECT_FALSE(situational_repeat(r, same, Player::Black).has_value());
  EXPECT_FALSE(natural_repeat(r, same, Player::White).has_value());
  EXPECT_EQ(natural_repeat(r, same, Player::Black), 0U);
}

TEST(SSK_Superko, PassThenKoRetakeIsARepeatedSituation) {
  // rulesets.md's distinguishing example: B E1 (a last free point), W passes, B C2 takes the ko,
  // W B2 retakes. The retake leaves the configuration of ply 1 with Black to move, which is the
  // situation after ply 2 (W's pass): illegal under PSK and SSK. Under NSSK it is legal: that
  // configuration was created by Black's board play (ply 1), never by White's.
  GameRecord r = build_record(kKo, Player::Black, {"E1", "pass", "C2"});
  const Configuration retake = r.configuration_after(1);
  EXPECT_EQ(positional_repeat(r, retake), 1U);
  EXPECT_EQ(situational_repeat(r, retake, Player::Black), 2U);
  EXPECT_FALSE(natural_repeat(r, retake, Player::White).has_value());
}

TEST(SPB_Spight, APassLiftsTheBans) {
  GameRecord no_pass = build_record(kKo, Player::Black, {"C2"});
  EXPECT_EQ(spight_repeat(no_pass, no_pass.configuration_after(0)), 0U);
  // B C2, W pass, B pass: the retake's configuration (the setup's) was last seen before the
  // last pass (ply 3), so it is not banned.
  GameRecord passes = build_record(kKo, Player::Black, {"C2", "pass", "pass"});
  EXPECT_FALSE(spight_repeat(passes, passes.configuration_after(0)).has_value());
}

TEST(SPE_Spight, ASecondPassBySamePlayerInSamePositionEndsPlay) {
  GameRecord r = build_record(kKo, Player::Black, {"pass", "pass"});
  EXPECT_EQ(spight_earlier_pass(r, Player::Black), 1U);          // Black passed at ply 1 here
  EXPECT_FALSE(spight_earlier_pass(r.prefix(1), Player::White).has_value());  // two passes alone do not
}

TEST(NR_NoResult, ThirdOccurrenceOfASituationSinceTheLastPass) {
  // B C2, W B2, B C2: now W B2 would make (setup configuration, Black to move) occur for the
  // third time (after plies 0, 2 and now 4).
  GameRecord r = build_record(kKo, Player::Black, {"C2", "B2", "C2"});
  EXPECT_EQ(situation_repeats_since_pass(r, r.configuration_after(0), Player::Black),
            (std::vector<std::size_t>{0, 2}));
  // With a pass in between, counting restarts at the pass.
  GameRecord with_pass = build_record(kKo, Player::Black, {"C2", "B2", "pass", "pass", "C2"});
  EXPECT_EQ(situation_repeats_since_pass(with_pass, with_pass.configuration_after(0), Player::Black),
            (std::vector<std::size_t>{4}));
  EXPECT_EQ(last_pass_ply(with_pass), 4U);
}

}  // namespace
}  // namespace kospec
