#pragma once
// A claim's position: its SGF file's setup and the plies of the main line played before it.

#include <vector>

#include "rules/game.h"
#include "sgf/sgf_game.h"
#include "tools/claims/claim.h"

namespace kospec::claims {

/// The position a claim is about.
struct ClaimPosition {
  sgf::SgfGame game;            ///< the setup and the first claim.at plies of the main line
  std::vector<Move> main_line;  ///< the file's whole main line
};

/// Reads the claim's file. Throws InputError (SgfError) on a bad file or an `at` beyond the main
/// line.
ClaimPosition read_claim_position(const Claim& claim);

/// The game at the claim's position under `ruleset`. Throws InputError naming the ply when one of
/// the plies played before it is illegal under the ruleset.
Game claim_start(const Claim& claim, const ClaimPosition& position, const Ruleset& ruleset);

/// The first of the plies played before the claim's position that is not legal under `ruleset`.
struct BlockedPly {
  std::size_t ply;  ///< 1-based
  Verdict verdict;  ///< what the rules made of it
};

/// The ply that keeps the claim's position from being reached under `ruleset`, if one does.
std::optional<BlockedPly> blocked_ply(const ClaimPosition& position, const Ruleset& ruleset);

}  // namespace kospec::claims
