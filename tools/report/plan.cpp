#include "tools/report/plan.h"

#include <algorithm>

#include "rules/ruleset.h"
#include "tools/claims/verify.h"

namespace kospec::report {

namespace {

void add_once(std::vector<std::string>& list, const std::string& name) {
  if (std::find(list.begin(), list.end(), name) == list.end()) list.push_back(name);
}

// A section's place on a proposal's page; every section not named keeps its place among the
// others (the rulesets, each corpus with its cases, the readings matrix).
std::size_t rank(const std::string& id) {
  static const std::vector<std::string> first{"summary", "differences", "claims",
                                              "values",  "board-table", "termination"};
  const auto it = std::find(first.begin(), first.end(), id);
  if (it != first.end()) return static_cast<std::size_t>(it - first.begin());
  return id == "sources" ? first.size() + 1 : first.size();
}

}  // namespace

const std::vector<std::string>& default_baselines() {
  static const std::vector<std::string> names{"cycle-sets", "positional-superko", "japanese"};
  return names;
}

bool Plan::compares(const std::string& ruleset) const {
  return std::find(rulesets.begin(), rulesets.end(), ruleset) != rulesets.end();
}

Plan plan_report(const ReportOptions& options, const std::vector<std::string>& every) {
  Plan plan;
  plan.proposal_first = !options.proposals.empty();
  plan.readings_matrix = options.readings_matrix.value_or(!plan.proposal_first);
  if (!plan.proposal_first) {
    plan.proposals = {"cycle-sets"};
    plan.baselines = {"positional-superko"};
    plan.rulesets = every;
    return plan;
  }
  for (const std::string& p : options.proposals) add_once(plan.proposals, p);
  for (const std::string& b : options.baselines.empty() ? default_baselines() : options.baselines)
    add_once(plan.baselines, b);
  plan.rulesets = plan.proposals;
  for (const std::string& b : plan.baselines) add_once(plan.rulesets, b);
  for (const std::string& r : plan.rulesets) parse_ruleset(r, SelfCapture::Forbidden);
  return plan;
}

std::vector<Pairing> difference_pairs(const Plan& plan) {
  std::vector<Pairing> pairs;
  if (!plan.proposal_first) {
    for (const std::string& r : plan.rulesets)
      if (r != "positional-superko") pairs.push_back({"positional-superko", r});
    return pairs;
  }
  for (const std::string& p : plan.proposals)
    for (const std::string& b : plan.baselines)
      if (!claims::same_rules(parse_ruleset(p, SelfCapture::Forbidden),
                              parse_ruleset(b, SelfCapture::Forbidden)))
        pairs.push_back({b, p});
  return pairs;
}

void order_sections(std::vector<Section>& sections, bool proposal_first) {
  std::stable_sort(sections.begin(), sections.end(), [&](const Section& a, const Section& b) {
    const auto key = [&](const Section& s) {
      return proposal_first ? rank(s.id) : s.id == "summary" ? 0 : s.id == "sources" ? 2 : 1;
    };
    return key(a) < key(b);
  });
}

}  // namespace kospec::report
