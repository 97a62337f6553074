#pragma once
// kospec report: one HTML page (and its SVG files) a rules committee reads: a one-screen summary
// of each proposal, the rulesets compared (the base rules once), the corpus case x ruleset table,
// each case's figure, state graph, verdicts and traces, the exact values of the small positions,
// termination, where the rulesets differ, the claims of the rules text, and the sources. With a
// proposal the page is about it and its baselines only, led by what concerns it (plan.h). The
// command line is tools/cli/cmd_report.cpp; everything else is here.

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace kospec::claims {
struct ClaimResult;
struct VerifyTotals;
}  // namespace kospec::claims

namespace kospec::report {

/// What the report covers and how far each search may go.
struct ReportOptions {
  /// Inputs: a directory with manifest.json is a corpus of cases; one without is a folder of
  /// positions to solve; an SGF file is a case of its own (and solved when it is small).
  std::vector<std::string> inputs;
  std::vector<std::string> proposals;  ///< -r: the rulesets the report is about
  /// --baseline: what the proposals are compared with (empty: plan.h's default_baselines)
  std::vector<std::string> baselines;
  std::string out;                ///< the output directory
  std::size_t max_states = 5000;  ///< the state graphs' limit
  double solve_seconds = 10;      ///< time budget of each exact value
  double model_seconds = 10;      ///< time budget of each termination and difference
  double claim_seconds = 20;      ///< time budget of each claim under a proposal
  double board_seconds = 2;       ///< time budget of each empty board the committed table lacks
  std::size_t threads = 2;        ///< exact values (and claims) solved at once
  std::string claims = "corpus/claims";  ///< the claims corpus ("" leaves the claims out)
  bool claims_given = false;             ///< --claims was given: a missing corpus is an error
  /// The readings matrix of the claims corpus: asked for, left out, or (nullopt) written only
  /// when no proposal is given.
  std::optional<bool> readings_matrix;
  /// Called with each result of the claims section's verification (the one `kospec verify DIR`
  /// makes), in the claims' order, then with its totals: how `--claims-json` writes verify's JSON.
  std::function<void(const claims::ClaimResult&)> claim_result;
  std::function<void(const claims::VerifyTotals&)> claims_totals;  ///< then the totals
};

/// Writes OUT/index.html and OUT/cases/*.svg; returns 0, or 1 when a corpus expectation is not
/// met or a claim is refuted under the rulesets it is made for (the page says which), or `stop`
/// ended the run (the page then holds the sections finished, and says so). Progress lines go to
/// `progress`. Throws InputError on bad input.
int write_report(const ReportOptions& options, std::ostream& progress,
                 const std::atomic<bool>* stop);

}  // namespace kospec::report
