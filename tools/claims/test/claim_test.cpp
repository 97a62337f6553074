// Reading claims: every malformed claim is refused with an error naming the claim and the field;
// the bundled corpus reads, every claim names a source, a quote and a ruleset, and ids are unique.
#include <set>

#include <gtest/gtest.h>

#include "spec/error.h"
#include "tools/claims/claim.h"

namespace kospec::claims {
namespace {

Json base(Json claim) {
  return Json{{"id", "c"}, {"file", "x.sgf"}, {"rulesets", {"PSK"}}, {"claim", std::move(claim)}};
}

void expect_refused(const Json& json, const std::string& says) {
  try {
    claim_of(json, "dir", "claims.json: claim 1");
    ADD_FAILURE() << "accepted: " << json.dump();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(says), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("claims.json: claim 1"), std::string::npos) << e.what();
  }
}

TEST(CLAIMS_Read, MalformedClaimsAreRefused) {
  expect_refused(base({{"kind", "lives"}}), "unknown kind 'lives'");
  expect_refused(base({{"kind", "survives"}}), "needs \"strings\"");
  expect_refused(base({{"kind", "survives"}, {"strings", Json::array()}}), "at least one string");
  expect_refused(base({{"kind", "survives"}, {"strings", {"A1"}}, {"threats", {{"X", 1}}}}),
                 "keys B and W only");
  expect_refused(base({{"kind", "survives"}, {"strings", {"A1"}}, {"threats", {{"B", -1}}}}),
                 "at least 0");
  expect_refused(base({{"kind", "no-threat-needed"},
                       {"side", "B"},
                       {"goal", "survives"},
                       {"strings", {"A1"}},
                       {"threats", {{"B", 1}}}}),
                 "gives its side no threats");
  expect_refused(
      base({{"kind", "no-threat-needed"}, {"side", "B"}, {"goal", "lives"}, {"strings", {"A1"}}}),
      "\"goal\"");
  expect_refused(base({{"kind", "forces-no-result"}, {"side", "black"}}), "\"side\"");
  expect_refused(
      base({{"kind", "no-threat-needed"}, {"side", "W"}, {"goal", "value-at-least"}, {"value", 1}}),
      "value-at-least is Black's goal");
  expect_refused(base({{"kind", "verdict"}, {"ply", 0}, {"outcome", "legal"}}), "\"ply\"");
  expect_refused(base({{"kind", "verdict"}, {"ply", 2}, {"outcome", "forbidden"}}), "\"outcome\"");
  expect_refused(base({{"kind", "value-at-least"}}), "needs \"value\"");
  Json no_rulesets = base({{"kind", "terminates"}, {"value", true}});
  no_rulesets.erase("rulesets");
  expect_refused(no_rulesets, "needs \"rulesets\"");
}

TEST(CLAIMS_Read, DefaultsAndPaths) {
  const Claim c = claim_of(base({{"kind", "survives"}, {"strings", {"A1"}}}), "corpus/claims", "x");
  EXPECT_EQ(c.file, "corpus/claims/x.sgf");
  EXPECT_EQ(c.region, "all");
  EXPECT_EQ(c.threats.black, 0);
  const Claim t = claim_of(base({{"kind", "terminates"}, {"value", false}}), "d", "x");
  EXPECT_EQ(t.region, "moves");
  EXPECT_FALSE(t.terminates);
}

TEST(CLAIMS_Read, TheCorpusReads) {
  const std::vector<Claim> claims = read_claims("corpus/claims");
  std::set<std::string> ids;
  for (const Claim& c : claims) {
    EXPECT_TRUE(ids.insert(c.id).second) << "duplicate id " << c.id;
    EXPECT_FALSE(c.source.empty()) << c.id;
    EXPECT_FALSE(c.quote.empty()) << c.id;
    EXPECT_FALSE(c.rulesets.empty()) << c.id;
  }
  EXPECT_GE(claims.size(), 15U);
  EXPECT_THROW(read_claims("tools"), InputError);
}

}  // namespace
}  // namespace kospec::claims
