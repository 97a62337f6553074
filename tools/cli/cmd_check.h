#pragma once
// kospec check: replays every corpus case under every ruleset and compares with the manifest.

#include <ostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "spec/base_self_capture.h"

namespace kospec::cli {

/// What `kospec check` was asked to do.
struct CheckOptions {
  std::string directory;  ///< a corpus directory holding manifest.json and the SGF files
  bool json = false;      ///< one JSON object instead of the table
  std::vector<std::string> rulesets;  ///< only these rulesets (default: every named one, and any
                                      ///< other the manifest names)
  SelfCapture self_capture = SelfCapture::Forbidden;  ///< --suicide for the replays
};

/// Registers the subcommand; its callback runs it and stores the exit status.
void add_check_command(CLI::App& app, int& status);

/// Checks the corpus; returns 0 when every expectation holds, 1 when one does not.
/// Throws InputError on an unreadable manifest (naming the file and what was expected).
int run_check(const CheckOptions& options, std::ostream& out);

}  // namespace kospec::cli
