#pragma once
// R14 Move signature.

#include <vector>

#include "spec/point.h"
#include "spec/rule_text.h"

namespace kospec {

/// R14, quoted from the rules text.
inline constexpr RuleText kR14MoveSignature{
    RuleId::R14, "Move signature",
    "A move's signature is the set consisting of the board point at which the stone is played, the "
    "board points from which stones were captured, and the board points occupied by stones "
    "threatened by the move.",
    RuleSource::RulesText,
    "R14.union: the signature is one set of points, the union of the three, as the text says."};

/// R14: one set of points: the point played, the points of the captured stones, and the points
/// of the stones of the strings the move threatens.
PointSet move_signature(Point played, const PointSet& captured,
                        const std::vector<PointSet>& threatened);

}  // namespace kospec
