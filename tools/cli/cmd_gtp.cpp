#include "tools/cli/cmd_gtp.h"

#include <iostream>
#include <memory>
#include <string>

#include "tools/gtp/gtp_engine.h"

namespace kospec::cli {

void add_gtp_command(CLI::App& app, int& status) {
  auto choice = std::make_shared<RulesetChoice>();
  CLI::App* cmd = app.add_subcommand(
      "gtp",
      "Run kospec as a GTP engine (a referee) on standard input and output: GTP 2 commands, "
      "is_legal, all_legal, loadsgf, and GoGui's gogui-rules_* arbiter commands. "
      "`list_commands` lists them.");
  add_ruleset_options(*cmd, *choice);
  cmd->callback([choice, &status] { status = run_gtp(*choice, std::cin, std::cout); });
}

int run_gtp(const RulesetChoice& ruleset, std::istream& in, std::ostream& out) {
  gtp::Engine engine(ruleset.build());
  for (std::string line; !engine.quit_requested() && std::getline(in, line);) {
    if (auto command = gtp::parse_command(line)) out << engine.execute(*command) << std::flush;
  }
  return 0;
}

}  // namespace kospec::cli
