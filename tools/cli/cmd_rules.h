#pragma once
// kospec rules and kospec explain: the rule ids, titles and quoted texts.

#include <ostream>
#include <string>

#include <CLI/CLI.hpp>

namespace kospec::cli {

/// Registers `rules` and `explain`; their callbacks store the exit status.
void add_rules_commands(CLI::App& app, int& status);

/// Lists every rule id with its title and where its wording comes from.
int run_rules(std::ostream& out, bool json);

/// Lists the named rulesets with their compositions.
int run_rulesets(std::ostream& out, bool json);

/// Prints the clause table of a ruleset expression; throws InputError if it does not parse.
int run_clause_table(const std::string& expression, std::ostream& out, bool json);

/// Prints the quoted text of one rule; throws InputError naming the known ids if `id` is unknown.
int run_explain(const std::string& id, std::ostream& out, bool json);

}  // namespace kospec::cli
