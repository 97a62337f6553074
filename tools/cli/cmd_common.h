#pragma once
// Options shared by the commands that judge moves.

#include <CLI/CLI.hpp>

#include "rules/ruleset.h"

namespace kospec::cli {

/// Adds `--suicide forbidden|multi|all` to a command, storing into `ruleset`.
void add_ruleset_options(CLI::App& command, Ruleset& ruleset);

/// The words that describe a ruleset in output: "base rules, self-capture forbidden".
std::string ruleset_text(const Ruleset& ruleset);

}  // namespace kospec::cli
