#pragma once
// The state of a game as a ruleset sees it: the configuration, the player to move, and exactly the
// part of the history the ruleset's future verdicts depend on. Two games with equal keys get the
// same verdict for every next move (a RapidCheck property checks it), so a model checker may merge
// them.

#include <string>

#include "rules/game.h"
#include "spec/board_symmetry.h"

namespace kospec {

/// The state key of a game under its ruleset, as bytes: the configuration, the player to move,
/// whether the game is over, and per clause: KO the ko point; PSK the configurations seen; SSK
/// the configurations seen with each player to move; NSSK the configurations each player made by
/// a board play; NR the situations since the last pass with their counts; SPB the configurations
/// since the last pass; SPE and RPE the configurations each player passed in; R9, R15, A3 (and A1) the
/// cycle-set state; A2 the protected double ko stones. With `map` (a board automorphism,
/// spec/board_symmetry.h), the key of the game's image under it: every configuration and point
/// mapped (throws std::logic_error for a ruleset with the cycle-set rules, whose image is not
/// written).
std::string state_key(const Game& game, const PointMap* map = nullptr);

}  // namespace kospec
