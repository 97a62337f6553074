// The rulesets compared: the base rules once, which clause each ruleset holds, and each
// ruleset's own clauses in the order they are consulted; and the sources cited.
#include <algorithm>
#include <set>

#include "rules/ruleset.h"
#include "spec/rule_text.h"
#include "tools/report/sections.h"
#include "tools/rulebook/clause_table.h"

namespace kospec::report {

namespace {

using rulebook::ClauseRow;

std::vector<std::vector<ClauseRow>> tables_of(const std::vector<std::string>& rulesets) {
  std::vector<std::vector<ClauseRow>> tables;
  for (const std::string& r : rulesets)
    tables.push_back(rulebook::clause_table(parse_ruleset(r, SelfCapture::Forbidden)));
  return tables;
}

// The ids of every non-base row, in order of first appearance.
std::vector<RuleId> matrix_ids(const std::vector<std::vector<ClauseRow>>& tables) {
  std::vector<RuleId> ids;
  for (const auto& table : tables)
    for (const ClauseRow& row : table)
      if (row.role != "base" && std::find(ids.begin(), ids.end(), row.id) == ids.end())
        ids.push_back(row.id);
  return ids;
}

std::string matrix(const std::vector<std::string>& rulesets,
                   const std::vector<std::vector<ClauseRow>>& tables) {
  const std::vector<RuleId> ids = matrix_ids(tables);
  std::vector<std::string> header{"ruleset", "composition"};
  for (RuleId id : ids) header.emplace_back(rule_code(id));
  std::vector<std::vector<std::string>> rows;
  for (std::size_t i = 0; i < rulesets.size(); ++i) {
    std::vector<std::string> row{"<b>" + escape(rulesets[i]) + "</b>",
                                 "<code>" + escape(rulebook::composition(rulesets[i])) + "</code>"};
    for (RuleId id : ids) {
      const auto it = std::find_if(tables[i].begin(), tables[i].end(),
                                   [&](const ClauseRow& r) { return r.id == id; });
      const std::string role = it == tables[i].end() ? "" : it->role;
      const char* mark = role == "clause" ? "\u25cf" : role == "option" ? "\u25c6" : "\u25cb";
      row.push_back(role.empty() ? "" : "<td class=\"yes\">" + std::string(mark) + "</td>");
    }
    rows.push_back(std::move(row));
  }
  return html_table(header, rows, "matrix");
}

std::string rows_html(const std::vector<ClauseRow>& table, bool base) {
  std::vector<std::vector<std::string>> rows;
  for (const ClauseRow& c : table)
    if ((c.role == "base") == base)
      rows.push_back({escape(c.role), "<b>" + escape(rule_code(c.id)) + "</b>", escape(c.title),
                      escape(c.summary)});
  if (rows.empty()) return "<p>The base rules alone.</p>";
  return html_table({"role", "id", "title", "what it does"}, rows);
}

}  // namespace

Section rulesets_section(const Context& context) {
  const std::vector<std::string>& rulesets = context.plan.rulesets;
  const auto tables = tables_of(rulesets);
  std::string html =
      "<p>A ruleset is the base rules followed by its clauses, consulted in order; the first "
      "clause that forbids decides. \u25cf a clause, \u25c6 an option that modifies clauses, "
      "\u25cb a definition the clauses use. A proposal is written the same way (<code>-r "
      "PSK+R15</code>).</p>" +
      matrix(rulesets, tables) + "<h3>The base rules (every ruleset)</h3>" +
      rows_html(tables.front(), true);
  for (std::size_t i = 0; i < rulesets.size(); ++i) {
    const std::optional<NamedRuleset> n = rulebook::named(rulesets[i]);
    html += "<h3>" + escape(rulesets[i]) + "</h3>" +
            (n ? "<p>" + escape(std::string(n->description)) + "</p>" : "") +
            rows_html(tables[i], false);
  }
  return {"rulesets", "The rulesets compared", html};
}

Section sources_section(const Context& context) {
  std::set<std::string> sources;
  for (const corpus::Manifest& m : context.corpora)
    for (const corpus::Case& c : m.cases) sources.insert(c.sources.begin(), c.sources.end());
  std::set<std::string> rules;
  for (const std::string& r : context.plan.rulesets) {
    const Ruleset parsed = parse_ruleset(r, SelfCapture::Forbidden);
    for (RuleId id : parsed.clauses) {
      const RuleText& t = parsed.text(id);
      rules.insert(std::string(rule_code(id)) + " " + std::string(t.title) + ": " +
                   (t.citation.empty()
                        ? "the cycle-set rules text (spec/text/ko-rules-cycle-sets.txt)"
                        : std::string(t.citation)));
    }
  }
  std::string html = "<h3>The rules</h3><ul>";
  for (const std::string& r : rules) html += "<li>" + escape(r) + "</li>";
  html += "</ul><h3>The corpus's expectations</h3><ul>";
  for (const std::string& s : sources) html += "<li>" + escape(s) + "</li>";
  return {"sources", "Sources cited", html + "</ul>"};
}

}  // namespace kospec::report
