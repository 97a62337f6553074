#pragma once
// What the fuzzer's fault tests share: campaigns against the fault-injecting engine
// (fake_engine.cpp), in the process or through the kospec binary, and their results.

#include <chrono>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tools/fuzz/fuzzer.h"

namespace kospec::fuzz::test {

/// A fresh temporary directory path (removed if it exists) for `name`.
std::string temp_dir(const std::string& name);

/// A campaign run in this process.
struct CampaignRun {
  FuzzSummary summary;                ///< what it returned
  std::vector<nlohmann::json> lines;  ///< findings.jsonl, each line parsed
  std::string marker;                 ///< the marker in the engine's command line
  std::string progress;               ///< its progress stream
};

/// 3 games on 5x5 of at most 20 plies, simple-ko, 400 ms a command, against the fake engine in
/// `mode` with `marker` and the `extra` arguments.
FuzzOptions options_for(const std::string& mode, const std::string& marker,
                        const std::string& extra = "");

/// Runs the campaign `o` (whose engine carries `marker`).
CampaignRun run_with(const FuzzOptions& o, const std::string& marker);

/// Runs options_for(mode, a unique marker, extra).
CampaignRun run_fake(const std::string& mode, const std::string& extra = "");

/// Every finding has `signature`; the campaign restarted after each and finished its 3 games; no
/// process of the engine is left.
void expect_faults(const CampaignRun& r, const std::string& signature);

/// How a run of the kospec binary ended.
struct Finished {
  int status = -1;                    ///< its exit status, or 128 + the signal that killed it
  std::string out;                    ///< its standard output
  std::string err;                    ///< its standard error
  std::chrono::milliseconds took{0};  ///< from start to exit
};

/// Runs kospec with `args` in a process group of its own (as a shell runs a foreground job); after
/// `wait`, sends `signal` to that whole group (0: none).
Finished run_kospec(const std::vector<std::string>& args, std::chrono::milliseconds wait,
                    int signal);

/// The fake engine's command line in `mode` with `marker`.
std::string fake(const std::string& mode, const std::string& marker);

/// The whole of a file ("" if it cannot be read).
std::string slurp(const std::string& file);

}  // namespace kospec::fuzz::test
