#pragma once
// A ruleset as a reader sees it (`kospec rules --ruleset`, the report's rulesets section): the
// base rules, its clauses in the order they are consulted, the options that modify them, and the
// definitions the cycle-set clauses use, each with a line saying what it does.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/ruleset.h"
#include "spec/rule_text.h"

namespace kospec::rulebook {

/// One row of a clause table.
struct ClauseRow {
  std::string role;     ///< "base", "clause", "option" or "definition"
  RuleId id;            ///< the rule
  std::string title;    ///< its title
  std::string summary;  ///< what it does in this ruleset
};

/// The rows of `ruleset`'s clause table: the base rules, its clauses, the readings they are taken
/// in, and the definitions its facts rest on (spec/clause_table.h says which).
std::vector<ClauseRow> clause_table(const Ruleset& ruleset);

/// Where a rule's wording comes from, in words: "rules text", "published rules", "kospec".
std::string_view source_name(RuleSource source);

/// The named ruleset called `name`, if there is one.
std::optional<NamedRuleset> named(const std::string& name);

/// A short label for a ruleset: a named ruleset's composition ("PSK", "KO+NR+RPE", "(base
/// rules)" for no-ko), any other expression as written.
std::string composition(const std::string& name);

}  // namespace kospec::rulebook
