// Which rulesets a claim is decided under (tools/claims/verify.h): its own and its readings by
// default; under a proposal every claim, labelled by whether it is made for that ruleset, the
// rulesets compared as rules, not as strings (the issue: `verify -r PSK` checked nothing because
// "PSK" is not spelt "positional-superko").
#include <gtest/gtest.h>

#include <algorithm>

#include "spec/error.h"
#include "tools/claims/claim.h"
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
  ASSERT_EQ(asked.size(), 3u);
  EXPECT_EQ(asked[0].ruleset.name, "positional-superko");
  EXPECT_EQ(asked[0].about, About::Claim);
  EXPECT_EQ(asked[1].ruleset.name, "simple-ko");
  EXPECT_EQ(asked[1].about, About::Reading);
  // Then its control, no-ko unless it names one: a claim that holds there too cannot fail.
  EXPECT_EQ(asked[2].ruleset.name, "no-ko");
  EXPECT_EQ(asked[2].about, About::Control);
  EXPECT_STREQ(about_name(About::Control), "control");
}

// A claim of the rules text with readings of A1 beside it, its own control, or about the base
// rules.
Claim a1_claim(const Json& extra) {
  Json json{{"id", "c"},
            {"file", "x.sgf"},
            {"rulesets", {"cycle-sets+A1"}},
            {"readings", {"cycle-sets+A1(depth=4)", "cycle-sets+A1.full"}},
            {"claim", {{"kind", "verdict"}, {"ply", 2}, {"outcome", "illegal"}}}};
  if (extra.is_object()) json.update(extra);
  return claim_of(json, "dir", "test claim");
}

TEST(CLAIMS_Verify, ADefaultReadingIsNoReading) {
  // The issue: "A claim the text makes that fails under a default reading counts as refuted in
  // the totals and in the exit status, whatever the reading is called." A1(depth=4) is A1 named
  // plainly (its default A1.local with four plies); A1.full is a reading.
  EXPECT_TRUE(default_cycle_set_readings(r("cycle-sets+A1(depth=4)")));
  EXPECT_TRUE(default_cycle_set_readings(r("R9+R15+A2+A3")));
  EXPECT_FALSE(default_cycle_set_readings(r("cycle-sets+A1.full")));
  EXPECT_FALSE(default_cycle_set_readings(r("cycle-sets+A3.any")));
  EXPECT_TRUE(default_cycle_set_readings(r("cycle-sets+R13.later")));  // the default since
  EXPECT_FALSE(default_cycle_set_readings(r("cycle-sets+R13.next")));  // the readings matrix
  EXPECT_FALSE(default_cycle_set_readings(r("cycle-sets+R14.parts")));
  EXPECT_FALSE(default_cycle_set_readings(r("japanese")));  // not the cycle-set rules
  const std::vector<Asked> asked = asked_rulesets(a1_claim({}), {});
  ASSERT_EQ(asked.size(), 4u);
  EXPECT_EQ(asked[1].about, About::Claim);
  EXPECT_EQ(asked[2].about, About::Reading);
}

TEST(CLAIMS_Verify, TheControlIsNamedOrNoneForABaseRulesClaim) {
  const std::vector<Asked> named = asked_rulesets(a1_claim({{"control", "cycle-sets"}}), {});
  EXPECT_EQ(named.back().ruleset.name, "cycle-sets");
  EXPECT_EQ(named.back().about, About::Control);
  const std::vector<Asked> base = asked_rulesets(a1_claim({{"base_rules", true}}), {});
  EXPECT_NE(base.back().about, About::Control);
  EXPECT_THROW(a1_claim({{"base_rules", "yes"}}), InputError);
  // Under proposals no control is decided: the proposals are the question.
  EXPECT_EQ(asked_rulesets(a1_claim({}), {"PSK"}).size(), 1u);
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

namespace kospec::claims {
namespace {

// A claim's time budget names itself when it stops the search, as --claim-seconds, never as a
// signal (issue 36: "a stop request (Ctrl-C or SIGTERM) stopped the search"). The value claim of
// the triple ko with an external liberty under KO+R9+RPE takes its search seconds (788,281
// nodes in 3 s, and still unknown there), far beyond a budget of 0.3 s.
TEST(CLAIMS_Verify, AClaimsTimeBudgetIsNamedNotASignal) {
  const std::vector<Claim> all = read_claims("corpus/claims");
  const auto it = std::find_if(all.begin(), all.end(), [](const Claim& c) {
    return c.id == "triple-ko-external-liberty-value-at-least";
  });
  ASSERT_NE(it, all.end()) << "run from the source root";
  const ClaimPosition position = read_claim_position(*it);
  const Asked asked{r("KO+R9+RPE"), About::Proposal};
  const Decision d = decide_asked(*it, position, asked, SearchLimits{}, 0.3);
  EXPECT_EQ(d.status, Status::Unknown) << d.why;
  EXPECT_NE(d.why.find("--claim-seconds 0.30 s stopped the search"), std::string::npos) << d.why;
  EXPECT_EQ(d.why.find("Ctrl-C"), std::string::npos) << d.why;
  EXPECT_EQ(d.why.find("stop request"), std::string::npos) << d.why;
}

}  // namespace
}  // namespace kospec::claims
