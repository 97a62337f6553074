#pragma once
// One claim under one ruleset, decided by its kind's decider.

#include "tools/claims/decision.h"
#include "tools/claims/outcome.h"
#include "tools/claims/position.h"

namespace kospec::claims {

/// Decides `claim` on its position under `ruleset`. Throws InputError on a claim that does not fit
/// its position (a ply beyond the line, a string that is not a stone, a bad region).
Decision decide(const Claim& claim, const ClaimPosition& position, const Ruleset& ruleset,
                const SearchLimits& limits);

}  // namespace kospec::claims
