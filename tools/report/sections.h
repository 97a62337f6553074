#pragma once
// The report's sections, each built from the shared context: what is compared, the inputs, and
// the facts gathered on the way for the summary of each proposal.

#include <atomic>
#include <filesystem>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "spec/move.h"
#include "tools/claims/matrix.h"
#include "tools/corpus/manifest.h"
#include "tools/report/notes.h"
#include "tools/report/page.h"
#include "tools/report/plan.h"
#include "tools/report/report.h"
#include "tools/values/values.h"

namespace kospec::claims {
struct ClaimResult;
}  // namespace kospec::claims

namespace kospec::report {

/// Where a proposal first differs from one baseline.
struct Comparison {
  std::vector<std::string> differs;  ///< each case's first difference
  std::size_t agrees = 0;            ///< cases where it never differs
};

/// Claims decided under a proposal.
struct ClaimCounts {
  std::size_t kept = 0;             ///< claims that hold under it
  std::vector<std::string> broken;  ///< claims refuted under it, with what they are made for
  std::vector<std::string> open;    ///< claims left unknown
};

/// What the summary says of one proposal, gathered by the sections.
struct ProposalFacts {
  std::size_t ends = 0;                ///< cases where every play ends
  std::vector<std::string> loops;      ///< cases where play can go on for ever, with the lasso
  std::vector<std::string> undecided;  ///< cases where termination was left unknown
  std::map<std::string, Comparison> against;  ///< by baseline: where it first differs from it
  bool claims_checked = false;                ///< whether the claims were decided under it
  ClaimCounts made_for;                       ///< the claims made for it
  ClaimCounts others;                         ///< the claims about other rulesets
  std::vector<std::string> values;  ///< each small position's value, beside positional superko's
  std::size_t met = 0;              ///< corpus expectations met
  std::vector<std::string> unmet;   ///< corpus expectations not met
};

/// Everything the sections share.
struct Context {
  /// A context for `options`, nothing gathered yet.
  explicit Context(const ReportOptions& o) : options(o) {}
  const ReportOptions& options;           ///< as asked
  Plan plan;                              ///< who the report is about, what it compares them with
  std::vector<corpus::Manifest> corpora;  ///< corpora of cases (an SGF file given is one)
  std::vector<std::string> positions;     ///< positions whose exact values are tabled
  std::vector<std::string> tables;  ///< folders of positions holding a table.tsv of empty boards
  std::map<std::string, ProposalFacts> facts;         ///< by proposal
  std::vector<claims::KnownDecision> claims_decided;  ///< the claims section's, for the matrix
  bool all_expected = true;                           ///< every expectation met, every claim held
  const std::atomic<bool>* stop = nullptr;            ///< a stop request
  std::ostream* progress = nullptr;                   ///< progress lines
  /// Whether a stop was requested.
  bool stopping() const { return stop != nullptr && stop->load(); }
  /// The facts of `ruleset` when it is a proposal.
  ProposalFacts* facts_of(const std::string& ruleset);
};

/// The one-screen summary of each proposal (built last, shown first).
Section summary_section(const Context& context);

/// The rulesets compared: the base rules once, a matrix of clauses, each ruleset's own clauses.
Section rulesets_section(const Context& context);

/// For each corpus: the case x ruleset table and one section per case (figure, state graph,
/// verdicts with their traces, notes, sources). Files go under options.out/cases.
std::vector<Section> corpus_sections(Context& context);

/// The exact values of the positions (nullopt without any).
std::optional<Section> values_section(Context& context);

/// A values table's cell for `row`: its value, or its summary with a note of why it is not one
/// (what each side can force, or what stopped the search); `tag` follows the summary.
std::string value_cell(const values::Row& row, Notes& notes, const std::string& tag);

/// The committed table of the empty boards (table.tsv) of each folder in context.tables, with
/// the published values (published.tsv) beside it; with a proposal, its columns are the
/// proposals and baselines, a cell the table lacks solved within options.board_seconds
/// (nullopt without any).
std::optional<Section> board_table_section(const Context& context);

/// Termination of every case under every ruleset (nullopt without cases).
std::optional<Section> termination_section(Context& context);

/// Where each ruleset first differs from positional superko on each case (nullopt without cases).
std::optional<Section> differences_section(Context& context);

/// The claims of options.claims under their rulesets and readings, and under each proposal
/// (nullopt when left out, or when the default corpus is not there).
std::optional<Section> claims_section(Context& context);

/// Counts a claim decided under a proposal in the proposal's facts: among the claims made for it
/// (claims::About::Claim), or apart, among those about other rulesets. Nothing without -r.
void note_claim(Context& context, const claims::ClaimResult& r);

/// The readings matrix of the claims corpus (nullopt when the claims are left out, or the
/// matrix is: --no-readings-matrix). Figures go under options.out/cases.
std::optional<Section> matrix_section(Context& context);

/// Writes `bytes` to `path`. Throws InputError when it cannot.
void write_text(const std::filesystem::path& path, const std::string& bytes);

/// Every source cited: the manifests' and the rules' citations.
Section sources_section(const Context& context);

/// A case's anchor in the page.
std::string case_anchor(const std::string& file);

/// Where a case's board plays are tried: the points its main line plays on ("moves"), or the
/// whole board ("all") for a position with no main line (a user's own position).
std::string case_region(const std::vector<Move>& main_line);

/// Every case file of the corpora, in order.
std::vector<std::string> case_files(const Context& context);

}  // namespace kospec::report
