#pragma once
// kospec regress: GNU Go-format regression files (.tst) against any GTP engine, as gogui-regress.

#include <ostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace kospec::cli {

/// What `kospec regress` was asked to do.
struct RegressCommandOptions {
  std::vector<std::string> files;  ///< the .tst files
  std::string engine;              ///< the engine command line
  int timeout_ms = 60000;          ///< per command
  int startup_timeout_ms = 30000;  ///< for the engine to start
};

/// Registers the subcommand; its callback runs it and stores the exit status.
void add_regress_command(CLI::App& app, int& status);

/// Runs the files; 0 when every result was the expected one, 1 otherwise (or when stopped), 2 for
/// an unreadable file or an engine that cannot start (InputError).
int run_regress(const RegressCommandOptions& options, std::ostream& out, std::ostream& err);

}  // namespace kospec::cli
