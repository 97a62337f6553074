#pragma once
// kospec replay: replays the main line of games (or every line) and reports the first move the
// rules forbid.

#include <ostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "tools/cli/cmd_common.h"

namespace kospec::cli {

/// What `kospec replay` was asked to do.
struct ReplayOptions {
  std::vector<std::string> files;  ///< SGF files to replay
  RulesetChoice ruleset;           ///< rules to judge by
  bool json = false;               ///< one JSON object a line instead of text
  bool trace = false;              ///< print every rule's finding for every ply
  bool quiet = false;              ///< one line a game
  bool every_line = false;         ///< every root-to-leaf line of each file, not the main line
};

/// Registers the subcommand; its callback runs it and stores the exit status.
void add_replay_command(CLI::App& app, int& status);

/// Replays every file; returns 0 when every move of every game is legal, 1 when a game stops at
/// a move the rules forbid, 2 when a file could not be read (other files are still replayed).
int run_replay(const ReplayOptions& options, std::ostream& out, std::ostream& err);

}  // namespace kospec::cli
