#pragma once
// R4 Liberty.

#include "spec/configuration.h"
#include "spec/graph.h"
#include "spec/rule_text.h"

namespace kospec {

/// R4, quoted from the rules text.
inline constexpr RuleText kR4Liberty{
    RuleId::R4, "Liberty",
    "A liberty of a string is any empty point adjacent to a stone in that string. The liberty "
    "count of a string is its number of liberties.",
    RuleSource::RulesText};

/// R4: the liberties of a string (the empty points adjacent to one of its stones).
PointSet liberties(const Graph& graph, const Configuration& config, const PointSet& string);

/// R4: the liberty count of a string.
std::size_t liberty_count(const Graph& graph, const Configuration& config, const PointSet& string);

}  // namespace kospec
