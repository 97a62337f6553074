#pragma once
// R8 Cycle sets.

#include <optional>

#include "spec/definition_readings.h"
#include "spec/r07_same_capture.h"
#include "spec/record.h"
#include "spec/rule_text.h"

namespace kospec {

/// R8, quoted from the rules text.
inline constexpr RuleText kR8CycleSets{
    RuleId::R8, "Cycle sets",
    "If a capture is the same as a capture earlier in the game and both leave the same board "
    "configuration, all intersections at which stones were played by intervening moves are added "
    "to the cycle set for the capture. The cycle set for any capture that has not been repeated is "
    "empty.",
    RuleSource::RulesText,
    "R8.between (default): the intervening moves are the plies strictly between the earliest "
    "earlier capture that is the same (R7) and left the same configuration (R6), and this one; "
    "passes play no stone. A cycle set belongs to the capture (its R7 identity) and only grows: "
    "the capture has it whenever it is made again, whatever configuration it leaves. R8.config "
    "(`R8.config` in a composition): a cycle set belongs to the capture together with the "
    "configuration it leaves, so a capture has only the set made by captures that left the same "
    "configuration (after a ko threat elsewhere, none)."};

/// The capture a ply made (R7's terms), if it captured anything.
std::optional<CaptureMove> capture_of(const Ply& ply);

/// What one ply added to its capture's cycle set (R8): the points and the earlier ply it repeats.
struct CycleSetGrowth {
  PointSet added;           ///< board-play points of the plies strictly between the two captures
  std::size_t earlier_ply;  ///< the earliest ply (1-based) that made the same capture and left
                            ///< the same configuration
};

/// R8, from scratch: if ply `ply` (1-based) is a capture that is the same (R7) as an earlier
/// capture that left the same configuration (R6), the points it adds to the cycle set.
/// Reading R8.between: the intervening moves are the plies strictly between the earliest such
/// earlier capture and this one (later repeats add nothing the earliest does not).
std::optional<CycleSetGrowth> cycle_set_growth(const GameRecord& record, std::size_t ply,
                                               R7Reading r7 = R7Reading::Points);

/// R8, from scratch: the cycle set the capture of ply `ply` (1-based) has or creates: what the
/// same captures (R7) up to it added, those that left the same configuration only under
/// R8.config. Empty when the ply is no capture.
PointSet cycle_set(const GameRecord& record, std::size_t ply,
                   const DefinitionReadings& readings = {});

}  // namespace kospec
