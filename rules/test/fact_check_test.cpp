// The check switch's comparison (KOSPEC_CHECKS): equal facts pass; a difference throws CheckError
// naming the rule, the fact, the move and both values.
#include <gtest/gtest.h>

#include "rules/fact_check.h"

namespace kospec {
namespace {

TEST(RULES_FactCheck, EqualFactsPassAndADifferenceNamesRuleMoveAndBothValues) {
  EXPECT_NO_THROW(check_fact(RuleId::PSK, "earlier ply repeated", "ply 3, B C2",
                             std::optional<std::size_t>(1), std::optional<std::size_t>(1)));
  try {
    check_fact(RuleId::PSK, "earlier ply repeated", "ply 3, B C2", std::optional<std::size_t>(1),
               std::optional<std::size_t>());
    ADD_FAILURE() << "a difference passed";
  } catch (const CheckError& e) {
    EXPECT_STREQ(e.what(),
                 "KOSPEC_CHECKS: PSK earlier ply repeated differs at ply 3, B C2: incremental ply "
                 "1, spec from scratch none");
  }
}

}  // namespace
}  // namespace kospec
