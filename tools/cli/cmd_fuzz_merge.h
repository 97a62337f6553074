#pragma once
// kospec fuzz-merge: one findings set from the shards of a fuzz campaign (kospec fuzz --shard K/N).

#include <CLI/CLI.hpp>

namespace kospec::cli {

/// Registers the subcommand; its callback runs it and stores the exit status (0 every finding
/// known, 1 a finding not known, 2 bad input).
void add_fuzz_merge_command(CLI::App& app, int& status);

}  // namespace kospec::cli
