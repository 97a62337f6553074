#include "tools/rulebook/clause_table.h"

#include "spec/rule_text.h"

namespace kospec::rulebook {

namespace {

// The base rules every ruleset starts with.
constexpr RuleId kBase[] = {RuleId::TURN, RuleId::OCC, RuleId::R5, RuleId::SUI, RuleId::PASS};

// Definitions the cycle-set clauses rely on.
constexpr RuleId kCycleSetDefinitions[] = {RuleId::R7,  RuleId::R8,  RuleId::R10, RuleId::R11,
                                           RuleId::R12, RuleId::R13, RuleId::R14};

ClauseRow row(std::string role, RuleId id, std::string summary) {
  return {std::move(role), id, std::string(rule_text(id).title), std::move(summary)};
}

std::string a1_summary(const A1Reading& a1) {
  return "reading A1.k with k = " + std::to_string(a1.depth) + ", " +
         a1_continuations_id(a1.continuations) +
         (a1.continuations == A1Continuations::Local
              ? " (board plays in the capture's region, each legal under the ruleset)"
              : " (the base rules on the whole board)") +
         (a1.constrains ? ", A1.full: modifies R9 and R10 (the reply is constrained)"
                        : ", A1.r9: modifies R9's ban only");
}

std::string a3_summary(A3Reading a3) {
  return std::string("reading ") + a3_reading_id(a3) +
         (a3 == A3Reading::Counter     ? ": a counteraction (R13) is no TKO capture"
          : a3 == A3Reading::KoLiberty ? ": a string whose one liberty is a ko point of its own is "
                                         "no TKO group"
                                       : ": the literal reading, no exception but a ko threat");
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
  for (RuleId id : kBase)
    rows.push_back(
        row("base", id, id == RuleId::SUI ? "option --suicide forbidden|multi|all" : "always"));
  for (RuleId id : ruleset.clauses)
    rows.push_back(row("clause", id, std::string(rule_text(id).summary)));
  if (ruleset.a1) rows.push_back(row("option", RuleId::A1, a1_summary(*ruleset.a1)));
  if (ruleset.has(RuleId::A3)) rows.push_back(row("option", RuleId::A3, a3_summary(ruleset.a3)));
  if (ruleset.needs_cycle_sets())
    for (RuleId id : kCycleSetDefinitions)
      rows.push_back(row("definition", id, definition_summary(id, ruleset.r13)));
  return rows;
}

std::string_view source_name(RuleSource source) {
  switch (source) {
    case RuleSource::RulesText:
      return "rules text";
    case RuleSource::Published:
      return "published rules";
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
