#pragma once
// kospec verify: the claims of the rules text and of the accepted outcomes about their figures
// (corpus/claims/claims.json), each decided (tools/claims) under the rulesets it is made for and
// the readings shown beside them, or every claim under a proposal (-r); a user's own positions
// (an SGF file, or a folder without claims.json) get the claim that play from them ends.

#include <cstddef>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "tools/claims/verify.h"

namespace kospec::cli {

/// What `kospec verify` was asked to do.
struct VerifyOptions {
  std::string input;                   ///< claims corpus (holds claims.json), SGF file or folder
  std::vector<std::string> rulesets;   ///< -r: decide every claim under these (default: its own)
  std::vector<std::string> claim_ids;  ///< --claim: only these claims (default: every one)
  bool json = false;                   ///< one JSON object instead of the listing
  std::string json_file;               ///< also write that JSON object to this file ("": none)
  std::size_t max_states = 4'000'000;  ///< nodes of one claim's local game, at most
  std::size_t max_memory_mb = 2048;    ///< memory budget
  double progress_seconds = 2;         ///< progress lines on stderr (0: none)
  double time_limit_seconds = 0;       ///< stop after this long (0: no limit)
  std::vector<std::string> readings;   ///< --readings: the matrix of these rules ("all")
  double claim_seconds = 0;            ///< each decision's time budget (0: none)
  std::size_t threads = 1;             ///< claims decided at once
};

/// Registers the subcommand; its callback runs it and stores the exit status.
void add_verify_command(CLI::App& app, int& status);

/// Decides every claim; returns 0 when each holds where a refutation is a finding (the rulesets
/// its author named, or every ruleset asked with -r), 1 when one is refuted or left unknown there
/// or a stop ended the run. Throws InputError on a bad claims file, SGF or ruleset.
int run_verify(const VerifyOptions& options, std::ostream& out);

/// `kospec verify DIR --readings RULE`: the readings matrix of each rule asked (tools/claims/
/// matrix.h), as a listing or JSON; 0 when complete, 1 when a stop ended it.
int run_readings_matrix(const VerifyOptions& options, std::ostream& out);

/// One claim's result as verify's JSON writes it: {"ruleset", "about", "status", "why",
/// "counterexample"}.
nlohmann::ordered_json claim_result_json(const claims::ClaimResult& result, const Graph& graph);

/// verify's JSON object, built result by result as `kospec verify --json` writes it (and
/// `kospec report --claims-json`).
class VerifyJson {
 public:
  /// Adds one result, in the claims' order; returns its JSON, and whether it opened its claim.
  std::pair<const nlohmann::ordered_json*, bool> add(const claims::ClaimResult& result);
  /// How many claims hold a result so far.
  std::size_t claims() const { return listed_.size(); }
  /// The whole object for the claims of `input`, with `totals`.
  nlohmann::ordered_json object(const std::string& input, const claims::VerifyTotals& totals) const;

 private:
  nlohmann::ordered_json listed_ = nlohmann::ordered_json::array();
};

/// Writes `json` and a newline to `path`; throws InputError naming `option` when it cannot.
void write_json_file(const std::string& path, const nlohmann::ordered_json& json,
                     const std::string& option);

}  // namespace kospec::cli
