// The readings matrix (tools/claims/matrix.h) takes a cell decided already (the report's claims
// section decides the same claims first) instead of searching it again.
#include <gtest/gtest.h>

#include <algorithm>

#include "tools/claims/claim.h"
#include "tools/claims/matrix.h"
#include "tools/claims/position.h"

namespace kospec::claims {
namespace {

// figure2-remains of the claims corpus: Figure 2 survives under the cycle-set rules (as the text
// says of it), a claim whose rulesets take readings of A1.
TEST(CLAIMS_Matrix, ACellDecidedAlreadyIsTakenNotSearched) {
  std::vector<Claim> all = read_claims("corpus/claims");
  const auto at = std::find_if(all.begin(), all.end(),
                               [](const Claim& c) { return c.id == "figure2-remains"; });
  ASSERT_NE(at, all.end());
  const std::vector<Claim> claims{*at};
  const std::vector<ClaimPosition> positions{read_claim_position(claims[0])};
  // Its own rulesets decided already, each unknown: the matrix tries no reading of A1 for it
  // (a claim unknown under its own ruleset is not tried under the others) and so searches nothing.
  std::vector<KnownDecision> known;
  for (const std::string& name : claims[0].rulesets)
    known.push_back({claims[0].id, asked_rulesets(claims[0], {name}).front().ruleset,
                     Decision{Status::Unknown, "decided before", std::nullopt}});
  std::size_t searched = 0;
  const std::vector<RuleMatrix> m = readings_matrix(
      claims, positions, {"A1"}, SearchLimits{}, 20,
      [&](const Claim&, const Asked&) { ++searched; }, 1, known);
  EXPECT_EQ(searched, 0u);
  ASSERT_EQ(m.size(), 1u);
  ASSERT_EQ(m[0].rows.size(), 1u);
  for (const Decision& d : m[0].rows[0].decisions) {
    EXPECT_EQ(d.status, Status::Unknown);
    EXPECT_NE(d.why.find("decided before"), std::string::npos) << d.why;
  }
  // Without them the cells are searched (the own ruleset's at least).
  const std::vector<RuleMatrix> fresh = readings_matrix(
      claims, positions, {"A1"}, SearchLimits{}, 0.5,
      [&](const Claim&, const Asked&) { ++searched; }, 1);
  EXPECT_GE(searched, 1u);
}

}  // namespace
}  // namespace kospec::claims
