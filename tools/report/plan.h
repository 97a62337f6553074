#pragma once
// What a report compares and in what order the page shows it: with a proposal (-r), the
// proposals and their baselines only, the sections about the proposal first; without one, every
// ruleset, the sections in the order the stages build them.

#include <string>
#include <vector>

#include "tools/report/page.h"
#include "tools/report/report.h"

namespace kospec::report {

/// The baselines of a proposal when --baseline is not given: the rules text's own rules,
/// positional superko and japanese.
const std::vector<std::string>& default_baselines();

/// Who a report is about and what it compares them with.
struct Plan {
  std::vector<std::string> proposals;  ///< the summary's subjects (cycle-sets without -r)
  std::vector<std::string> baselines;  ///< what they are compared with (PSK without -r)
  std::vector<std::string> rulesets;   ///< every column: proposals then baselines, or all
  bool proposal_first = false;         ///< a proposal was given: the page leads with it
  bool readings_matrix = true;         ///< the readings matrix is written
  /// Whether `ruleset` is one of the columns.
  bool compares(const std::string& ruleset) const;
};

/// The plan for `options`; `every` is what a report without a proposal compares (the named
/// rulesets, then the manifests' others). Throws InputError on a ruleset that does not parse.
Plan plan_report(const ReportOptions& options, const std::vector<std::string>& every);

/// One column of the differences section: where `other` first differs from `base`.
struct Pairing {
  std::string base;   ///< the ruleset compared with
  std::string other;  ///< the ruleset judged
};

/// The differences section's columns: each proposal against each of its baselines (the same
/// rules however spelt are left out); without a proposal, every ruleset against PSK.
std::vector<Pairing> difference_pairs(const Plan& plan);

/// Orders the page's sections: with proposal_first, the summary, the differences, the claims,
/// the values, the empty boards, termination, then the rest as built; the sources last.
void order_sections(std::vector<Section>& sections, bool proposal_first);

}  // namespace kospec::report
