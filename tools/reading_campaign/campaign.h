#pragma once
// The reading campaign against GNU Go 3.8 (issue 15): positions from real games (GNU Go
// self-play and any SGF files given), the strings with at most four liberties read by both
// programs (attack and defend), those with a ko in play counted apart (either program answers
// KO_A or KO_B, or a ko is next to the string), agreement on the result code and on the move (a
// different move agrees when GNU Go, asked again after it, finds it achieves GNU Go's result or as
// much as GNU Go's own move), disagreements minimized, judged by the exact local search and saved
// as GNU Go regression cases.

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

#include "reading/komaster.h"
#include "tools/reading_campaign/campaign_stats.h"
#include "tools/run/run_control.h"

namespace kospec::reading::campaign {

/// What the campaign reads and where it writes.
struct CampaignOptions {
  std::vector<std::filesystem::path> inputs;  ///< SGF files, or directories of them
  std::size_t selfplay_games = 0;             ///< GNU Go self-play games to play and read
  std::vector<int> sizes{9, 13, 19};          ///< self-play board sizes, in turn
  std::uint64_t seed = 1;                     ///< first self-play random seed
  int selfplay_level = 1;                     ///< GNU Go's --level for self-play
  std::string gnugo = "/usr/games/gnugo";     ///< GNU Go binary
  std::string engine;                         ///< the reading engine's command (default: gnugo)
  std::filesystem::path out = "read-campaign-out";  ///< report, games, cases
  KoScheme scheme = KoScheme::Scheme5;              ///< kospec's komaster scheme
  std::size_t max_ko_positions = 0;           ///< stop after this many ko positions (0: no limit)
  std::size_t max_cases = 300;                ///< distinct disagreements minimized and saved
  std::size_t minimize_trials = 120;          ///< positions tried per minimization
  std::size_t every = 1;                      ///< read every n-th ply of a game
  std::chrono::milliseconds timeout{120000};  ///< per GTP command
  run::RunControl control;                    ///< stop flag and progress lines
};

/// Runs the campaign; writes `report.json`, `cases/`, `games/` and `ko_positions.tsv` (one line per
/// string with a ko in play: game, ply, string, both readers' attack and defend answers) under
/// options.out, which must exist.
CampaignStats run_campaign(const CampaignOptions& options);

}  // namespace kospec::reading::campaign
