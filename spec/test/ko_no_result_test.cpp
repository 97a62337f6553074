// NR: no result (Japanese 1989 Article 12), reading NR.third, and its judgement.
#include <gtest/gtest.h>

#include "spec/ko_no_result.h"
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

TEST(NR_NoResult, ThirdOccurrenceOfASituationSinceTheLastPass) {
  // B C2, W B2, B C2: now W B2 would make (setup configuration, Black to move) occur for the
  // third time (after plies 0, 2 and now 4).
  GameRecord r = build_record(kKo, Player::Black, {"C2", "B2", "C2"});
  EXPECT_EQ(situation_repeats_since_pass(r, r.configuration_after(0), Player::Black),
            (std::vector<std::size_t>{0, 2}));
  // With a pass in between, counting restarts at the pass.
  GameRecord with_pass = build_record(kKo, Player::Black, {"C2", "B2", "pass", "pass", "C2"});
  EXPECT_EQ(
      situation_repeats_since_pass(with_pass, with_pass.configuration_after(0), Player::Black),
      (std::vector<std::size_t>{4}));
  EXPECT_EQ(last_pass_ply(with_pass), 4U);
}

TEST(NR_Judgement, TheThirdOccurrenceEndsTheGameWithNoResult) {
  const Ruling third = judge_no_result({0, 2});
  EXPECT_EQ(third.vote, Vote::NoResult);
  EXPECT_EQ(third.finding.rule, RuleId::NR);
  EXPECT_EQ(third.finding.ply, 0U);
  EXPECT_EQ(
      third.finding.statement,
      "third occurrence of this situation since the last pass (after plies 0 and 2): the game ends with no result");
  const Ruling second = judge_no_result({0});
  EXPECT_EQ(second.vote, Vote::Allow);
  EXPECT_EQ(second.finding.statement, "this situation has occurred 1 time(s) since the last pass");
}

}  // namespace
}  // namespace kospec
