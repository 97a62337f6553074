#pragma once
// Outcome claims decided as a local game (tools/claims/local_game.h) by exact search: whether a
// player can force the game into a set of nodes (a string captured, a no result, an end of play
// with an area margin beyond a bound) is that set's attractor (tools/claims/attractor.h). A claim
// about strings is about which is captured first (reading STAKES.first): the local game ends
// when one of the claim's strings is captured, so a seki claim names both. The
// exploration grows in rounds; nodes a limit left unexplored count once as reached and once as
// not, so a claim is decided as soon as both agree, and unknown only when a limit stopped it.

#include <string>
#include <vector>

#include "rules/game.h"
#include "sgf/sgf_game.h"
#include "tools/claims/decision.h"
#include "tools/run/run_control.h"

namespace kospec::claims {

/// How far an outcome claim's search may go.
struct SearchLimits {
  std::size_t max_nodes = 4'000'000;             ///< nodes of the local game, at most
  std::size_t max_bytes = std::size_t{2} << 30;  ///< memory budget
  std::size_t first_budget = 20'000;  ///< nodes of the first round (then eight times more)
  run::RunControl control;            ///< stop requests and progress lines
};

/// Decides an outcome claim (survives, capturable, no-threat-needed, forces-no-result,
/// value-at-least, value-at-most) from `start`, the claim's position under the ruleset;
/// `position` is its SGF game (the setup and the plies played) and `main_line` the file's whole
/// main line (for the region "moves"). Throws InputError when a named string is not a stone there
/// or the region is malformed.
Decision decide_outcome(const Claim& claim, const Game& start, const sgf::SgfGame& position,
                        const std::vector<Move>& main_line, const SearchLimits& limits);

}  // namespace kospec::claims
