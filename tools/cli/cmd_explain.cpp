// kospec explain ID: a rule's quoted text and kospec's reading of it; a reading id (A1.local,
// NR.third) gives its rule with the reading; a ruleset, named or composed, its clauses' texts; a
// rule file, its rules' sentences and conditions.
#include <algorithm>
#include <iterator>
#include <optional>
#include <string_view>

#include "rules/lang/rule_file.h"
#include "rules/ruleset.h"
#include "spec/error.h"
#include "spec/rule_text.h"
#include "tools/cli/cmd_rules.h"
#include "tools/cli/json_output.h"
#include "tools/cli/text_output.h"
#include "tools/rulebook/clause_table.h"

namespace kospec::cli {

namespace {

// The reading ids of the README's Readings table that belong to a rule (the others, THREAT.exchange,
// STAKES.first and SOLVE.*, are verify's and solve's, described in the README).
constexpr std::string_view kReadings[] = {
    "R7.points", "R7.colour", "R8.between", "R8.config", "R11.opponent", "R11.any",
    "R12.own",   "R12.joins", "R13.next",   "R13.later", "R14.union",    "R14.parts",
    "A1.k",      "A1.local",  "A1.base",    "A1.r9",     "A1.full",      "A2.cycle",
    "A2.pass",   "A3.ko",     "A3.group",   "A3.tko",    "A3.counter",   "A3.ko-liberty",
    "A3.any",    "A3.fight",  "KO.point",   "NR.third",  "NSSK.setup",   "RPE.config",
    "PASS.end"};

// The rule a reading id names ("A1.local" -> A1).
std::optional<RuleId> reading_rule(const std::string& id) {
  if (std::find(std::begin(kReadings), std::end(kReadings), id) == std::end(kReadings))
    return std::nullopt;
  return parse_rule_id(id.substr(0, id.find('.')));
}

std::optional<Ruleset> ruleset_named(const std::string& id) {
  try {
    return parse_ruleset(id, SelfCapture::Forbidden);
  } catch (const InputError&) {
    return std::nullopt;
  }
}

Json rule_json(const RuleText& rule) {
  return Json{{"id", rule_code(rule.id)},
              {"title", rule.title},
              {"source", rulebook::source_name(rule.source)},
              {"citation", rule.citation},
              {"text", rule.text},
              {"reading", rule.reading}};
}

void print_rule(const RuleText& rule, std::ostream& out) {
  out << rule_code(rule.id) << " " << rule.title << " (" << rulebook::source_name(rule.source)
      << ")\n";
  if (!rule.citation.empty()) out << rule.citation << "\n";
  out << "\n" << wrap(rule.text, 80);
  if (!rule.reading.empty())
    out << (rule.source == RuleSource::RuleFile ? "\nits condition:\n" : "\nkospec's reading:\n")
        << wrap(rule.reading, 80);
}

int explain_ruleset(const Ruleset& ruleset, std::ostream& out, bool json) {
  const std::optional<NamedRuleset> named = rulebook::named(ruleset.name);
  Json clauses = Json::array();
  if (!json)
    out << "ruleset " << ruleset.name << " = " << rulebook::composition(ruleset.name)
        << (named ? ": " + std::string(named->description) : "") << "\n";
  for (const rulebook::ClauseRow& row : rulebook::clause_table(ruleset)) {
    if (row.role == "base") continue;
    if (json) {
      Json c = rule_json(ruleset.text(row.id));
      c["role"] = row.role;
      c["summary"] = row.summary;
      clauses.push_back(std::move(c));
    } else {
      out << "\n" << row.role << " " << rule_code(row.id) << ": " << row.summary << "\n";
      print_rule(ruleset.text(row.id), out);
    }
  }
  if (json) {
    Json j = command_json("explain");
    j["kind"] = "ruleset";
    j["ruleset"] = ruleset.name;
    j["composition"] = rulebook::composition(ruleset.name);
    j["description"] = named ? std::string(named->description) : "";
    j["clauses"] = clauses;
    out << j.dump() << "\n";
  } else {
    out << "\nand the base rules TURN, OCC, R5, SUI, PASS (kospec explain ID for each)\n";
  }
  return 0;
}

}  // namespace

int run_explain(const std::string& id, std::ostream& out, bool json) {
  std::optional<RuleId> rule = parse_rule_id(id);
  const std::optional<RuleId> reading = rule ? std::nullopt : reading_rule(id);
  if (!rule && !reading) {
    // A rule file's errors are the user's to see: parsed without catching.
    if (lang::mentions_rule_file(id))
      return explain_ruleset(parse_ruleset(id, SelfCapture::Forbidden), out, json);
    if (const std::optional<Ruleset> r = ruleset_named(id)) return explain_ruleset(*r, out, json);
    std::string known;
    for (const RuleText& t : rule_catalogue())
      known += (known.empty() ? "" : ", ") + std::string(rule_code(t.id));
    throw InputError("unknown rule id, reading or ruleset '" + id + "': expected a rule id (" +
                     known +
                     "), a reading id (A1.local, NR.third, ...) or a ruleset (kospec "
                     "rules --rulesets)");
  }
  const RuleText& text = rule_text(rule ? *rule : *reading);
  if (json) {
    Json j = command_json("explain");
    j["kind"] = reading ? "reading" : "rule";
    if (reading) j["reading_id"] = id;
    j.update(rule_json(text));
    out << j.dump() << "\n";
    return 0;
  }
  if (reading) out << "reading " << id << " of rule " << rule_code(*reading) << "\n\n";
  print_rule(text, out);
  return 0;
}

}  // namespace kospec::cli
