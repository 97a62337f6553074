// The readings matrix (tools/claims/matrix.h, as `kospec verify --readings all`): for each rule
// with readings, which readings keep which claims of the text, the one keeping the most, and each
// inconsistency of the text found, with board figures of its counterexamples.
#include <algorithm>
#include <filesystem>

#include "sgf/sgf_game.h"
#include "tools/claims/matrix.h"
#include "tools/figure/figure_svg.h"
#include "tools/report/sections.h"
#include "tools/run/number_text.h"

namespace kospec::report {

namespace {

namespace fs = std::filesystem;

std::string cell_html(const claims::Decision& d) {
  const char* css = d.status == claims::Status::Holds     ? "holds"
                    : d.status == claims::Status::Refuted ? "fails"
                                                          : "open";
  return "<span class=\"" + std::string(css) + "\" title=\"" + escape(d.why) + "\">" +
         escape(claims::status_name(d.status)) + "</span>";
}

// The board figure of one refutation, written under OUT/cases; its HTML.
std::string figure_html(const Context& context, const claims::RuleMatrix& m,
                        const claims::MatrixRow& row, std::size_t r) {
  const claims::Decision& d = row.decisions[r];
  const sgf::SgfGame g = claims::counterexample_game(row, d);
  figure::FigureRange range;
  // From the claim's position on, or the last ply when the line stops before it (a ply that keeps
  // the position from being reached under the reading).
  range.from = std::max<std::size_t>(1, std::min(row.claim->at + 1, g.moves.size()));
  range.to = g.moves.size();
  const figure::Figure f = figure::make_figure(g.setup, g.moves, range, SelfCapture::Forbidden);
  const std::string name = "matrix-" + m.rule + "-" + row.claim->id + "-" + std::to_string(r + 1);
  const std::string title = row.claim->id + " under " + row.asked[r].ruleset.name +
                            " (plies from " + std::to_string(range.from) + ")";
  write_text(fs::path(context.options.out) / "cases" / (name + ".svg"),
             figure::figure_svg(f, title));
  return "<figure><img src=\"cases/" + name + ".svg\" alt=\"" + escape(title) + "\"><figcaption>" +
         escape(title) + ": " + escape(d.why) + "</figcaption></figure>";
}

// The finding, and for each claim of each conflict the figures of the readings that refute it.
std::string finding_html(const Context& context, const claims::RuleMatrix& m) {
  std::string html = "<p><b>Finding:</b> " + escape(claims::matrix_finding(m)) + ".</p>";
  for (const std::vector<std::size_t>& conflict : m.conflicts)
    for (std::size_t i : conflict) {
      const claims::MatrixRow& row = m.rows[i];
      html +=
          "<p><b>" + escape(row.claim->id) + "</b>: <q>" + escape(row.claim->quote) + "</q></p>";
      for (std::size_t r = 0; r < m.readings.size(); ++r)
        if (row.decisions[r].status == claims::Status::Refuted)
          html += figure_html(context, m, row, r);
    }
  return html;
}

std::string rule_html(const Context& context, const claims::RuleMatrix& m) {
  std::vector<std::string> header{"claim (its ruleset)"};
  for (const claims::MatrixReading& x : m.readings)
    header.push_back(escape(x.term) + (x.is_default ? "<br><small>default</small>" : "") +
                     (x.literal ? "<br><small>literal</small>" : ""));
  std::vector<std::vector<std::string>> rows;
  for (const claims::MatrixRow& row : m.rows) {
    std::vector<std::string> cells{"<b>" + escape(row.claim->id) + "</b><br><small>" +
                                   escape(row.base) + "</small>"};
    for (const claims::Decision& d : row.decisions) cells.push_back(cell_html(d));
    rows.push_back(cells);
  }
  std::vector<std::string> kept{"<b>claims kept</b>"};
  for (const claims::MatrixReading& x : m.readings) kept.push_back(std::to_string(x.kept));
  rows.push_back(kept);
  const std::string chosen =
      m.chosen ? "<p>Keeps the most (ties go to the literal words): <b>" +
                     escape(m.readings[*m.chosen].term) + "</b>" +
                     (m.readings[*m.chosen].is_default ? ", the default." : ", not the default.") +
                     "</p>"
               : "";
  return "<h3>" + escape(m.rule) + "</h3>" + html_table(header, rows) + chosen +
         finding_html(context, m);
}

}  // namespace

std::optional<Section> matrix_section(Context& context) {
  const ReportOptions& o = context.options;
  if (o.claims.empty() || !context.plan.readings_matrix ||
      !fs::exists(fs::path(o.claims) / "claims.json"))
    return std::nullopt;
  const std::vector<claims::Claim> all = claims::read_claims(o.claims);
  fs::create_directories(fs::path(o.out) / "cases");
  std::vector<claims::ClaimPosition> positions;
  for (const claims::Claim& c : all) positions.push_back(claims::read_claim_position(c));
  claims::SearchLimits limits;
  limits.control.stop = context.stop;
  const auto starting = [&](const claims::Claim& c, const claims::Asked& a) {
    *context.progress << "kospec report: readings matrix: claim " << c.id << " under "
                      << a.ruleset.name << "\n"
                      << std::flush;
  };
  const std::vector<claims::RuleMatrix> matrices =
      claims::readings_matrix(all, positions, {"all"}, limits, o.claim_seconds, starting, o.threads,
                              context.claims_decided);
  std::string html =
      "<p>From <code>kospec verify " + escape(o.claims) +
      " --readings all</code>: every claim whose ruleset takes a reading of a rule, under each "
      "reading of that rule (the claim's ruleset with the rule's term replaced; each cell within " +
      run::seconds_text(o.claim_seconds) +
      ", or the claims section's decision where it decided the same claim under the same "
      "ruleset). Where no reading keeps every claim, the smallest set of claims no reading keeps "
      "together is an inconsistency of the text, shown with a figure of each refutation.</p>";
  for (const claims::RuleMatrix& m : matrices) html += rule_html(context, m);
  return Section{"readings-matrix", "Readings matrix: the text judged by its own claims", html};
}

}  // namespace kospec::report
