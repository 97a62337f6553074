#pragma once
// R5 Capture.

#include <vector>

#include "spec/configuration.h"
#include "spec/graph.h"
#include "spec/player.h"
#include "spec/rule_text.h"

namespace kospec {

/// R5, quoted from the rules text.
inline constexpr RuleText kR5Capture{
    RuleId::R5, "Capture",
    "A string is captured if it has only one liberty and the opponent places a stone on that "
    "liberty point. Captured stones are removed from the board, leaving their point empty.",
    RuleSource::RulesText};

/// R5: the opponent strings that a stone of `mover` placed on the empty point `at` captures:
/// those whose only liberty is `at`, ordered by their smallest point.
std::vector<PointSet> strings_captured_by(const Graph& graph, const Configuration& before,
                                          Player mover, Point at);

/// R5: "Captured stones are removed from the board, leaving their point empty."
void remove_stones(Configuration& config, const PointSet& stones);

}  // namespace kospec
