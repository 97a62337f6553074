#pragma once
// R6 Same board configuration.

#include "spec/configuration.h"
#include "spec/rule_text.h"

namespace kospec {

/// R6, quoted from the rules text.
inline constexpr RuleText kR6SameConfiguration{
    RuleId::R6, "Same board configuration",
    "A board configuration is the board's set of points together with the color of each. Two "
    "board configurations are the same if every point in one has the same color as the "
    "corresponding point in the other.",
    RuleSource::RulesText};

/// R6: whether every point has the same colour in both configurations (of the same board).
bool same_board_configuration(const Configuration& a, const Configuration& b);

}  // namespace kospec
