#pragma once
// R14 Move signature.

#include <vector>

#include "spec/definition_readings.h"
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
    "R14.union (default): the signature is one set of points, the union of the three, as the text "
    "says. R14.parts (`R14.parts` in a composition): 'the set consisting of' the three read as a "
    "set of three things, so two signatures are the same only when the point played, the captured "
    "points and the threatened points are each the same."};

/// R14: one set of points: the point played, the points of the captured stones, and the points
/// of the stones of the strings the move threatens.
PointSet move_signature(Point played, const PointSet& captured,
                        const std::vector<PointSet>& threatened);

/// A move's signature with the parts R14.parts compares (the threatened points are the union's
/// rest: they are neither the point played nor captured).
struct Signature {
  PointSet points;          ///< the union (R14.union's signature)
  Point played = Point(0);  ///< the point played
  PointSet captured;        ///< the captured points
};

/// R14 under `reading`: whether two signatures are the same: the same union (R14.union), and the
/// same point played and captured points (R14.parts).
bool same_signature(const Signature& a, const Signature& b, R14Reading reading);

}  // namespace kospec
