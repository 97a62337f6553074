#pragma once
// R7 Same capture.

#include "spec/definition_readings.h"
#include "spec/player.h"
#include "spec/point.h"
#include "spec/rule_text.h"

namespace kospec {

/// R7, quoted from the rules text.
inline constexpr RuleText kR7SameCapture{
    RuleId::R7, "Same capture",
    "Two capture moves are the same if the capturing stones are played at identical board points "
    "and the set of stones captured by the first capture occupied the same board points as the "
    "stones captured by the second.",
    RuleSource::RulesText,
    "R7.points (default): two captures are the same when the capturing stone's point and the set "
    "of captured points are the same; the text names no colour, so the colours are not compared. "
    "R7.colour (`R7.colour` in a composition): the capturing player must be the same too, so a "
    "capture by one colour never has the cycle set of the other's at the same points."};

/// A capture move: where the capturing stone was played and the points of the stones it captured.
struct CaptureMove {
  Point played;               ///< the point of the capturing stone
  PointSet captured;          ///< the points the captured stones occupied (not empty)
  Player by = Player::Black;  ///< who captured (R7.colour compares it)
};

/// R7: same point played and same set of captured points (and, under R7.colour, same player).
bool same_capture(const CaptureMove& a, const CaptureMove& b,
                  R7Reading reading = R7Reading::Points);

}  // namespace kospec
