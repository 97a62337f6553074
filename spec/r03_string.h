#pragma once
// R3 String.

#include <vector>

#include "spec/configuration.h"
#include "spec/graph.h"
#include "spec/rule_text.h"

namespace kospec {

/// R3, quoted from the rules text.
inline constexpr RuleText kR3String{
    RuleId::R3, "String",
    "A set of stones of a single color is a string if there is a sequence of adjacent "
    "like-colored stones from every stone of the set to every other and there is no such "
    "sequence to any like-colored stone not in the set.",
    RuleSource::RulesText};

/// R3: the string containing the stone at `stone` (every like-coloured stone reachable through
/// a sequence of adjacent like-coloured stones). Precondition: the point holds a stone.
PointSet string_at(const Graph& graph, const Configuration& config, Point stone);

/// R3: every string of the configuration, ordered by their smallest point.
std::vector<PointSet> all_strings(const Graph& graph, const Configuration& config);

}  // namespace kospec
