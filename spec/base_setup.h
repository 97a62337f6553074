#pragma once
// SETUP: kospec's rule for positions given by a record rather than reached by play.

#include <optional>

#include "spec/configuration.h"
#include "spec/graph.h"
#include "spec/rule_text.h"

namespace kospec {

/// SETUP, kospec's wording.
inline constexpr RuleText kSetupRule{
    RuleId::SETUP, "Setup position",
    "A position set up by a record (SGF AB, AW, AE) is possible only if every string in it has "
    "at least one liberty (R4), as after any play; a record that sets up another is rejected.",
    RuleSource::Kospec};

/// SETUP: the first string (by smallest point) that has no liberty, if any.
std::optional<PointSet> string_without_liberty(const Graph& graph, const Configuration& config);

}  // namespace kospec
