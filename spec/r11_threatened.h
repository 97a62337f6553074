#pragma once
// R11 Threatened.

#include <vector>

#include "spec/configuration.h"
#include "spec/graph.h"
#include "spec/player.h"
#include "spec/rule_text.h"

namespace kospec {

/// R11, quoted from the rules text.
inline constexpr RuleText kR11Threatened{
    RuleId::R11, "Threatened",
    "A string is threatened if it has only one liberty. A move threatens a string if its reduces "
    "the string's liberties to one.",
    RuleSource::RulesText,
    "R11.opponent: the strings a move threatens (for R12 and R14) are opponent strings it reduces "
    "from two or more liberties to one; the mover's own strings it leaves with one liberty (a "
    "self-atari) are not counted."};

/// R11: a string is threatened if it has only one liberty.
bool is_threatened(const Graph& graph, const Configuration& config, const PointSet& string);

/// R11: the strings of `owner` that are threatened in `config`, by smallest point.
std::vector<PointSet> threatened_strings(const Graph& graph, const Configuration& config,
                                         Player owner);

/// R11: the opponent strings a move by `mover` threatens: strings of the opponent that have one
/// liberty in `after` and had two or more in `before` (a move cannot join opponent stones, so
/// each such string has the same stones before and after).
std::vector<PointSet> strings_threatened_by(const Graph& graph, const Configuration& before,
                                            const Configuration& after, Player mover);

}  // namespace kospec
