#pragma once
// kospec solve: the exact minimax value (area scoring, komi 0) and a principal variation of a
// small position under a ruleset, or what each side can force when play can go on for ever
// (tools/solve/README.md); several rulesets make a table (tools/values).

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "spec/base_self_capture.h"
#include "tools/cli/command_stop.h"
#include "tools/solve/result.h"

namespace kospec::cli {

/// What `kospec solve` was asked to do.
struct SolveOptions {
  std::string file;    ///< the SGF position (or none, with `board`)
  std::string board;   ///< --board COLUMNSxROWS: the empty board instead of a file
  std::size_t at = 0;  ///< start after this many plies of the main line
  /// Ruleset expressions, or "all" (every named one); more than one (or "all") makes a table.
  std::vector<std::string> rulesets;
  SelfCapture self_capture = SelfCapture::Forbidden;  ///< --suicide
  std::string scoring = "area";                       ///< only "area" (Tromp-Taylor) for now
  std::string method = "auto";       ///< auto | dfpn | native | search | retrograde | loop
  std::uint64_t max_nodes = 0;       ///< node (search) or state (retrograde) limit; 0: default
  std::uint64_t loop_max_nodes = 0;  ///< node limit of rows the loop search solves (0: max_nodes)
  std::size_t table_mb = 256;        ///< the native search's transposition table
  std::size_t max_memory_mb = 4096;  ///< budget of the table (native) or graph (retrograde)
  bool whole_history = false;        ///< native: the whole-history table, not the footprint table
  bool no_symmetry = false;          ///< native: keys of the state itself, not its least image
  bool no_static_bounds = false;     ///< native, dfpn: no static bounds (cross-checks)
  std::uint64_t check_states =
      solve::kDefaultCheckStates;  ///< strategy replay limit a side (0: no check)
  std::size_t threads = 1;         ///< rulesets of a table solved at once
  bool quiet = false;              ///< no progress lines on stderr
  double progress_seconds = 2;     ///< seconds between progress lines (0: none)
  double time_limit_seconds = 0;   ///< stop after this long (0: no limit)
  bool json = false;               ///< one JSON object instead of text
  bool csv = false;                ///< a CSV table instead of text (a header, a row a ruleset)
  bool each_move = false;  ///< the value after each legal move and the pass, not the position's
  std::string strategy;    ///< --strategy: write both sides' forcing strategies to this SGF file
  std::size_t strategy_nodes = 1'000'000;  ///< --strategy-nodes: the file's node budget
};

/// Registers the subcommand; its callback runs it and stores the exit status.
void add_solve_command(CLI::App& app, int& status);

/// Solves; returns 0, or 1 when a limit or `stop` stopped a solve. Progress lines go to `progress`
/// (nullptr: none). Throws InputError on bad input.
int run_solve(const SolveOptions& options, std::ostream& out, const CommandStop* stop = nullptr,
              std::ostream* progress = nullptr);

}  // namespace kospec::cli
