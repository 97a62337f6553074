// Which rulesets a claim is decided under (tools/claims/verify.h): its own and its readings by
// default; under a proposal every claim, labelled by whether it is made for that ruleset, the
// rulesets compared as rules, not as strings (the issue: `verify -r PSK` checked nothing because
// "PSK" is not spelt "positional-superko").
#include <gtest/gtest.h>

#include "spec/error.h"
#include "tools/claims/verify.h"

namespace kospec::claims {
namespace {

Ruleset r(const char* expression) { return parse_ruleset(expression, SelfCapture::Forbidden); }

// A claim made for positional superko, with simple ko shown beside it.
Claim psk_claim() {
  const Json json{{"id", "c"},
                  {"file", "x.sgf"},
                  {"rulesets", {"positional-superko"}},
                  {"readings", {"simple-ko"}},
                  {"claim", {{"kind", "terminates"}, {"value", true}}}};
  return claim_of(json, "dir", "test claim");
}

TEST(CLAIMS_Verify, RulesetsAreComparedAsRules) {
  // The README's table of named rulesets: positional-superko is PSK, cycle-sets is R9+R15,
  // japanese is KO+NR+RPE.
  EXPECT_TRUE(same_rules(r("PSK"), r("positional-superko")));
  EXPECT_TRUE(same_rules(r("cycle-sets+A1"), r("R9+R15+A1")));
  EXPECT_TRUE(same_rules(r("KO+NR+RPE"), r("japanese")));
  EXPECT_FALSE(same_rules(r("PSK"), r("SSK")));
  EXPECT_FALSE(same_rules(r("PSK"), r("PSK+R15")));
  EXPECT_FALSE(same_rules(r("cycle-sets+A1"), r("cycle-sets+A1(depth=4)")));
  EXPECT_FALSE(same_rules(r("cycle-sets+A3"), r("cycle-sets+A3.any")));
  EXPECT_FALSE(same_rules(r("PSK"), parse_ruleset("PSK", SelfCapture::All)));
}

TEST(CLAIMS_Verify, ByDefaultAClaimIsDecidedUnderItsOwnRulesetsAndReadings) {
  const std::vector<Asked> asked = asked_rulesets(psk_claim(), {});
  ASSERT_EQ(asked.size(), 2u);
  EXPECT_EQ(asked[0].ruleset.name, "positional-superko");
  EXPECT_EQ(asked[0].about, About::Claim);
  EXPECT_EQ(asked[1].ruleset.name, "simple-ko");
  EXPECT_EQ(asked[1].about, About::Reading);
}

TEST(CLAIMS_Verify, UnderProposalsEveryClaimIsDecidedAndLabelled) {
  const std::vector<Asked> asked = asked_rulesets(psk_claim(), {"PSK", "KO", "PSK+R15"});
  ASSERT_EQ(asked.size(), 3u);
  EXPECT_EQ(asked[0].ruleset.name, "PSK");  // as asked, and made for it
  EXPECT_EQ(asked[0].about, About::Claim);
  EXPECT_EQ(asked[1].about, About::Reading);  // KO is simple-ko
  EXPECT_EQ(asked[2].about, About::Proposal);
  EXPECT_STREQ(about_name(About::Proposal), "proposal");
  EXPECT_THROW(asked_rulesets(psk_claim(), {"NO-SUCH"}), InputError);
}

}  // namespace
}  // namespace kospec::claims
