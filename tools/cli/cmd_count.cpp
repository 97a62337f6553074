#include "tools/cli/cmd_count.h"

#include <iostream>
#include <map>
#include <memory>

#include "tools/cli/cmd_common.h"
#include "tools/cli/count_command.h"
#include "tools/run/stop_signals.h"

namespace kospec::cli {

namespace {

void add_common_options(CLI::App& command, CountOptions& options) {
  command
      .add_option("--board,-b", options.board,
                  "board size COLUMNSxROWS, e.g. 4x4 or 1x7 (N means NxN)")
      ->required();
  command.add_flag("--json", options.json, "one JSON object (keys in README)");
  command
      .add_option("--progress", options.progress_seconds,
                  "seconds between progress lines on stderr (default 5; 0 = none)")
      ->check(CLI::NonNegativeNumber);
}

}  // namespace

void add_count_command(CLI::App& app, int& status, const ScaleOut& scale) {
  CLI::App* count = app.add_subcommand(
      "count",
      "Enumerate a whole small board: its positions, or its games under positional superko. "
      "Ctrl-C stops a long count and prints what it found so far (exit status 1).");
  count->require_subcommand(1);

  auto positions = std::make_shared<CountOptions>();
  positions->kind = CountKind::Positions;
  positions->count_positions = scale.count_positions;
  CLI::App* pos = count->add_subcommand(
      "positions",
      "Count the positions reachable from the empty board by moves of either colour "
      "(self-capture allowed), the legal positions (every string has a liberty; all 3^n "
      "colourings checked), and the edges and average out-degree of the game graph. The "
      "count reached is printed last. Boards of up to 20 points.");
  add_common_options(*pos, *positions);
  pos->add_option(
         "--max-memory", positions->max_memory_mb,
         "memory budget in MiB for the visited tables (per rank under mpirun; default 4096)")
      ->check(CLI::Range(1, 1 << 22));
  pos->callback([positions, &status] {
    status = run_count(*positions, std::cout, std::cerr, run::install_stop_signals());
  });

  auto games = std::make_shared<CountOptions>();
  games->kind = CountKind::Games;
  CLI::App* gam = count->add_subcommand(
      "games",
      "Count the games under positional superko: the simple paths from the empty position in the "
      "game graph, the empty game included (Tromp & Farnebäck). Boards of up to 4 points: 1x1, 1x2, "
      "1x3, 1x4, 2x2. The count is printed last.");
  add_common_options(*gam, *games);
  gam->add_option("--ruleset,-r", games->ruleset,
                  "ruleset: positional-superko (PSK), the default and the only one");
  gam->add_option("--suicide", games->self_capture,
                  "self-capture: all (default) or multi (the same graph)")
      ->transform(CLI::CheckedTransformer(self_capture_choices()))
      ->option_text("all|multi");
  gam->add_option("--threads,-j", games->threads, "worker threads (default 1; 0 = one per core)");
  gam->callback([games, &status] {
    status = run_count(*games, std::cout, std::cerr, run::install_stop_signals());
  });
}

}  // namespace kospec::cli
