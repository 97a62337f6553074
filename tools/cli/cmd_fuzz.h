#pragma once
// kospec fuzz: drive a GTP engine (GNU Go by default) and check its ko handling against kospec.

#include <ostream>
#include <string>

#include <CLI/CLI.hpp>

#include "tools/cli/cmd_common.h"
#include "tools/cli/scale_out.h"

namespace kospec::cli {

/// What `kospec fuzz` was asked to do.
struct FuzzCommandOptions {
  std::string engine;               ///< engine command; empty: the profile's, options mapped
  std::string profile = "gnugo";    ///< engine profile: a name (tools/fuzz/profiles) or a file
  std::string gnugo;                ///< GNU Go binary in place of the gnugo profile's
  std::vector<std::string> probes;  ///< probes to use; empty: the profile's
  int startup_timeout_ms = -1;      ///< start-up time limit; <0: the profile's
  bool no_ids = false;              ///< do not number GTP commands
  int region = 0;                   ///< >0: random moves only in this corner square
  RulesetChoice ruleset{"simple-ko", SelfCapture::Forbidden};  ///< ruleset to compare with
  std::size_t games = 100;                                     ///< games to play
  std::uint64_t seed = 1;                                      ///< the same seed gives the same run
  std::string out = "fuzz-out";                                ///< output directory
  std::vector<int> sizes;       ///< board sizes used in turn; empty: the profile's
  std::size_t max_plies = 150;  ///< longest game
  int timeout_ms = 10000;       ///< per GTP command
  std::string known;            ///< known-findings file (JSON)
  double progress_seconds = 2;  ///< seconds between progress lines (0: none)
  bool json = false;            ///< print the summary as JSON
  std::string shard;            ///< "K/N": play the K-th of N equal ranges of the games (0-based)
  ScaleOut scale;               ///< under mpirun: each rank plays its shard, rank 0 merges
};

/// Registers the subcommand; its callback runs it and stores the exit status.
void add_fuzz_command(CLI::App& app, int& status, const ScaleOut& scale = {});

/// Runs a campaign; 0 when no finding is new, 1 when one is (or the run was interrupted).
int run_fuzz(const FuzzCommandOptions& options, std::ostream& out, std::ostream& err);

}  // namespace kospec::cli
