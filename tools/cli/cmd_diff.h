#pragma once
// kospec diff: the shortest game from a position after which two rulesets judge a move
// differently, for a rules committee comparing a proposal with the rulesets in use.

#include <ostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "spec/base_self_capture.h"

namespace kospec::cli {

/// What `kospec diff` was asked to do.
struct DiffOptions {
  std::string file;    ///< the SGF position
  std::size_t at = 0;  ///< start after this many plies of the main line
  std::vector<std::string>
      rulesets;  ///< -r: the first, compared with each other ("all": every named)
  SelfCapture self_capture = SelfCapture::Forbidden;  ///< --suicide
  std::string region;                   ///< points to play on (default: the ko shapes)
  std::size_t max_states = 10'000'000;  ///< state pairs at most
  std::size_t max_depth = 1'000'000;    ///< plies at most
  std::size_t max_memory_mb = 4096;     ///< memory budget
  double progress_seconds = 2;          ///< seconds between progress lines (0: none)
  bool json = false;                    ///< one JSON object instead of text
};

/// Registers the subcommand; its callback runs it and stores the exit status.
void add_diff_command(CLI::App& app, int& status);

/// Compares; returns 1 when a difference was found or a limit left a comparison undecided, 0 when
/// every comparison was complete with no difference. Throws InputError on bad input.
int run_diff(const DiffOptions& options, std::ostream& out);

}  // namespace kospec::cli
