#pragma once
// The claims decided on the main line and on termination: a verdict claim (a ply of the main
// line has an outcome, by a rule, every earlier ply legal) and a terminates claim (whether play
// from the position can go on for ever, as `kospec termination` decides it).

#include "tools/claims/decision.h"
#include "tools/claims/outcome.h"
#include "tools/claims/position.h"

namespace kospec::claims {

/// Decides a verdict claim under `ruleset`. Throws InputError when the ply is beyond the line.
Decision decide_verdict(const Claim& claim, const ClaimPosition& position, const Ruleset& ruleset);

/// Decides a cycle-set claim under `ruleset`: the main line played through the claim's ply, the
/// R8 cycle set of that ply's capture compared with the claimed points, point by point.
Decision decide_cycle_set(const Claim& claim, const ClaimPosition& position,
                          const Ruleset& ruleset);

/// Decides a liberties claim: the liberty count (R4) of the string at each named point in the
/// claim's position (reached under `ruleset`). Throws InputError on a point without a stone.
Decision decide_liberties(const Claim& claim, const ClaimPosition& position,
                          const Ruleset& ruleset);

/// Decides a terminates claim under `ruleset` (region: the claim's, by default the main line's
/// points), with the counterexample lasso as moves and as SGF.
Decision decide_terminates(const Claim& claim, const ClaimPosition& position,
                           const Ruleset& ruleset, const SearchLimits& limits);

}  // namespace kospec::claims
