#pragma once
// R11 Threatened.

#include <vector>

#include "spec/configuration.h"
#include "spec/definition_readings.h"
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
    "R11.any (default, the literal words; the readings matrix finds no claim of the text that "
    "tells it from R11.opponent, and the tie goes to the literal words): the strings a move "
    "threatens (for R13 and R14) are the strings of either colour it reduces to one liberty (an "
    "own string counts when some stone of it was in a string with two or more liberties before "
    "the move): R14's signature holds their stones, and R13 asks that they too end in strings "
    "with two or more liberties. R12's 'threatens an opponent string' still needs an opponent "
    "string. R11.opponent (`R11.opponent` in a composition): opponent strings only; the mover's "
    "own strings it leaves with one liberty (a self-atari) are not counted."};

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

/// R11.any: the mover's own strings the move reduces to one liberty: strings of `mover` with one
/// liberty in `after` holding a stone whose string had two or more liberties in `before`.
std::vector<PointSet> own_strings_threatened_by(const Graph& graph, const Configuration& before,
                                                const Configuration& after, Player mover);

}  // namespace kospec
