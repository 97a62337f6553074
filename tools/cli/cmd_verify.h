#pragma once
// kospec verify: the claims of the rules text and of the accepted outcomes about their figures
// (corpus/claims/claims.json), each decided (tools/claims) under the rulesets it is made for and
// the readings shown beside them; a claim x ruleset listing or one JSON object.

#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace kospec::cli {

/// What `kospec verify` was asked to do.
struct VerifyOptions {
  std::string directory;               ///< holds claims.json and the claims' SGF files
  std::vector<std::string> rulesets;   ///< -r: decide under these only (default: each claim's own)
  bool json = false;                   ///< one JSON object instead of the table
  std::size_t max_states = 4'000'000;  ///< nodes of one claim's local game, at most
  std::size_t max_memory_mb = 2048;    ///< memory budget
  double progress_seconds = 2;         ///< progress lines on stderr (0: none)
};

/// Registers the subcommand; its callback runs it and stores the exit status.
void add_verify_command(CLI::App& app, int& status);

/// Decides every claim; returns 0 when each holds under the rulesets its author named, 1 when one
/// is refuted there or left unknown. Throws InputError on a bad claims file or SGF.
int run_verify(const VerifyOptions& options, std::ostream& out);

}  // namespace kospec::cli
