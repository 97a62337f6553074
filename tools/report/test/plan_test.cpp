// Who a report is about and in what order the page shows it (plan.h). The expected rulesets and
// order are the ones issue 36 asks for: with a proposal, the proposal and its baselines (the
// rules text's own cycle-sets, positional superko, japanese, or --baseline's), its summary, its
// differences from the baselines, its claims, its values; without one, every ruleset as before.
#include <gtest/gtest.h>

#include "tools/report/plan.h"

namespace kospec::report {
namespace {

using Names = std::vector<std::string>;

const Names kEvery{"no-ko", "simple-ko", "positional-superko", "cycle-sets", "PSK(window=2)"};

ReportOptions with(Names proposals, Names baselines = {}) {
  ReportOptions o;
  o.proposals = std::move(proposals);
  o.baselines = std::move(baselines);
  return o;
}

TEST(REPORT_Plan, AProposalIsComparedWithTheTextsRulesPositionalSuperkoAndJapaneseOnly) {
  const Plan p = plan_report(with({"KO+R9+RPE"}), kEvery);
  EXPECT_EQ(p.rulesets, (Names{"KO+R9+RPE", "cycle-sets", "positional-superko", "japanese"}));
  EXPECT_EQ(p.proposals, Names{"KO+R9+RPE"});
  EXPECT_TRUE(p.proposal_first);
}

TEST(REPORT_Plan, BaselineReplacesTheDefaultBaselines) {
  const Plan p = plan_report(with({"KO+R9+RPE"}, {"simple-ko", "spight"}), kEvery);
  EXPECT_EQ(p.rulesets, (Names{"KO+R9+RPE", "simple-ko", "spight"}));
  EXPECT_EQ(p.baselines, (Names{"simple-ko", "spight"}));
}

TEST(REPORT_Plan, WithoutAProposalEveryRulesetIsComparedAsBefore) {
  const Plan p = plan_report(with({}), kEvery);
  EXPECT_EQ(p.rulesets, kEvery);
  EXPECT_EQ(p.proposals, Names{"cycle-sets"});  // the summary is of the text's own rules
  EXPECT_FALSE(p.proposal_first);
}

TEST(REPORT_Plan, TheReadingsMatrixIsLeftOutWithAProposalUnlessAskedFor) {
  ReportOptions o = with({"KO+R9+RPE"});
  EXPECT_FALSE(plan_report(o, kEvery).readings_matrix);
  o.readings_matrix = true;  // --readings-matrix
  EXPECT_TRUE(plan_report(o, kEvery).readings_matrix);
  ReportOptions none = with({});
  EXPECT_TRUE(plan_report(none, kEvery).readings_matrix);
  none.readings_matrix = false;  // --no-readings-matrix
  EXPECT_FALSE(plan_report(none, kEvery).readings_matrix);
}

TEST(REPORT_Plan, DifferencesSetTheProposalAgainstEachBaselineButItself) {
  const auto pairs = [](const std::vector<Pairing>& ps) {
    Names out;
    for (const Pairing& p : ps) out.push_back(p.other + " vs " + p.base);
    return out;
  };
  EXPECT_EQ(pairs(difference_pairs(plan_report(with({"KO+R9+RPE"}), kEvery))),
            (Names{"KO+R9+RPE vs cycle-sets", "KO+R9+RPE vs positional-superko",
                   "KO+R9+RPE vs japanese"}));
  // PSK is positional superko spelt short: no column compares it with itself.
  EXPECT_EQ(pairs(difference_pairs(plan_report(with({"PSK"}), kEvery))),
            (Names{"PSK vs cycle-sets", "PSK vs japanese"}));
  EXPECT_EQ(pairs(difference_pairs(plan_report(with({}), kEvery))),
            (Names{"no-ko vs positional-superko", "simple-ko vs positional-superko",
                   "cycle-sets vs positional-superko", "PSK(window=2) vs positional-superko"}));
}

// The sections as the stages build them, the summary put first and the sources last.
std::vector<Section> built() {
  std::vector<Section> s;
  for (const char* id :
       {"summary", "rulesets", "corpus-cycles", "case-a", "case-b", "values", "board-table",
        "termination", "differences", "claims", "readings-matrix", "sources"})
    s.push_back({id, id, ""});
  return s;
}

Names ids(const std::vector<Section>& sections) {
  Names out;
  for (const Section& s : sections) out.push_back(s.id);
  return out;
}

TEST(REPORT_Plan, AProposalsPageLeadsWithItsSummaryDifferencesClaimsAndValues) {
  std::vector<Section> s = built();
  order_sections(s, true);
  EXPECT_EQ(ids(s),
            (Names{"summary", "differences", "claims", "values", "board-table", "termination",
                   "rulesets", "corpus-cycles", "case-a", "case-b", "readings-matrix", "sources"}));
  std::vector<Section> unchanged = built();
  order_sections(unchanged, false);
  EXPECT_EQ(ids(unchanged), ids(built()));
}

}  // namespace
}  // namespace kospec::report
