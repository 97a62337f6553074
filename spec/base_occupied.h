#pragma once
// OCC Occupied point: kospec's rule for what the text leaves open (R5 speaks of placing a stone on
// a liberty, which is empty, but no rule says a stone may not be placed on a stone).

#include "spec/configuration.h"
#include "spec/graph.h"
#include "spec/rule_text.h"
#include "spec/trace.h"

namespace kospec {

/// OCC, kospec's wording.
inline constexpr RuleText kOccupied{
    RuleId::OCC, "Occupied point",
    "A stone may be placed only on an empty point; a play on a point that holds a stone is "
    "illegal.",
    RuleSource::Kospec};

/// OCC: whether `at` is empty, with the finding that says so.
bool point_is_empty(const Graph& graph, const Configuration& config, Point at, Finding& finding);

}  // namespace kospec
