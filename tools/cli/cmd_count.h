#pragma once
// kospec count positions | games: whole-small-board enumeration (tools/cli/count_command.h).

#include <CLI/CLI.hpp>

#include "tools/cli/scale_out.h"

namespace kospec::cli {

/// Registers `count` with its subcommands `positions` and `games`; their callbacks run the count
/// (Ctrl-C stops it cleanly) and store the exit status.
void add_count_command(CLI::App& app, int& status, const ScaleOut& scale = {});

}  // namespace kospec::cli
