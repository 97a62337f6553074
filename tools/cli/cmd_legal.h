#pragma once
// kospec legal: the legal board plays for the player to move after ply N of a game.

#include <optional>
#include <ostream>
#include <string>

#include <CLI/CLI.hpp>

#include "tools/cli/cmd_common.h"

namespace kospec::cli {

/// What `kospec legal` was asked to do.
struct LegalOptions {
  std::string file;               ///< the SGF game
  std::optional<std::size_t> at;  ///< after this many plies (default: all of the main line)
  RulesetChoice ruleset;          ///< rules to judge by
  bool json = false;              ///< one JSON object instead of text
  bool trace = false;             ///< print the full trace of every illegal point
};

/// Registers the subcommand; its callback runs it and stores the exit status.
void add_legal_command(CLI::App& app, int& status);

/// Lists legal plays; returns 0, or 1 if the game stops at an illegal move before ply N.
/// Throws InputError on unreadable input or an N beyond the game.
int run_legal(const LegalOptions& options, std::ostream& out);

}  // namespace kospec::cli
