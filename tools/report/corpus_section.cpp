// The corpus sections: the case x ruleset table of each corpus and one section per case with its
// figure, state graph, verdicts with their traces, notes and sources.
#include <filesystem>
#include <fstream>

#include "spec/error.h"
#include "tools/corpus/case_check.h"
#include "tools/exploration/explore_run.h"
#include "tools/explore/render.h"
#include "tools/figure/figure_svg.h"
#include "tools/report/sections.h"

namespace kospec::report {

namespace fs = std::filesystem;

void write_text(const fs::path& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out << bytes;
  if (!out) throw InputError(path.string() + ": cannot write");
}

namespace {

std::string trace_html(const Verdict& v) {
  std::string out = "<ol class=\"trace\">";
  for (const Finding& f : v.trace)
    out += "<li><b>" + escape(rule_code(f.rule)) + "</b> " + escape(f.statement) +
           (&f == &v.decisive_finding() ? " <i>(decides)</i>" : "") + "</li>";
  return out + "</ol>";
}

std::string css_of(const corpus::Cell& cell) {
  return !cell.expected ? "" : cell.ok() ? "ok" : "bad";
}

// One row of a case's verdict table: the ruleset, the outcome with its deciding finding and
// trace, what the manifest expects.
std::vector<std::string> verdict_row(const corpus::CaseRow& row, const corpus::Cell& cell) {
  std::string details = escape(cell.actual.text());
  if (cell.stop) {
    const Verdict& v = cell.stop->judgement.verdict;
    details = escape(std::string(outcome_name(v.outcome)) + " at ply " +
                     std::to_string(cell.stop->index + 1) + " (" +
                     move_text(row.game.setup.graph, row.game.moves[cell.stop->index]) + ") by " +
                     std::string(rule_code(v.deciding))) +
              "<br>" + escape(v.decisive_finding().statement) + trace_html(v);
  }
  return {"<b>" + escape(cell.ruleset) + "</b>", details,
          "<td class=\"" + css_of(cell) + "\">" +
              escape(cell.expected ? cell.expected->text() : std::string("not stated")) + "</td>"};
}

// The figure of one cycle of the main line, and the state graph of its cycle, as SVG files.
std::string case_pictures(Context& context, const corpus::CaseRow& row) {
  const std::string stem = fs::path(row.c->file).stem().string();
  const fs::path cases = fs::path(context.options.out) / "cases";
  const figure::Figure f =
      figure::make_figure(row.game.setup, row.game.moves, {}, SelfCapture::Forbidden);
  const std::string title = figure::game_title(row.game, row.c->path) + ", plies " +
                            std::to_string(f.from) + "-" + std::to_string(f.to);
  write_text(cases / (stem + "-figure.svg"), figure::figure_svg(f, title));
  exploration::ExploreRequest request;
  request.file = row.c->path;
  request.region = case_region(row.game.moves);
  request.limits.max_states = context.options.max_states;
  request.limits.control.stop = context.stop;
  request.max_cycles = 12;
  for (const std::string& r : context.plan.rulesets)
    request.judges.push_back(parse_ruleset(r, SelfCapture::Forbidden));
  const auto run = exploration::explore_run(request);
  const explore::Drawing d = exploration::explore_drawing(*run, false, 300);
  write_text(cases / (stem + "-graph.svg"),
             explore::render_with_pictures(d.dot, d.engine, d.pictures, "svg"));
  const std::string alt = escape(row.c->title);
  return "<figure class=\"board\"><img src=\"cases/" + stem + "-figure.svg\" alt=\"" + alt +
         ": figure of one cycle\"><figcaption>Figure: " + escape(title) + " (<code>kospec figure " +
         escape(row.c->path) + "</code>)</figcaption></figure>" + "<figure><img src=\"cases/" +
         stem + "-graph.svg\" alt=\"" + alt +
         ": state graph of the cycle with every ruleset's verdicts\"><figcaption>State graph "
         "(no-ko states, region: the points the main line plays on): " +
         escape(run->results.drawn ? run->results.drawn->why : "no cycle") +
         ". <code>kospec explore " + escape(row.c->path) +
         " --region moves --svg G.svg</code></figcaption></figure>";
}

Section case_section(Context& context, const corpus::CaseRow& row) {
  std::string html = "<div class=\"case\">";
  for (const std::string& n : row.c->notes) html += "<p class=\"note\">" + escape(n) + "</p>";
  // The sources come with the notes, before the pictures: printed, a short list after the
  // verdicts' long table would be left alone on a page.
  html += "<p class=\"note\"><b>Sources:</b></p><ul class=\"note\">";
  for (const std::string& s : row.c->sources) html += "<li>" + escape(s) + "</li>";
  html += "</ul>" + case_pictures(context, row);
  std::vector<std::vector<std::string>> verdicts;
  for (const corpus::Cell& cell : row.cells) verdicts.push_back(verdict_row(row, cell));
  html +=
      "<h4>The main line under each ruleset (plies from the setup)</h4>" +
      html_table({"ruleset", "verdict, deciding finding and trace", "manifest expects"}, verdicts);
  return {case_anchor(row.c->file), row.c->title + " (" + row.c->file + ")", html + "</div>"};
}

// Counts each proposal's expectations met and not.
void note_expectations(Context& context, const corpus::CaseRow& row) {
  for (const corpus::Cell& cell : row.cells) {
    ProposalFacts* f = context.facts_of(cell.ruleset);
    if (f == nullptr || !cell.expected) continue;
    if (cell.ok())
      ++f->met;
    else
      f->unmet.push_back(row.c->file + ": " + cell.actual.text() + ", expected " +
                         cell.expected->text());
  }
}

std::vector<std::string> table_row(const corpus::CaseRow& row) {
  std::vector<std::string> cells{"<a href=\"#" + case_anchor(row.c->file) + "\">" +
                                 escape(row.c->title) + "</a>"};
  for (const corpus::Cell& cell : row.cells)
    cells.push_back("<td class=\"" + css_of(cell) + "\">" + escape(cell.actual.short_text()) +
                    (!cell.expected ? ""
                     : cell.ok()    ? " \u2713"
                                    : " \u2717") +
                    "</td>");
  return cells;
}

Section table_section(const corpus::Manifest& m, const std::vector<std::string>& header,
                      const std::vector<std::vector<std::string>>& rows) {
  return {"corpus-" + fs::path(m.directory).stem().string(),
          "Corpus " + m.directory + ": every case under every ruleset",
          "<p>Each cell is the outcome of replaying the case's main line: <i>ill</i> illegal, "
          "<i>nr</i> no result, <i>end</i> play stops, @N at ply N (plies count from the setup, "
          "ply 0), then the deciding rule. \u2713 as the manifest expects, \u2717 not as "
          "expected, no mark: the manifest states nothing (from <code>kospec check " +
              escape(m.directory) + "</code>).</p>" + html_table(header, rows, "matrix")};
}

}  // namespace

std::vector<Section> corpus_sections(Context& context) {
  std::vector<Section> sections;
  std::vector<std::string> header{"case"};
  header.insert(header.end(), context.plan.rulesets.begin(), context.plan.rulesets.end());
  for (const corpus::Manifest& m : context.corpora) {
    const corpus::CorpusCheck check =
        corpus::check_corpus(m, context.plan.rulesets, SelfCapture::Forbidden);
    context.all_expected = context.all_expected && check.failed == 0;
    std::vector<std::vector<std::string>> rows;
    std::vector<Section> cases;
    for (const corpus::CaseRow& row : check.rows) {
      if (context.stopping()) break;
      *context.progress << "kospec report: case " << row.c->path << "\n" << std::flush;
      rows.push_back(table_row(row));
      note_expectations(context, row);
      cases.push_back(case_section(context, row));
    }
    sections.push_back(table_section(m, header, rows));
    sections.insert(sections.end(), cases.begin(), cases.end());
  }
  return sections;
}

}  // namespace kospec::report
