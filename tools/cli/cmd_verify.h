#pragma once
// kospec verify: the claims of the rules text and of the accepted outcomes about their figures
// (corpus/claims/claims.json), each decided (tools/claims) under the rulesets it is made for and
// the readings shown beside them, or every claim under a proposal (-r); a user's own positions
// (an SGF file, or a folder without claims.json) get the claim that play from them ends.

#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace kospec::cli {

/// What `kospec verify` was asked to do.
struct VerifyOptions {
  std::string input;                   ///< claims corpus (holds claims.json), SGF file or folder
  std::vector<std::string> rulesets;   ///< -r: decide every claim under these (default: its own)
  std::vector<std::string> claim_ids;  ///< --claim: only these claims (default: every one)
  bool json = false;                   ///< one JSON object instead of the listing
  std::size_t max_states = 4'000'000;  ///< nodes of one claim's local game, at most
  std::size_t max_memory_mb = 2048;    ///< memory budget
  double progress_seconds = 2;         ///< progress lines on stderr (0: none)
  double time_limit_seconds = 0;       ///< stop after this long (0: no limit)
};

/// Registers the subcommand; its callback runs it and stores the exit status.
void add_verify_command(CLI::App& app, int& status);

/// Decides every claim; returns 0 when each holds where a refutation is a finding (the rulesets
/// its author named, or every ruleset asked with -r), 1 when one is refuted or left unknown there
/// or a stop ended the run. Throws InputError on a bad claims file, SGF or ruleset.
int run_verify(const VerifyOptions& options, std::ostream& out);

}  // namespace kospec::cli
