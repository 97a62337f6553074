#pragma once
// OCC Occupied point: kospec's rule for what the text leaves open (R5 speaks of placing a stone on
// a liberty, which is empty, but no rule says a stone may not be placed on a stone).

#include "spec/configuration.h"
#include "spec/graph.h"
#include "spec/rule_text.h"
#include "spec/ruling.h"

namespace kospec {

/// OCC, kospec's wording.
inline constexpr RuleText kOccupied{
    RuleId::OCC, "Occupied point",
    "A stone may be placed only on an empty point; a play on a point that holds a stone is "
    "illegal.",
    RuleSource::Kospec};

/// OCC's judgement of a board play at `at` in `config`: allowed on an empty point, forbidden on a
/// stone.
Ruling judge_occupied(const Graph& graph, const Configuration& config, Point at);

}  // namespace kospec
