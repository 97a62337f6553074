#include "tools/cli/cmd_gtp.h"

#include <iostream>
#include <memory>
#include <string>

#include "tools/gtp/gtp_engine.h"
#include "tools/gtp/line_reader.h"

namespace kospec::cli {

void add_gtp_command(CLI::App& app, int& status) {
  auto choice = std::make_shared<RulesetChoice>();
  auto strict = std::make_shared<bool>(false);
  CLI::App* cmd = app.add_subcommand(
      "gtp",
      "Run kospec as a GTP engine (a referee) on standard input and output: GTP 2 commands, "
      "is_legal, all_legal, loadsgf, and GoGui's gogui-rules_* arbiter commands. "
      "`list_commands` lists them. Memory: a command line is read up to 1 MiB (a longer one is "
      "answered '? line too long' and skipped), so a command takes at most some 30 MB; the game "
      "record grows with the plies played (a few hundred bytes a ply on 19x19).");
  add_ruleset_options(*cmd, *choice);
  cmd->add_flag("--strict-sgf", *strict,
                "loadsgf rejects what real files do against FF[4] (a property repeated in a node, "
                "PL[1], setup after moves) instead of reading it with a warning on stderr");
  cmd->callback([choice, strict, &status] {
    status = run_gtp(*choice, *strict, std::cin, std::cout, std::cerr);
  });
}

int run_gtp(const RulesetChoice& ruleset, bool strict_sgf, std::istream& in, std::ostream& out,
            std::ostream& err) {
  gtp::Engine engine(ruleset.build(), sgf::ReadOptions{strict_sgf});
  std::string line;
  while (!engine.quit_requested()) {
    const gtp::LineRead read = gtp::read_line(in, line, gtp::kMaxCommandLineBytes);
    if (read == gtp::LineRead::End) break;
    if (read == gtp::LineRead::TooLong) {
      const gtp::Command cut{gtp::leading_id(line), "", {}};
      out << gtp::failure(cut, "line too long: more than " +
                                   std::to_string(gtp::kMaxCommandLineBytes) + " bytes")
          << std::flush;
      continue;
    }
    const auto command = gtp::parse_command(line);
    if (!command) continue;
    out << engine.execute(*command) << std::flush;
    if (command->name == "loadsgf") {
      for (const std::string& warning : engine.sgf_warnings())
        err << "kospec gtp: " << warning << "\n";
    }
  }
  return 0;
}

}  // namespace kospec::cli
