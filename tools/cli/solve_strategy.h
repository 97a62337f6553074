#pragma once
// `kospec solve --strategy FILE.sgf`: the forcing strategies the replay on the rules layer
// certified, written as SGF game trees (tools/solve/strategy_sgf.h).

#include <string>
#include <vector>

#include "rules/game.h"
#include "tools/cli/cmd_solve.h"
#include "tools/solve/strategy_check.h"
#include "tools/values/values.h"

namespace kospec::cli {

/// Throws InputError unless --strategy can be met: one ruleset, not --each-move, a replay
/// (--check-states above 0) and a method that replays its strategies (dfpn, loop, loop-dfpn).
void require_strategy_replay(const SolveOptions& options, const std::vector<Game>& starts);

/// Writes the strategies of `row` to options.strategy; `line` says so, or why none was written (the
/// solve stopped, the replay did not run to its end, none to replay), and the result is whether
/// the file was written. Throws InputError when the file cannot be written.
bool write_strategies(const SolveOptions& options, const Game& start, const values::Row& row,
                      const std::vector<solve::StrategyTree>& trees, std::string& line);

}  // namespace kospec::cli
