#pragma once
// kospec termination: for each position and each ruleset, whether play can go on for ever, as one
// table a rules committee reads (the question "does this rule end play?").

#include <ostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "spec/base_self_capture.h"
#include "tools/cli/scale_out.h"

namespace kospec::cli {

/// What `kospec termination` was asked to do.
struct TerminationOptions {
  std::vector<std::string> inputs;                    ///< SGF files, and directories of them
  std::vector<std::string> rulesets{"all"};           ///< -r (default: every named ruleset)
  SelfCapture self_capture = SelfCapture::Forbidden;  ///< --suicide
  std::string region = "moves";                       ///< points to play on
  explore::GraphBuilder builder;       ///< builds the state graphs on several ranks; unset: here
  std::size_t max_states = 2'000'000;  ///< states per exploration at most
  std::size_t max_memory_mb = 2048;    ///< memory budget per exploration
  double progress_seconds = 2;         ///< seconds between progress lines (0: none)
  double time_limit_seconds = 0;       ///< stop after this long (0: no limit)
  bool json = false;                   ///< one JSON object instead of the table
  bool symmetry = false;  ///< explore one state of each class equal up to the position's symmetry
};

/// Registers the subcommand; its callback runs it and stores the exit status.
void add_termination_command(CLI::App& app, int& status, const ScaleOut& scale = {});

/// Decides every position under every ruleset; returns 0 when all were decided, 1 when a limit or
/// a stop request left one undecided. Throws InputError on bad input.
int run_termination(const TerminationOptions& options, std::ostream& out);

}  // namespace kospec::cli
