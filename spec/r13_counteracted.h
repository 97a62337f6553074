#pragma once
// R13 Counteracted.

#include <vector>

#include "spec/base_play.h"
#include "spec/rule_text.h"

namespace kospec {

/// R13, quoted from the rules text.
inline constexpr RuleText kR13Counteracted{
    RuleId::R13, "Counteracted",
    "A potentially disallowed move is counteracted by a subsequent opponent's move which does not "
    "capture the stone played as the potentially disallowed move, but does increase to two or "
    "more the liberties of the move's threatened strings.",
    RuleSource::RulesText,
    "R13.next: the subsequent opponent's move is the opponent's next ply, as in every example of the "
    "text (the counteraction is immediate); every stone of every threatened string must then be in "
    "a string with two or more liberties."};

/// R13 under reading R13.next ("subsequent opponent's move" = the opponent's next ply): whether
/// the reply `reply`, with base-rules effect `effect`, counteracts a potentially disallowed move
/// played at `pd_point` that threatened `threatened`. It must not capture the stone at pd_point,
/// and afterwards every stone of every threatened string must be on the board in a string with two
/// or more liberties. A pass counteracts nothing.
bool counteracts(const Graph& graph, Point pd_point, const std::vector<PointSet>& threatened,
                 const Move& reply, const PlayResult& effect);

}  // namespace kospec
