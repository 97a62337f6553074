#pragma once
// Exact values of one position under several rulesets (`kospec solve -r A -r B`, the report's
// values table): the method each ruleset gets, its budget, and the rows solved a few at once and
// handed back in order, stopping cleanly on a stop request.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/game.h"
#include "sgf/sgf_game.h"
#include "tools/solve/result.h"

namespace kospec::values {

/// How the rows are solved.
struct ValuesOptions {
  std::string method = "auto";       ///< auto | dfpn | native | search | retrograde | loop
  std::uint64_t max_nodes = 0;       ///< node (or state) limit of a row; 0: the method's default
  std::uint64_t loop_max_nodes = 0;  ///< the limit of rows the loop search solves (0: max_nodes)
  std::size_t table_mb = 256;        ///< the native search's transposition table
  std::size_t max_memory_mb = 4096;  ///< memory budget of a row
  bool whole_history = false;        ///< native: the whole-history table, not the footprint table
  bool no_symmetry = false;          ///< native: keys of the state itself, not its least image
  bool no_static_bounds = false;     ///< native, dfpn: no static bounds (cross-checks)
  std::uint64_t check_states =
      solve::kDefaultCheckStates;  ///< strategy replay limit a side (0: no check)
  std::size_t threads = 1;         ///< rows solved at once
  /// A table of several rulesets: default budgets per row, and a method asked for that does not
  /// apply to a row gives way to that row's own.
  bool table = false;
  double row_seconds = 0;  ///< time budget of each row (0: none): a row past it stops
  const std::atomic<bool>* stop = nullptr;      ///< a stop request ends the rows under way
  std::chrono::milliseconds progress_every{0};  ///< time between progress lines (0: none)
  /// Receives each progress line with the ruleset it is about.
  std::function<void(const std::string& ruleset, const std::string& line)> progress;
  /// If set: receives the strategies the replays certified (SolveLimits::strategies; one row).
  std::vector<solve::StrategyTree>* strategies = nullptr;
};

/// One ruleset's row.
struct Row {
  Ruleset ruleset;              ///< the ruleset
  solve::SolveResult result;    ///< what was found
  std::uint64_t max_nodes = 0;  ///< the node (or state) budget it had
};

/// The method named on the command line ("auto": none).
std::optional<solve::SolveMethod> method_of(std::string_view name);

/// The default node (or state) budget of a method, alone or in a table.
std::uint64_t default_max_nodes(solve::SolveMethod method, bool table);

/// The games at the position (the setup and its plies) under each ruleset. Throws InputError
/// naming `file` and the ply when one of the plies is not a legal continuing move there.
std::vector<Game> start_games(const sgf::SgfGame& position, const std::vector<Ruleset>& rulesets,
                              const std::string& file);

/// Solves each start, `options.threads` at once, calling `done` with each row in order as soon
/// as it and those before it are solved. After a stop request the rulesets not yet started are
/// not run: the rows returned are then fewer than the starts.
std::vector<Row> solve_rows(const std::vector<Game>& starts, const ValuesOptions& options,
                            const std::function<void(const Row&)>& done = {});

/// An empty board of `columns` x `rows` points, Black to move, as a position.
sgf::SgfGame empty_board(int columns, int rows);

}  // namespace kospec::values
