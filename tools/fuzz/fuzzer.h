#pragma once
// A fuzzing campaign: games played against a GTP engine in lockstep with kospec, every verdict
// compared through the engine's probes, every disagreement minimized and written as it is found.
// The campaign survives every engine fault (crash, hang, busy loop, closed output, garbage,
// non-UTF-8 or huge answers, extra answers, a flood of output) by recording it and restarting the
// engine.

#include <chrono>
#include <cstdint>
#include <ostream>
#include <set>
#include <string>
#include <vector>

#include "rules/ruleset.h"
#include "tools/fuzz/engine_profile.h"
#include "tools/fuzz/fuzz_report.h"
#include "tools/gtp_client/engine_process.h"
#include "tools/run/run_control.h"

namespace kospec::fuzz {

/// How a campaign runs.
struct FuzzOptions {
  std::string engine;  ///< engine command line
  gtp::EngineOptions
      engine_options;  ///< time limits, GTP ids (the stop flag is taken from control)
  /// What to ask; at start-up a probe whose command the engine does not know is replaced
  /// (engine_capabilities.h), and every board size is checked.
  std::set<Probe> probes{Probe::AllLegal, Probe::Play, Probe::Genmove};
  Ruleset ruleset;          ///< the kospec ruleset to compare with
  std::size_t games = 100;  ///< games to play
  std::uint64_t seed = 1;   ///< the same seed gives the same run
  std::size_t shard = 0;    ///< this run plays games [shard * games / shards, (shard + 1) * ...)
  std::size_t shards = 1;  ///< of this many shards (each game's moves depend only on seed and game)
  std::string out_dir = "fuzz-out";  ///< where findings go
  std::vector<int> sizes{5, 7, 9};   ///< board sizes, used in turn
  int region = 0;               ///< >0: random moves only in the region x region lower-left corner
  std::size_t max_plies = 150;  ///< longest game
  std::vector<std::string> known;     ///< signatures recorded as known, minimized cases
  std::size_t minimize_budget = 400;  ///< replays tried to shrink one finding
  /// The stop flag (SIGINT, SIGTERM, SIGHUP: the run stops within 50 ms, writes what it found and says how
  /// far it got) and how often a progress line is written to run_campaign's stream (zero: none;
  /// a finding is said whatever it is).
  run::RunControl control{nullptr, std::chrono::seconds(5), {}};
};

/// What a campaign did.
struct FuzzSummary {
  std::size_t games = 0;        ///< games finished
  std::size_t plies = 0;        ///< plies played
  std::size_t comparisons = 0;  ///< positions probed
  std::size_t restarts = 0;     ///< engine restarts after a fault
  std::size_t tolerated = 0;    ///< known disagreements passed over after the first was recorded
  std::vector<RecordedFinding> findings;  ///< every finding, in order
  bool interrupted = false;               ///< stopped early by a stop request
  std::string engine_lost;  ///< why the campaign ended early: the engine cannot restart

  /// Findings not recorded as known.
  std::size_t unknown() const;
};

/// The three ways games are chosen, used in turn: uniformly random legal moves; moves steered
/// into kos and cycles (captures, retakes, passes that lift bans); the engine's own genmove (when
/// the engine has the genmove probe; else random again).
enum class GameStyle : std::uint8_t { Random, Ko, Genmove };

/// Runs a campaign; progress lines go to `progress`. Throws InputError (exit 2) if the output
/// directory cannot be written, the engine cannot start or refuses one of the board sizes.
FuzzSummary run_campaign(const FuzzOptions& options, std::ostream& progress);

}  // namespace kospec::fuzz
