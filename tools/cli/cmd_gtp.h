#pragma once
// kospec gtp: kospec as a GTP engine on standard input and output.

#include <istream>
#include <ostream>

#include <CLI/CLI.hpp>

#include "tools/cli/cmd_common.h"

namespace kospec::cli {

/// Registers the subcommand; its callback runs it and stores the exit status.
void add_gtp_command(CLI::App& app, int& status);

/// Answers GTP commands from `in` on `out` until quit or end of input, loadsgf's SGF warnings on
/// `err`; `strict_sgf` makes them errors. Returns 0.
int run_gtp(const RulesetChoice& ruleset, bool strict_sgf, std::istream& in, std::ostream& out,
            std::ostream& err);

}  // namespace kospec::cli
