// The exact values of the small positions under every ruleset, each solved within a time budget
// by the method `kospec solve` picks; every cell that is not a value says why in a note.
#include <filesystem>

#include "sgf/sgf_file.h"
#include "tools/report/sections.h"
#include "tools/report/values_findings.h"
#include "tools/run/number_text.h"

namespace kospec::report {

namespace {

namespace fs = std::filesystem;

// The note of a cell without a value: what each side can force, or what stopped the search.
std::string reason(const values::Row& row) {
  const solve::SolveResult& r = row.result;
  std::string text = "<b>" + escape(row.ruleset.name) + "</b>: " + escape(solve::describe(r));
  if (r.stopped)
    text += "; stopped by " + escape(r.stopped_by) + " after " + run::grouped(r.nodes) +
            (r.method == solve::SolveMethod::Retrograde ? " states" : " nodes") + " (" +
            escape(std::string(solve::solve_method_name(r.method))) + ", " +
            run::seconds_text(r.seconds) + ")";
  return text;
}

// What the summary says of a proposal's row: its value beside its baselines'.
void note_value(Context& context, const std::string& name, const std::vector<values::Row>& rows) {
  std::string beside;
  for (const std::string& b : context.plan.baselines)
    for (const values::Row& r : rows)
      if (r.ruleset.name == b)
        beside += (beside.empty() ? "" : ", ") +
                  (b == "positional-superko" ? std::string("positional superko") : b) + " " +
                  solve::summary(r.result);
  for (const values::Row& r : rows)
    if (ProposalFacts* f = context.facts_of(r.ruleset.name))
      f->values.push_back(name + ": " + solve::summary(r.result) + " (" +
                          (beside.empty() ? "no baseline solved" : beside) + ")");
}

// A positional-superko value's principal variation, as a list item.
std::string principal_variation(const std::string& name, const Graph& board,
                                const values::Row& row) {
  std::string pv;
  for (const Move& m : row.result.pv) pv += (pv.empty() ? "" : ", ") + move_text(board, m);
  return "<li><code>" + escape(name) + "</code>: " + escape(solve::summary(row.result)) + " by " +
         escape(pv) + "</li>";
}

}  // namespace

std::string value_cell(const values::Row& row, Notes& notes, const std::string& tag) {
  const solve::SolveResult& r = row.result;
  const std::string summary = escape(solve::summary(r)) + tag;
  if (r.value()) return "<td title=\"" + escape(solve::describe(r)) + "\">" + summary + "</td>";
  return "<td class=\"" + std::string(r.stopped ? "bad" : "") + "\">" + summary +
         notes.mark(reason(row)) + "</td>";
}

std::optional<Section> values_section(Context& context) {
  if (context.positions.empty()) return std::nullopt;
  std::vector<Ruleset> rulesets;
  for (const std::string& r : context.plan.rulesets)
    rulesets.push_back(parse_ruleset(r, SelfCapture::Forbidden));
  values::ValuesOptions o;
  o.table = true;
  o.threads = context.options.threads;
  o.row_seconds = context.options.solve_seconds;
  o.stop = context.stop;
  Notes notes("values-note");
  std::vector<std::vector<std::string>> rows;
  std::string pvs;
  std::vector<ValueCell> cells;
  for (const std::string& file : context.positions) {
    if (context.stopping()) break;
    *context.progress << "kospec report: values of " << file << "\n" << std::flush;
    const sgf::SgfGame position = sgf::read_game_file(file);
    const std::string name = fs::path(file).filename().string();
    const std::vector<values::Row> solved =
        values::solve_rows(values::start_games(position, rulesets, file), o);
    std::vector<std::string> row{"<code>" + escape(name) + "</code>"};
    for (const values::Row& r : solved) row.push_back(value_cell(r, notes, ""));
    for (std::size_t i = solved.size(); i < rulesets.size(); ++i)
      row.push_back("<td class=\"bad\">" + std::string("not run") +
                    notes.mark("not run: the report was stopped") + "</td>");
    for (const values::Row& r : solved)
      if (r.ruleset.name == "positional-superko" && r.result.value())
        pvs += principal_variation(name, position.setup.graph, r);
    note_value(context, name, solved);
    for (const values::Row& r : solved)
      cells.push_back({name, r.ruleset.name, solve::summary(r.result), !r.result.stopped});
    rows.push_back(std::move(row));
  }
  std::vector<std::string> header{"position"};
  header.insert(header.end(), context.plan.rulesets.begin(), context.plan.rulesets.end());
  return Section{
      "values", "Exact values of the small positions",
      findings_html(value_findings(cells), context.plan.compares("positional-superko")) +
          "<p>Area scoring, komi 0, Black's score minus White's, self-capture forbidden as in the "
          "rest of the report, from <code>kospec solve FILE -r RULESET</code>, each ruleset by its "
          "fastest method (the proof-number search for the superkos, Spight and japanese; the loop search "
          "by proof-number searches for every composition with a cycle-set clause), each cell within " +
          run::seconds_text(context.options.solve_seconds) +
          ". A number is the value; every other cell has a note: <i>endless[lo,hi]</i>, neither "
          "side can force more than the other lets it and play can go on for ever; "
          "<i>stopped[lo,hi]</i>, the time budget ran out with the value proven to lie in "
          "[lo,hi] (<i>stopped[&gt;=lo]</i>: Black proven to force at least lo, White's bound "
          "not proven). The published values (<code>corpus/solve/README.md</code>: R. Hayward's 1x5 "
          "values; J. Tromp and B. Taylor's 2x2 value +1; T. Drange's empty boards) are for "
          "self-capture allowed (reading SOLVE.sui); with it forbidden one differs: 1x5 "
          "<code>x - o - -</code> is -5 under every superko, 0 with self-capture allowed "
          "(<code>kospec solve FILE -r positional-superko --suicide all</code>).</p>" +
          html_table(header, rows, "matrix") + notes.list() +
          (pvs.empty()
               ? ""
               : "<p>Principal variations under positional superko:</p><ul>" + pvs + "</ul>")};
}

}  // namespace kospec::report
