// A proposal's claims, counted as issue 36 asks: those made for the proposal apart from those
// about other rulesets (under KO+R9+RPE, a claim made for positional superko that fails is a
// difference from positional superko, not a break of the proposal).
#include <gtest/gtest.h>

#include "rules/ruleset.h"
#include "tools/claims/verify.h"
#include "tools/report/sections.h"

namespace kospec::report {
namespace {

claims::ClaimResult decided(const claims::Claim& c, claims::About about, claims::Status status) {
  claims::ClaimResult r;
  r.claim = &c;
  r.asked = {parse_ruleset("KO+R9+RPE", SelfCapture::Forbidden), about};
  r.decision.status = status;
  r.decision.why = "why";
  return r;
}

TEST(REPORT_ClaimCounts, ClaimsMadeForTheProposalAreCountedApartFromTheRest) {
  ReportOptions o;
  o.proposals = {"KO+R9+RPE"};
  Context c{o};
  c.facts["KO+R9+RPE"];
  claims::Claim mine, psk;
  mine.id = "mine";
  mine.rulesets = {"KO+R9+RPE"};
  psk.id = "psk";
  psk.rulesets = {"positional-superko"};
  note_claim(c, decided(mine, claims::About::Claim, claims::Status::Refuted));
  note_claim(c, decided(psk, claims::About::Proposal, claims::Status::Refuted));
  note_claim(c, decided(psk, claims::About::Proposal, claims::Status::Holds));
  const ProposalFacts& f = c.facts.at("KO+R9+RPE");
  EXPECT_EQ(f.made_for.broken, std::vector<std::string>{"mine (made for KO+R9+RPE): why"});
  EXPECT_EQ(f.made_for.kept, 0u);
  EXPECT_EQ(f.others.broken, std::vector<std::string>{"psk (made for positional-superko): why"});
  EXPECT_EQ(f.others.kept, 1u);
}

}  // namespace
}  // namespace kospec::report
