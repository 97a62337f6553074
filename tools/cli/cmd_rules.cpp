#include "tools/cli/cmd_rules.h"

#include <memory>

#include "spec/error.h"
#include "spec/rule_text.h"
#include "tools/cli/json_output.h"

namespace kospec::cli {

namespace {

std::string_view source_name(RuleSource source) {
  return source == RuleSource::RulesText ? "rules text" : "kospec";
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
  rules->callback([json, &status] { status = run_rules(std::cout, *json); });

  auto id = std::make_shared<std::string>();
  auto explain_json = std::make_shared<bool>(false);
  CLI::App* explain = app.add_subcommand("explain", "Print the quoted text of one rule, e.g. `kospec explain R5`.");
  explain->add_option("id", *id, "rule id (R2..R7, OCC, SUI, PASS, TURN, SETUP)")->required();
  explain->add_flag("--json", *explain_json, "a JSON object");
  explain->callback([id, explain_json, &status] { status = run_explain(*id, std::cout, *explain_json); });
}

int run_rules(std::ostream& out, bool json) {
  Json list = Json::array();
  for (const RuleText& rule : rule_catalogue()) {
    if (json) {
      list.push_back({{"id", rule_code(rule.id)}, {"title", rule.title}, {"source", source_name(rule.source)}});
    } else {
      std::string code(rule_code(rule.id));
      out << code << std::string(8 - code.size(), ' ') << rule.title << "  (" << source_name(rule.source) << ")\n";
    }
  }
  if (json) out << list.dump() << "\n";
  return 0;
}

int run_explain(const std::string& id, std::ostream& out, bool json) {
  auto parsed = parse_rule_id(id);
  if (!parsed) {
    std::string known;
    for (const RuleText& rule : rule_catalogue()) known += (known.empty() ? "" : ", ") + std::string(rule_code(rule.id));
    throw InputError("unknown rule id '" + id + "': expected one of " + known);
  }
  const RuleText& rule = rule_text(*parsed);
  if (json) {
    out << Json{{"id", rule_code(rule.id)}, {"title", rule.title}, {"source", source_name(rule.source)}, {"text", rule.text}}.dump()
        << "\n";
  } else {
    out << rule_code(rule.id) << " " << rule.title << " (" << source_name(rule.source) << ")\n\n"
        << wrap(rule.text, 80);
  }
  return 0;
}

}  // namespace kospec::cli
