// The table of the empty boards: the committed output of tools/solve/table.sh (table.tsv in a
// folder of positions) with each published value's source beside its cell and every other value
// marked new; a stopped cell says what stopped it and how far it got.
#include <algorithm>
#include <filesystem>

#include <map>

#include "tools/report/notes.h"
#include "tools/report/sections.h"
#include "tools/report/values_findings.h"
#include "tools/run/number_text.h"
#include "tools/values/board_table.h"
#include "tools/values/values.h"

namespace kospec::report {

namespace {

namespace fs = std::filesystem;

// The rulesets of the table, in the order of their first cell.
std::vector<std::string> table_rulesets(const values::BoardTable& table) {
  std::vector<std::string> rulesets;
  for (const values::TableCell& c : table.cells)
    if (std::find(rulesets.begin(), rulesets.end(), c.ruleset) == rulesets.end())
      rulesets.push_back(c.ruleset);
  return rulesets;
}

// The published values of one cell.
std::vector<const values::PublishedValue*> published_for(
    const std::vector<values::PublishedValue>& published, const values::TableCell& c) {
  std::vector<const values::PublishedValue*> found;
  for (const values::PublishedValue& p : published)
    if (p.board == c.board && p.suicide == c.suicide && p.ruleset == c.ruleset) found.push_back(&p);
  return found;
}

// One cell: the result, the source of a published value (or "new"), a note when it is not a
// value or disagrees with a source.
std::string table_cell(const values::TableCell& c,
                       const std::vector<values::PublishedValue>& published, Notes& notes) {
  const std::string title =
      c.method + ", " + c.nodes + " nodes, " + c.cpu + " s CPU, " + c.peak_mb + " MB";
  std::string css, marks;
  for (const values::PublishedValue* p : published_for(published, c)) {
    if (p->result == c.result) {
      marks += notes.mark("published: " + escape(p->result) + " (" + escape(p->source) + ")");
    } else {
      css = "bad";
      marks +=
          notes.mark("<b>the table disagrees with a published value</b>: " + escape(p->result) +
                     " (" + escape(p->source) + ")");
    }
  }
  if (c.result.rfind("stopped", 0) == 0) {
    css = "bad";
    marks += notes.mark(escape(c.replay) + " after " + escape(c.nodes) + " nodes (" +
                        escape(c.method) + ", " + escape(c.cpu) + " s CPU, " + escape(c.peak_mb) +
                        " MB): no value is claimed");
  } else if (marks.empty()) {
    marks = " <small>new</small>";
  }
  return "<td" + (css.empty() ? std::string() : " class=\"" + css + "\"") + " title=\"" +
         escape(title) + "\">" + escape(c.result) + marks + "</td>";
}

// The columns: the table's rulesets without a proposal; with one, the proposals and baselines.
std::vector<std::string> columns(const Context& context, const values::BoardTable& table) {
  return context.plan.proposal_first ? context.plan.rulesets : table_rulesets(table);
}

// The values of `missing` (rulesets the table lacks) on an empty board, each within the board
// budget; a cell a stop request left unsolved is absent.
std::map<std::string, values::Row> solve_missing(const Context& context, const std::string& board,
                                                 const std::string& suicide,
                                                 const std::vector<std::string>& missing) {
  std::map<std::string, values::Row> solved;
  const auto self_capture = parse_self_capture(suicide);
  const auto x = board.find('x');
  if (missing.empty() || !self_capture || x == std::string::npos) return solved;
  std::vector<Ruleset> rulesets;
  for (const std::string& r : missing) rulesets.push_back(parse_ruleset(r, *self_capture));
  values::ValuesOptions o;
  o.table = true;
  o.threads = context.options.threads;
  o.row_seconds = context.options.board_seconds;
  o.stop = context.stop;
  const sgf::SgfGame position =
      values::empty_board(std::stoi(board.substr(0, x)), std::stoi(board.substr(x + 1)));
  *context.progress << "kospec report: values of the empty " << board << " (self-capture "
                    << suicide << ")\n"
                    << std::flush;
  for (values::Row& r : values::solve_rows(values::start_games(position, rulesets, board), o))
    solved.emplace(r.ruleset.name, std::move(r));
  return solved;
}

// The provenance of a table, as one sourced line: the command that made it, and where the rest
// of its history (each cell's build, budget and date) is kept.
std::string provenance(const std::string& path, const values::BoardTable& table) {
  const std::string made =
      table.about.empty() ? std::string("tools/solve/table.sh") : table.about.front();
  return "<p class=\"note\">Source: <code>" + escape(path) + "</code>, made by <code>" +
         escape(made) + "</code>; the builds, budgets and dates of its cells are in the file's " +
         "header (" + std::to_string(table.about.size()) +
         (table.about.size() == 1 ? " line" : " lines") + " of <code>#</code>).</p>";
}

// The section's body for one table.
std::string table_html(const Context& context, const std::string& path,
                       const values::BoardTable& table,
                       const std::vector<values::PublishedValue>& published,
                       std::vector<ValueCell>& cells) {
  if (table.cells.empty()) return provenance(path, table) + "<p>The table holds no cell.</p>";
  const std::vector<std::string> rulesets = columns(context, table);
  const std::string first_ruleset = table.cells.front().ruleset;
  Notes notes("board-table-note");
  std::vector<std::vector<std::string>> rows;
  for (const values::TableCell& first : table.cells) {
    if (first.ruleset != first_ruleset || context.stopping()) continue;
    std::vector<std::string> missing;
    for (const std::string& r : rulesets)
      if (table.find(first.board, first.suicide, r) == nullptr) missing.push_back(r);
    const auto solved = solve_missing(context, first.board, first.suicide, missing);
    const std::string where = first.board + ", self-capture " + first.suicide;
    std::vector<std::string> row{"<code>" + escape(first.board) + "</code>", escape(first.suicide)};
    for (const std::string& r : rulesets) {
      const values::TableCell* c = table.find(first.board, first.suicide, r);
      const auto s = solved.find(r);
      if (c != nullptr) {
        row.push_back(table_cell(*c, published, notes));
        cells.push_back({where, r, c->result, c->result.rfind("stopped", 0) != 0});
      } else if (s != solved.end()) {
        row.push_back(value_cell(s->second, notes, " <small>solved here</small>"));
        cells.push_back({where, r, solve::summary(s->second.result), !s->second.result.stopped});
      } else {
        row.push_back("<td class=\"bad\">not run</td>");
      }
    }
    rows.push_back(std::move(row));
  }
  std::vector<std::string> header{"board", "self-capture"};
  header.insert(header.end(), rulesets.begin(), rulesets.end());
  return provenance(path, table) +
         "<p>Each cell is <code>kospec solve corpus/solve/boards/BOARD-empty.sgf -r RULESET --suicide "
         "SELF-CAPTURE</code>; <code>tools/solve/table.sh</code> makes the whole table. A value "
         "with a note is published (the note names the source); <small>new</small> marks a value "
         "or an endless result no source gives; <small>solved here</small> a cell the table "
         "lacks, solved while the report was written within " +
         run::seconds_text(context.options.board_seconds) +
         " (<code>--board-seconds</code>); a stopped cell names its budget. Hover a cell for "
         "its method, nodes, CPU time and memory.</p>" +
         html_table(header, rows, "matrix") + notes.list();
}

}  // namespace

std::optional<Section> board_table_section(const Context& context) {
  std::string html;
  std::vector<ValueCell> cells;
  for (const std::string& dir : context.tables) {
    const std::string table = (fs::path(dir) / "table.tsv").string();
    const std::string published = (fs::path(dir) / "published.tsv").string();
    html += table_html(context, table, values::read_board_table(table),
                       fs::exists(published) ? values::read_published(published)
                                             : std::vector<values::PublishedValue>{},
                       cells);
  }
  if (html.empty()) return std::nullopt;
  const bool psk = !context.plan.proposal_first || context.plan.compares("positional-superko");
  return Section{"board-table", "Exact values of the empty boards",
                 findings_html(value_findings(cells), psk) + html};
}

}  // namespace kospec::report
