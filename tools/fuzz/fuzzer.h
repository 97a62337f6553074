#pragma once
// A fuzzing campaign: games played against a GTP engine in lockstep with kospec, every verdict
// compared, every disagreement minimized and written as it is found.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "rules/ruleset.h"
#include "tools/fuzz/fuzz_report.h"
#include "tools/run/run_control.h"

namespace kospec::fuzz {

/// How a campaign runs.
struct FuzzOptions {
  std::string engine;                        ///< engine command line
  Ruleset ruleset;                           ///< the kospec ruleset to compare with
  std::size_t games = 100;                   ///< games to play
  std::uint64_t seed = 1;                    ///< the same seed gives the same run
  std::string out_dir = "fuzz-out";          ///< where findings go
  std::vector<int> sizes{5, 7, 9};           ///< board sizes, used in turn
  std::size_t max_plies = 150;               ///< longest game
  std::chrono::milliseconds timeout{10000};  ///< per command
  std::vector<std::string> known;            ///< signatures recorded as known, minimized cases
  std::size_t minimize_budget = 400;         ///< replays tried to shrink one finding
  /// The stop flag (SIGINT, SIGTERM: stop after the current game) and how often a progress line is
  /// written (its sink is unused: progress lines go to run_campaign's stream).
  run::RunControl control{nullptr, std::chrono::seconds(5), {}};
};

/// What a campaign did.
struct FuzzSummary {
  std::size_t games = 0;                  ///< games finished
  std::size_t plies = 0;                  ///< plies played
  std::size_t comparisons = 0;            ///< positions whose legal moves were compared
  std::size_t restarts = 0;               ///< engine restarts after a crash, hang or garbage
  std::vector<RecordedFinding> findings;  ///< every finding, in order
  bool interrupted = false;               ///< stopped early by a stop request

  /// Findings not recorded as known.
  std::size_t unknown() const;
};

/// The three ways games are chosen, used in turn: uniformly random legal moves; moves steered
/// into kos and cycles (captures, retakes, passes that lift bans); the engine's own genmove.
enum class GameStyle : std::uint8_t { Random, Ko, Genmove };

/// Runs a campaign; progress lines go to `progress`.
FuzzSummary run_campaign(const FuzzOptions& options, std::ostream& progress);

}  // namespace kospec::fuzz
