// The claims of the rules text, decided as `kospec verify` decides them: under the rulesets each
// is made for and the readings beside them, and every claim under each proposal.
#include <filesystem>
#include <map>

#include "tools/claims/verify.h"
#include "tools/report/sections.h"
#include "tools/run/number_text.h"

namespace kospec::report {

namespace {

namespace fs = std::filesystem;

std::string result_html(const claims::ClaimResult& r) {
  const bool holds = r.decision.status == claims::Status::Holds;
  const std::string about = r.asked.about == claims::About::Reading    ? "<i>reading</i> "
                            : r.asked.about == claims::About::Proposal ? "<i>proposal</i> "
                                                                       : "";
  return "<div class=\"" + std::string(holds ? "holds" : "fails") + "\">" + about + "<b>" +
         escape(r.asked.ruleset.name) + "</b>: " + escape(claims::status_name(r.decision.status)) +
         "<br><small>" + escape(r.decision.why) + "</small></div>";
}

claims::SearchLimits search_limits(const Context& context) {
  claims::SearchLimits limits;
  limits.control.stop = context.stop;
  return limits;
}

}  // namespace

void note_claim(Context& context, const claims::ClaimResult& r) {
  ProposalFacts* f = context.facts_of(r.asked.ruleset.name);
  if (f == nullptr || context.options.proposals.empty()) return;
  f->claims_checked = true;
  ClaimCounts& counts = r.asked.about == claims::About::Claim ? f->made_for : f->others;
  std::string made_for;
  for (const std::string& s : r.claim->rulesets) made_for += (made_for.empty() ? "" : ", ") + s;
  const std::string line = r.claim->id + " (made for " + made_for + "): " + r.decision.why;
  if (r.decision.status == claims::Status::Holds)
    ++counts.kept;
  else if (r.decision.status == claims::Status::Refuted)
    counts.broken.push_back(line);
  else
    counts.open.push_back(line);
}

std::optional<Section> claims_section(Context& context) {
  const ReportOptions& o = context.options;
  if (o.claims.empty()) return std::nullopt;
  if (!fs::exists(fs::path(o.claims) / "claims.json")) {  // only the default may be missing
    const std::string why = "no " + o.claims + "/claims.json from " + fs::current_path().string() +
                            ": run the report from kospec's source tree, or give --claims DIR";
    *context.progress << "kospec report: " << why << "\n";
    return Section{"claims", "Claims of the rules text",
                   "<p class=\"stopped\">Left out: " + escape(why) + ".</p>"};
  }
  const std::vector<claims::Claim> all = claims::read_claims(o.claims);
  std::map<std::string, std::string> results;  // by claim id, the results' HTML
  const auto starting = [&](const claims::Claim& c, const claims::Asked& a) {
    *context.progress << "kospec report: claim " << c.id << " under " << a.ruleset.name << "\n"
                      << std::flush;
  };
  // Without a proposal, each claim under its own rulesets, readings and control; with one, each
  // claim under the proposals only (the text's own verdicts are `kospec verify`'s).
  const auto each = [&](const claims::ClaimResult& r) {
    results[r.claim->id] += result_html(r);
    // Decided within no less than the matrix's budget (none, or the same): its cell is this.
    if (!context.stopping())
      context.claims_decided.push_back({r.claim->id, r.asked.ruleset, r.decision});
    if (o.claim_result) o.claim_result(r);
    note_claim(context, r);
  };
  const claims::VerifyTotals totals =
      claims::verify_claims(all, o.proposals, search_limits(context), each, starting,
                            o.proposals.empty() ? 0 : o.claim_seconds, o.threads);
  if (o.claims_totals) o.claims_totals(totals);
  // Refuted or unknown where the claim is made for the ruleset (a proposal's results about
  // other rulesets are differences, not failures).
  context.all_expected = context.all_expected && totals.refuted == totals.proposal.refuted &&
                         totals.unknown == totals.proposal.unknown;
  std::vector<std::vector<std::string>> rows;
  for (const claims::Claim& c : all)
    rows.push_back({"<b>" + escape(c.id) + "</b><br><small>" + escape(c.source) + "</small>",
                    "<q>" + escape(c.quote) + "</q>", escape(claims::describe(c)), results[c.id]});
  return Section{
      "claims", "Claims of the rules text",
      (o.proposals.empty()
           ? "<p>From <code>kospec verify " + escape(o.claims) +
                 "</code>: each claim the rules text or the accepted outcomes (rulesets.md) make "
                 "about their figures, decided under the rulesets it is made for and the readings "
                 "of A1, A2 and A3 shown beside them (<i>reading</i>: a refutation is a conflict "
                 "between that reading and the text)."
           : "<p>From <code>kospec verify " + escape(o.claims) +
                 " -r PROPOSAL</code>: each claim the rules text or the accepted outcomes "
                 "(rulesets.md) make about their figures, decided under each proposal within " +
                 run::seconds_text(o.claim_seconds) +
                 " (<i>proposal</i>: the claim is made for other rulesets, so a refutation is a "
                 "difference from them; unmarked: made for the proposal, so a refutation is a "
                 "break). The claims under their own rulesets and readings are the report's "
                 "without <code>-r</code>, or <code>kospec verify</code>'s.") +
          " Verdicts are checked on the figure's main line; outcomes (who lives, who can "
          "capture, the value) by exact search of the local game with the stated external ko "
          "threats.</p>" +
          html_table({"claim", "the text says", "checked as", "results, each with why"}, rows)};
}

}  // namespace kospec::report
