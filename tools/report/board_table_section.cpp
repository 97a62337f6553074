// The table of the empty boards: the committed output of tools/solve/table.sh (table.tsv in a
// folder of positions) with each published value's source beside its cell and every other value
// marked new; a stopped cell says what stopped it and how far it got.
#include <algorithm>
#include <filesystem>

#include "tools/report/notes.h"
#include "tools/report/sections.h"
#include "tools/values/board_table.h"

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

// The section's body for one table.
std::string table_html(const std::string& path, const values::BoardTable& table,
                       const std::vector<values::PublishedValue>& published) {
  const std::vector<std::string> rulesets = table_rulesets(table);
  Notes notes("board-table-note");
  std::vector<std::vector<std::string>> rows;
  for (const values::TableCell& first : table.cells) {
    if (first.ruleset != rulesets.front()) continue;
    std::vector<std::string> row{"<code>" + escape(first.board) + "</code>", escape(first.suicide)};
    for (const std::string& r : rulesets) {
      const values::TableCell* c = table.find(first.board, first.suicide, r);
      row.push_back(c == nullptr ? "<td class=\"bad\">not run</td>"
                                 : table_cell(*c, published, notes));
    }
    rows.push_back(std::move(row));
  }
  std::vector<std::string> header{"board", "self-capture"};
  header.insert(header.end(), rulesets.begin(), rulesets.end());
  std::string about;
  for (const std::string& line : table.about) about += escape(line) + "<br>";
  return "<p>From <code>" + escape(path) + "</code>: " + about +
         "Each cell is <code>kospec solve corpus/solve/boards/BOARD-empty.sgf -r RULESET --suicide "
         "SELF-CAPTURE</code>; <code>tools/solve/table.sh</code> makes the whole table. A value "
         "with a note is published (the note names the source); <small>new</small> marks a value "
         "or an endless result no source gives; a stopped cell names its budget. Hover a cell for "
         "its method, nodes, CPU time and memory.</p>" +
         html_table(header, rows, "matrix") + notes.list();
}

}  // namespace

std::optional<Section> board_table_section(const Context& context) {
  std::string html;
  for (const std::string& dir : context.tables) {
    const std::string table = (fs::path(dir) / "table.tsv").string();
    const std::string published = (fs::path(dir) / "published.tsv").string();
    html += table_html(table, values::read_board_table(table),
                       fs::exists(published) ? values::read_published(published)
                                             : std::vector<values::PublishedValue>{});
  }
  if (html.empty()) return std::nullopt;
  return Section{"board-table", "Exact values of the empty boards", html};
}

}  // namespace kospec::report
