#include "tools/cli/cmd_regress.h"

#include <iostream>
#include <memory>

#include "tools/regress/regress_run.h"
#include "tools/run/stop_signals.h"

namespace kospec::cli {

void add_regress_command(CLI::App& app, int& status) {
  auto o = std::make_shared<RegressCommandOptions>();
  CLI::App* cmd = app.add_subcommand(
      "regress",
      "Run GNU Go-format regression files (.tst: commands, '#? [REGEX]' expected responses, '*' "
      "expected failures) against a GTP engine, as gogui-regress does. Prints each unexpected "
      "result and a summary per file. Exit 0 all as expected, 1 an unexpected result, 2 bad "
      "input or an engine that cannot start. Memory: each file is read whole (at most 64 MiB), "
      "an engine's answer up to 1 MiB (empty lines counted, never stored); an answer of more "
      "than 16 KiB fails its pattern unmatched.");
  cmd->add_option("files", o->files, "regression files")->required()->check(CLI::ExistingFile);
  cmd->add_option("--engine", o->engine, "engine command line, e.g. '/usr/games/gnugo --mode gtp'")
      ->required();
  cmd->add_option("--timeout-ms", o->timeout_ms, "time limit of one command")
      ->check(CLI::Range(10, 3600000));
  cmd->add_option("--startup-timeout-ms", o->startup_timeout_ms,
                  "time the engine may take to start")
      ->check(CLI::Range(0, 3600000));
  cmd->callback([o, &status] { status = run_regress(*o, std::cout, std::cerr); });
}

int run_regress(const RegressCommandOptions& options, std::ostream& out, std::ostream& err) {
  std::vector<regress::RegressFile> files;
  for (const std::string& f : options.files) files.push_back(regress::read_regress_file(f));
  const std::atomic<bool>& stop = run::install_stop_signals();
  gtp::EngineOptions engine_options;
  engine_options.command_timeout = std::chrono::milliseconds(options.timeout_ms);
  engine_options.startup_timeout = std::chrono::milliseconds(options.startup_timeout_ms);
  engine_options.ids = false;  // the test files number their own commands
  engine_options.stop = &stop;
  gtp::EngineProcess engine(options.engine, engine_options);
  engine.expect_started();
  run::RunControl control{&stop, std::chrono::milliseconds(0), {}};
  const auto results = regress::run_files(files, engine, control, out);
  std::size_t tests = 0, unexpected = 0, errors = 0, aborted = 0;
  for (const auto& r : results) {
    tests += r.tests.size();
    unexpected += r.unexpected();
    errors += r.other_errors;
    aborted += r.aborted.empty() ? 0 : 1;
  }
  out << results.size() << " files, " << tests << " tests, " << unexpected << " unexpected, "
      << errors << " other errors, " << aborted << " files stopped early\n";
  if (stop.load()) err << "kospec regress: stopped by a stop request\n";
  return unexpected > 0 || errors > 0 || aborted > 0 ? 1 : 0;
}

}  // namespace kospec::cli
