#pragma once
// Options shared by the commands that judge moves: --ruleset and --suicide.

#include <map>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "rules/ruleset.h"

namespace kospec::cli {

/// The ruleset a command was asked for, as given on the command line.
struct RulesetChoice {
  std::string expression = "no-ko";                   ///< --ruleset
  SelfCapture self_capture = SelfCapture::Forbidden;  ///< --suicide

  /// The ruleset; throws InputError on an unknown name.
  Ruleset build() const { return parse_ruleset(expression, self_capture); }
};

/// The self-capture option's names on the command line, from the spec's names (SUI).
std::map<std::string, SelfCapture> self_capture_choices();

/// Adds `--suicide forbidden|multi|all` to a command.
void add_suicide_option(CLI::App& command, SelfCapture& self_capture);

/// Adds `--ruleset NAME` and `--suicide forbidden|multi|all` to a command.
void add_ruleset_options(CLI::App& command, RulesetChoice& choice);

/// The rulesets named by `names` in order, "all" standing for every named ruleset.
/// Throws InputError on an unknown name.
std::vector<Ruleset> ruleset_list(const std::vector<std::string>& names, SelfCapture self_capture);

/// The words that describe a ruleset in output: "ruleset japanese, self-capture forbidden".
std::string ruleset_text(const Ruleset& ruleset);

}  // namespace kospec::cli
