#include "tools/rulebook/clause_table.h"

#include "spec/clause_table.h"
#include "spec/rule_text.h"

namespace kospec::rulebook {

namespace {

ClauseRow row(const Ruleset& ruleset, std::string role, RuleId id, std::string summary) {
  return {std::move(role), id, std::string(ruleset.text(id).title), std::move(summary)};
}

std::string definition_summary(RuleId id, R13Reading r13) {
  if (id != RuleId::R13) return "used by the clauses above";
  return std::string("used by the clauses above, reading ") + r13_reading_id(r13) +
         (r13 == R13Reading::Later
              ? ": any later opponent move counteracts while the move is pending"
              : ": the opponent's next ply counteracts");
}

}  // namespace

std::vector<ClauseRow> clause_table(const Ruleset& ruleset) {
  std::vector<ClauseRow> rows;
  for (RuleId id : base_rule_ids())
    rows.push_back(row(ruleset, "base", id,
                       id == RuleId::SUI ? "option --suicide forbidden|multi|all" : "always"));
  for (RuleId id : ruleset.clauses)
    rows.push_back(row(ruleset, "clause", id, std::string(ruleset.text(id).summary)));
  for (const ReadingNote& note : reading_notes(ruleset, ruleset.clauses))
    rows.push_back(row(ruleset, "option", note.rule, note.note));
  for (RuleId id : definitions_read(ruleset.reads()))
    rows.push_back(row(ruleset, "definition", id, definition_summary(id, ruleset.r13)));
  return rows;
}

std::string_view source_name(RuleSource source) {
  switch (source) {
    case RuleSource::RulesText:
      return "rules text";
    case RuleSource::Published:
      return "published rules";
    case RuleSource::RuleFile:
      return "rule file";
    case RuleSource::Kospec:
      break;
  }
  return "kospec";
}

std::optional<NamedRuleset> named(const std::string& name) {
  for (const NamedRuleset& n : named_rulesets())
    if (n.name == name) return n;
  return std::nullopt;
}

std::string composition(const std::string& name) {
  const std::optional<NamedRuleset> n = named(name);
  if (!n) return name;
  return n->composition.empty() ? "(base rules)" : std::string(n->composition);
}

}  // namespace kospec::rulebook
