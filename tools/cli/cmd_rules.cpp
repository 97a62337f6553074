#include "tools/cli/cmd_rules.h"

#include <memory>

#include "rules/ruleset.h"
#include "spec/clause_table.h"
#include "spec/error.h"
#include "spec/rule_text.h"
#include "tools/cli/json_output.h"

namespace kospec::cli {

namespace {

std::string_view source_name(RuleSource source) {
  switch (source) {
    case RuleSource::RulesText:
      return "rules text";
    case RuleSource::Published:
      return "published rules";
    case RuleSource::Kospec:
      return "kospec";
  }
  return "?";
}

// Wraps text at 80 columns for the terminal.
std::string wrap(std::string_view text, std::size_t width) {
  std::string out, line;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view word = text.substr(start, end - start);
    if (!line.empty() && line.size() + 1 + word.size() > width) {
      out += line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + std::string(word);
    start = end + 1;
  }
  return out + line + "\n";
}

}  // namespace

void add_rules_commands(CLI::App& app, int& status) {
  auto json = std::make_shared<bool>(false);
  CLI::App* rules = app.add_subcommand("rules", "List the rule ids with their titles.");
  rules->add_flag("--json", *json, "a JSON array");

  auto table = std::make_shared<std::string>();
  auto list_rulesets = std::make_shared<bool>(false);
  rules->add_option("--ruleset,-r", *table,
                    "print the clause table of a ruleset (a name or a composition)");
  rules->add_flag("--rulesets", *list_rulesets, "list the named rulesets and their compositions");
  rules->callback([json, table, list_rulesets, &status] {
    status = !table->empty()  ? run_clause_table(*table, std::cout, *json)
             : *list_rulesets ? run_rulesets(std::cout, *json)
                              : run_rules(std::cout, *json);
  });

  auto id = std::make_shared<std::string>();
  auto explain_json = std::make_shared<bool>(false);
  CLI::App* explain =
      app.add_subcommand("explain", "Print the quoted text of one rule, e.g. `kospec explain R5`.");
  explain
      ->add_option(
          "id", *id,
          "rule id (R2..R15, A1..A3, OCC, SUI, PASS, TURN, SETUP, KO, NR, PSK, SSK, NSSK, SPB, SPE, RPE)")
      ->required();
  explain->add_flag("--json", *explain_json, "a JSON object");
  explain->callback(
      [id, explain_json, &status] { status = run_explain(*id, std::cout, *explain_json); });
}

int run_rules(std::ostream& out, bool json) {
  Json list = Json::array();
  for (const RuleText& rule : rule_catalogue()) {
    if (json) {
      list.push_back({{"id", rule_code(rule.id)},
                      {"title", rule.title},
                      {"source", source_name(rule.source)},
                      {"clause", clause_row(rule.id) != nullptr}});
    } else {
      std::string code(rule_code(rule.id));
      out << code << std::string(8 - code.size(), ' ') << rule.title << "  ("
          << source_name(rule.source) << ")\n";
    }
  }
  if (json) out << list.dump() << "\n";
  return 0;
}

int run_explain(const std::string& id, std::ostream& out, bool json) {
  auto parsed = parse_rule_id(id);
  if (!parsed) {
    std::string known;
    for (const RuleText& rule : rule_catalogue())
      known += (known.empty() ? "" : ", ") + std::string(rule_code(rule.id));
    throw InputError("unknown rule id '" + id + "': expected one of " + known);
  }
  const RuleText& rule = rule_text(*parsed);
  if (json) {
    out << Json{{"id", rule_code(rule.id)},
                {"title", rule.title},
                {"source", source_name(rule.source)},
                {"citation", rule.citation},
                {"text", rule.text},
                {"reading", rule.reading}}
               .dump()
        << "\n";
  } else {
    out << rule_code(rule.id) << " " << rule.title << " (" << source_name(rule.source) << ")\n";
    if (!rule.citation.empty()) out << rule.citation << "\n";
    out << "\n" << wrap(rule.text, 80);
    if (!rule.reading.empty()) out << "\nkospec's reading:\n" << wrap(rule.reading, 80);
  }
  return 0;
}

int run_rulesets(std::ostream& out, bool json) {
  Json list = Json::array();
  for (const NamedRuleset& r : named_rulesets()) {
    if (json) {
      list.push_back(
          {{"name", r.name}, {"composition", r.composition}, {"description", r.description}});
    } else {
      out << r.name << std::string(r.name.size() < 30 ? 30 - r.name.size() : 1, ' ')
          << (r.composition.empty() ? "(base rules)" : r.composition) << "\n    " << r.description
          << "\n";
    }
  }
  if (json)
    out << list.dump() << "\n";
  else
    out << "\nCompose your own with '+' from these terms: " << known_ruleset_terms()
        << "; e.g. --ruleset cycle-sets+A1+A3 or --ruleset PSK+R15.\n";
  return 0;
}

int run_clause_table(const std::string& expression, std::ostream& out, bool json) {
  const Ruleset ruleset = parse_ruleset(expression, SelfCapture::Forbidden);
  Json rows = Json::array();
  auto row = [&](std::string_view role, RuleId id, std::string_view what) {
    if (json) {
      rows.push_back({{"role", role},
                      {"id", rule_code(id)},
                      {"title", rule_text(id).title},
                      {"summary", what}});
    } else {
      const std::string code(rule_code(id));
      out << "  " << role << std::string(12 - role.size(), ' ') << code
          << std::string(6 - code.size(), ' ') << rule_text(id).title << ": " << what << "\n";
    }
  };
  if (!json) out << "ruleset " << ruleset.name << " (self-capture is chosen with --suicide)\n";
  for (RuleId id : base_rule_ids())
    row("base", id, id == RuleId::SUI ? "option --suicide forbidden|multi|all" : "always");
  for (RuleId id : ruleset.clauses) row("clause", id, rule_text(id).summary);
  for (const ReadingNote& note : reading_notes(ruleset, ruleset.clauses))
    row("option", note.rule, note.note);
  for (RuleId id : definitions_read(ruleset.reads())) {
    if (id == RuleId::R13) {
      row("definition", id,
          std::string("used by the clauses above, reading ") + r13_reading_id(ruleset.r13) +
              (ruleset.r13 == R13Reading::Later
                   ? ": any later opponent move counteracts while the move is pending"
                   : ": the opponent's next ply counteracts"));
    } else {
      row("definition", id, "used by the clauses above");
    }
  }
  if (json) out << Json{{"ruleset", ruleset.name}, {"clauses", rows}}.dump() << "\n";
  return 0;
}

}  // namespace kospec::cli
