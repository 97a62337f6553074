#include "tools/cli/cmd_read_campaign.h"
#include "tools/cli/json_output.h"

#include <iostream>
#include <memory>

#include "spec/error.h"
#include "tools/run/stop_signals.h"

namespace kospec::cli {

void add_read_campaign_command(CLI::App& app, int& status) {
  auto o = std::make_shared<ReadCampaignOptions>();
  reading::campaign::CampaignOptions& c = o->campaign;
  CLI::App* cmd = app.add_subcommand(
      "read-campaign",
      "Read real positions with kospec's tactical reader and with GNU Go 3.8 (attack and defend "
      "of every string with at most four liberties), count agreement on the strings with a ko in "
      "play, minimize the disagreements, judge them by the exact local search and save them as "
      "GNU Go regression cases (.tst) under --out. Games: GNU Go self-play (--selfplay) and SGF "
      "files or directories. Exit 0 when the result codes agree on at least --target percent of "
      "the ko positions, 1 otherwise or when interrupted (Ctrl-C writes the report so far), 2 bad "
      "input.");
  cmd->add_option("sgf", c.inputs, "SGF files or directories of them to read");
  cmd->add_option("--selfplay", c.selfplay_games, "GNU Go self-play games to play and read");
  cmd->add_option("--sizes", c.sizes, "self-play board sizes, in turn (e.g. 9,13,19)")
      ->delimiter(',')
      ->check(CLI::Range(5, 19));
  cmd->add_option("--seed", c.seed, "first self-play random seed (game i uses seed + i)");
  cmd->add_option("--level", c.selfplay_level, "GNU Go's --level for self-play")
      ->check(CLI::Range(0, 10));
  cmd->add_option("--gnugo", c.gnugo, "GNU Go binary");
  cmd->add_option("--engine", c.engine,
                  "reading engine command line (default: GNU Go in GTP mode)");
  cmd->add_option("--out,-o", c.out, "output directory: report.json, games/, cases/");
  cmd->add_option("--scheme", o->scheme, "kospec's komaster scheme: 5, 2.7.232, 2.7.232-revised")
      ->check(CLI::IsMember({"5", "2.7.232", "2.7.232-revised"}));
  cmd->add_option("--max-ko-positions", c.max_ko_positions,
                  "stop after this many strings with a ko in play (0: no limit)");
  cmd->add_option("--max-cases", c.max_cases, "distinct disagreements minimized and saved");
  cmd->add_option("--minimize-trials", c.minimize_trials, "positions tried per minimization");
  cmd->add_option("--every", c.every, "read every n-th ply of each game")
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--target", o->target, "agreement on result codes (percent) for exit 0");
  cmd->add_option("--progress-ms", o->progress_ms,
                  "milliseconds between progress lines on stderr (0: none)");
  cmd->add_flag("--json", o->json, "print the report as JSON");
  cmd->callback([o, &status] { status = run_read_campaign(*o, std::cout, std::cerr); });
}

int run_read_campaign(ReadCampaignOptions options, std::ostream& out, std::ostream& err) {
  reading::campaign::CampaignOptions& c = options.campaign;
  const std::optional<reading::KoScheme> scheme = reading::parse_scheme(options.scheme);
  if (!scheme) throw InputError("read-campaign: unknown --scheme '" + options.scheme + "'");
  c.scheme = *scheme;
  if (c.inputs.empty() && c.selfplay_games == 0)
    throw InputError("read-campaign: give SGF files or directories, or --selfplay N");
  if (c.sizes.empty()) throw InputError("read-campaign: --sizes needs at least one size");
  for (const auto& in : c.inputs) {
    if (!std::filesystem::exists(in))
      throw InputError("read-campaign: no such file: " + in.string());
  }
  c.control.stop = &run::install_stop_signals();
  c.control.progress_every = std::chrono::milliseconds(options.progress_ms);
  c.control.progress = [&err](const std::string& line) { err << line << "\n" << std::flush; };
  const reading::campaign::CampaignStats s = reading::campaign::run_campaign(c);
  if (options.json) {
    Json j = command_json("read-campaign");
    j.update(s.json());
    out << j.dump(2) << "\n";
  } else {
    out << s.text() << "report: " << (c.out / "report.json").string()
        << ", cases: " << (c.out / "cases").string() << "\n";
  }
  if (s.input_errors > 0) return 2;
  const double agreement = reading::campaign::CampaignStats::total(s.ko_by_size).code_agreement();
  return s.interrupted || agreement < options.target ? 1 : 0;
}

}  // namespace kospec::cli
