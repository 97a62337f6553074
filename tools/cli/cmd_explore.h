#pragma once
// kospec explore: the state space of a position under a ruleset, its cycles judged by every
// ruleset, and Graphviz diagrams.

#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "sgf/sgf_game.h"
#include "tools/cli/cmd_common.h"
#include "tools/cli/explore_output.h"
#include "tools/cli/scale_out.h"
#include "tools/exploration/explore_run.h"

namespace kospec::cli {

/// What `kospec explore` was asked to do.
struct ExploreOptions {
  std::string file;                     ///< the SGF position
  std::size_t at = 0;                   ///< start after this many plies of the main line
  RulesetChoice ruleset;                ///< the ruleset whose states are explored
  std::string region;                   ///< points where board plays are tried (default: the kos)
  explore::GraphBuilder builder;        ///< builds the state graphs on several ranks; unset: here
  std::size_t max_states = 10'000'000;  ///< state limit
  bool complete = false;                ///< explore on after termination is decided
  std::size_t max_depth = 1'000'000;    ///< depth limit
  std::size_t max_memory_mb = 4096;     ///< memory budget for states, edges and histories
  std::size_t max_listed = 20000;       ///< above this many states, no listing, cycles or drawing
  double progress_seconds = 2;          ///< seconds between progress lines on stderr (0: none)
  std::size_t max_cycles = 200;         ///< elementary cycles listed at most
  std::size_t max_drawn = 300;          ///< above this many states, draw cycles and components only
  std::string dot, svg, png;            ///< diagram files to write
  bool json = false;                    ///< one JSON object instead of text
  bool symmetry = false;  ///< explore one state of each class equal up to the position's symmetry
  std::optional<std::size_t> cycle;  ///< the listed cycle to draw (default: the main line's)
  bool whole_graph = false;          ///< draw the whole graph instead of one cycle
  std::vector<std::string> judges;   ///< rulesets whose verdicts are shown (default: every named)
};

/// Registers the subcommand; its callback runs it and stores the exit status.
void add_explore_command(CLI::App& app, int& status, const ScaleOut& scale = {});

/// Explores; returns 0 when the exploration was complete or termination was decided, 1 when a
/// limit or a stop request left it undecided (what was found is reported).
int run_explore(const ExploreOptions& options, std::ostream& out);

}  // namespace kospec::cli
