// kospec's command line: every subcommand registered, the arguments parsed and run, errors
// turned into exit statuses.
#include <iostream>
#include <new>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "spec/error.h"
#include "tools/cli/cmd_check.h"
#include "tools/cli/cmd_count.h"
#include "tools/cli/cmd_diff.h"
#include "tools/cli/cmd_explore.h"
#include "tools/cli/cmd_figure.h"
#include "tools/cli/cmd_fuzz.h"
#include "tools/cli/cmd_fuzz_merge.h"
#include "tools/cli/cmd_gtp.h"
#include "tools/cli/cmd_legal.h"
#include "tools/cli/cmd_read.h"
#include "tools/cli/cmd_read_campaign.h"
#include "tools/cli/cmd_regress.h"
#include "tools/cli/cmd_replay.h"
#include "tools/cli/cmd_report.h"
#include "tools/cli/cmd_rules.h"
#include "tools/cli/cmd_solve.h"
#include "tools/cli/cmd_termination.h"
#include "tools/cli/cmd_verify.h"
#include "tools/cli/scale_out.h"

namespace kospec::cli {

namespace {

// The first argument when it names no subcommand (a misspelt one), with the subcommands listed.
std::optional<std::string> unknown_subcommand(CLI::App& app, int argc, char** argv) {
  if (argc < 2 || argv[1][0] == '-') return std::nullopt;
  const std::string given = argv[1];
  std::string names;
  for (const CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) {
    if (sub->get_name() == given) return std::nullopt;
    names += (names.empty() ? "" : ", ") + sub->get_name();
  }
  return "unknown subcommand '" + given + "': expected one of " + names +
         " (kospec --help describes them)";
}

}  // namespace

int run_command_line(int argc, char** argv, const ScaleOut& scale) {
  CLI::App app{
      "kospec: an executable specification of the ko rules of Go, and a test harness built on it.\n"
      "Exit status: 0 success, 1 a finding (an illegal move...), 2 bad usage or bad input."};
  app.require_subcommand(1);
  app.set_version_flag("--version", "kospec 0.1.0");
  int status = 0;
  add_replay_command(app, status);
  add_legal_command(app, status);
  add_rules_commands(app, status);
  add_check_command(app, status);
  add_read_command(app, status);
  add_read_campaign_command(app, status);
  add_gtp_command(app, status);
  add_fuzz_command(app, status, scale);
  add_fuzz_merge_command(app, status);
  add_regress_command(app, status);
  add_explore_command(app, status, scale);
  add_figure_command(app, status);
  add_diff_command(app, status);
  add_termination_command(app, status, scale);
  add_verify_command(app, status);
  add_count_command(app, status, scale);
  add_solve_command(app, status);
  add_report_command(app, status);
  if (const std::optional<std::string> unknown = unknown_subcommand(app, argc, argv)) {
    std::cerr << "kospec: error: " << *unknown << "\n";
    return 2;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? 0 : 2;
  } catch (const InputError& e) {
    std::cerr << "kospec: error: " << e.what() << "\n";
    return 2;
  } catch (const std::bad_alloc&) {
    std::cerr << "kospec: error: out of memory (an input too large for this machine?)\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "kospec: internal error: " << e.what() << "\n";
    return 3;
  }
  return status;
}

}  // namespace kospec::cli
