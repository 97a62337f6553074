#pragma once
// R2 Adjacent.

#include "spec/configuration.h"
#include "spec/graph.h"
#include "spec/rule_text.h"

namespace kospec {

/// R2, quoted from the rules text.
inline constexpr RuleText kR2Adjacent{
    RuleId::R2, "Adjacent",
    "Two points are adjacent if an arc connects them. Two stones are adjacent if they occupy "
    "adjacent points. A stone is adjacent to an empty point if the stone occupies a point "
    "adjacent to that empty point.",
    RuleSource::RulesText};

/// R2: two points are adjacent if an arc connects them.
bool points_adjacent(const Graph& graph, Point a, Point b);

/// R2: two stones are adjacent if they occupy adjacent points (false if either point is empty).
bool stones_adjacent(const Graph& graph, const Configuration& config, Point a, Point b);

/// R2: a stone is adjacent to an empty point if it occupies a point adjacent to that empty point.
bool stone_adjacent_to_empty(const Graph& graph, const Configuration& config, Point stone,
                             Point empty);

}  // namespace kospec
