#pragma once
// A2 Eternal life, with kospec's decidable reading A2.cycle.

#include <optional>
#include "spec/ruling.h"

#include "spec/base_self_capture.h"
#include "spec/record.h"
#include "spec/rule_text.h"

namespace kospec {

/// A2, quoted from the rules text, with kospec's reading.
inline constexpr RuleText kA2EternalLife{
    RuleId::A2,
    "Eternal life",
    "When one stone is added to another to make double ko stones in an eternal life position, they "
    "cannot be captured immediately.",
    RuleSource::RulesText,
    "A2.cycle: the last ply added its stone to exactly one other stone of its colour, making a "
    "two-stone string with one liberty (the double ko stones); the position is an eternal life "
    "position if capturing them can be followed, under the base rules, by one board play of each "
    "player and then the same play again, which recreates the configuration (a 4-ply cycle). Then "
    "the opponent's next move may not capture the two stones. A2.pass (the literal reading): the "
    "two middle plies may be passes.",
    {},
    "double ko stones just made in an eternal life position may not be captured at once"};

/// A2.cycle: the double ko stones the next move may not capture, if the record's last ply made
/// them in an eternal life position. `passes_count` (reading A2.pass) lets the two middle plies
/// of the cycle be passes; by default they are board plays, so sending two returning one (whose
/// cycle has a pass) is not eternal life.
std::optional<PointSet> protected_double_ko_stones(const GameRecord& record,
                                                   SelfCapture self_capture,
                                                   bool passes_count = false);

/// A2.cycle, as above, of the last ply `last` (a move that left `made`; a pass makes none).
std::optional<PointSet> protected_double_ko_stones(const Graph& graph, const Configuration& made,
                                                   const Move& last, SelfCapture self_capture,
                                                   bool passes_count = false);

/// A2's vote on a board play: forbidden when it captures protected double ko stones.
constexpr Vote vote_eternal_life(bool captures_protected) {
  return captures_protected ? Vote::Forbid : Vote::Allow;
}

/// A2's judgement of a board play capturing `captured`, given the double ko stones made by ply
/// `stones_ply` that the move may not capture, if any.
Ruling judge_eternal_life(const Graph& graph, const std::optional<PointSet>& protected_stones,
                          const PointSet& captured, std::size_t stones_ply);

}  // namespace kospec
