#pragma once
// kospec report: the command line of the committee's report; what goes into the page is
// tools/report (report.h).

#include <CLI/CLI.hpp>

namespace kospec::cli {

/// Registers the subcommand; its callback writes the report and stores the exit status.
void add_report_command(CLI::App& app, int& status);

}  // namespace kospec::cli
