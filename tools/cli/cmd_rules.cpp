#include "tools/cli/cmd_rules.h"

#include <memory>

#include "rules/ruleset.h"
#include "spec/clause_table.h"
#include "spec/error.h"
#include "spec/rule_text.h"
#include "tools/cli/json_output.h"
#include "tools/cli/text_output.h"
#include "tools/rulebook/clause_table.h"

namespace kospec::cli {

void add_rules_commands(CLI::App& app, int& status) {
  auto json = std::make_shared<bool>(false);
  CLI::App* rules = app.add_subcommand("rules", "List the rule ids with their titles.");
  rules->add_flag("--json", *json, "one JSON object");

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
      app.add_subcommand("explain",
                         "Print the quoted text of a rule (`kospec explain R5`), a rule and its "
                         "reading (`kospec explain A1.local`), or the clauses of a ruleset, named "
                         "or composed (`kospec explain japanese`, `kospec explain PSK+R15`).");
  explain
      ->add_option("id", *id,
                   "rule id (R2..R15, A1..A3, OCC, SUI, PASS, TURN, SETUP, KO, NR, PSK, SSK, NSSK, "
                   "SPB, SPE, RPE), reading id (A1.local, NR.third, ...) or ruleset")
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
                      {"source", rulebook::source_name(rule.source)},
                      {"clause", clause_row(rule.id) != nullptr}});
    } else {
      std::string code(rule_code(rule.id));
      out << code << std::string(8 - code.size(), ' ') << rule.title << "  ("
          << rulebook::source_name(rule.source) << ")\n";
    }
  }
  if (json) {
    Json j = command_json("rules");
    j["rules"] = list;
    out << j.dump() << "\n";
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
  if (json) {
    Json j = command_json("rules");
    j["rulesets"] = list;
    out << j.dump() << "\n";
  } else {
    out << "\nCompose your own with '+' from these terms: " << known_ruleset_terms()
        << "; e.g. --ruleset cycle-sets+A1+A3 or --ruleset PSK+R15.\n";
  }
  return 0;
}

int run_clause_table(const std::string& expression, std::ostream& out, bool json) {
  const Ruleset ruleset = parse_ruleset(expression, SelfCapture::Forbidden);
  const std::vector<rulebook::ClauseRow> table = rulebook::clause_table(ruleset);
  if (json) {
    Json rows = Json::array();
    for (const rulebook::ClauseRow& r : table)
      rows.push_back(
          {{"role", r.role}, {"id", rule_code(r.id)}, {"title", r.title}, {"summary", r.summary}});
    Json j = command_json("rules");
    j["ruleset"] = ruleset.name;
    j["clauses"] = rows;
    out << j.dump() << "\n";
    return 0;
  }
  out << "ruleset " << ruleset.name << " (self-capture is chosen with --suicide)\n";
  for (const rulebook::ClauseRow& r : table) {
    const std::string code(rule_code(r.id));
    out << "  " << r.role << std::string(12 - r.role.size(), ' ') << code
        << std::string(6 - code.size(), ' ') << r.title << ": " << r.summary << "\n";
  }
  return 0;
}

}  // namespace kospec::cli
