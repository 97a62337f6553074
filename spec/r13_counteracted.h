#pragma once
// R13 Counteracted, with kospec's two readings of "a subsequent opponent's move": R13.next (the
// opponent's next ply) and R13.later (any later move of the opponent, the default).

#include <cstdint>
#include <optional>
#include <vector>

#include "spec/a1_obvious_cycles.h"
#include "spec/base_play.h"
#include "spec/definition_readings.h"
#include "spec/r13_reading.h"
#include "spec/record.h"
#include "spec/rule_text.h"

namespace kospec {

/// R13, quoted from the rules text.
inline constexpr RuleText kR13Counteracted{
    RuleId::R13, "Counteracted",
    "A potentially disallowed move is counteracted by a subsequent opponent's move which does not "
    "capture the stone played as the potentially disallowed move, but does increase to two or "
    "more the liberties of the move's threatened strings.",
    RuleSource::RulesText,
    "R13.later (default): any later board play of the opponent counteracts it (after it, every "
    "stone of every threatened string must be in a string with two or more liberties) while the "
    "move is pending; it stops pending when it is counteracted, or after a ply that leaves its "
    "stone or a stone of its threatened strings off the board (captured) or every threatened stone "
    "in a string with two or more liberties (the threat is over without a counteraction). "
    "R13.next (`R13.next` in a composition): only the opponent's next ply, as in every example "
    "of the text (the counteraction is immediate); the readings matrix finds no claim of the text "
    "that tells them apart, and the tie goes to the literal 'a subsequent opponent's move'."};

/// R13: whether the board play `reply` by the opponent of the potentially disallowed move's
/// player, with base-rules effect `effect`, counteracts a potentially disallowed move played at
/// `pd_point` that threatened `threatened` (the replier's strings) and `own_threatened` (its own,
/// under R11.any). It must not capture the stone at pd_point, and afterwards every stone of every
/// threatened string must be on the board, its owner's still, in a string with two or more
/// liberties. A pass counteracts nothing. (Under R13.next `reply` is the next ply; under
/// R13.later any later ply of the opponent while the move is pending.)
bool counteracts(const Graph& graph, Point pd_point, const std::vector<PointSet>& threatened,
                 const Move& reply, const PlayResult& effect,
                 const std::vector<PointSet>& own_threatened = {});

/// R13.later: whether a potentially disallowed move by `player` at `pd_point` that threatened
/// `threatened` is still pending in `after`, the configuration a later ply that did not
/// counteract it left: its stone and every threatened stone are on the board, and some threatened
/// stone is still in a string with fewer than two liberties.
bool still_pending(const Graph& graph, Player player, Point pd_point,
                   const std::vector<PointSet>& threatened, const Configuration& after,
                   const std::vector<PointSet>& own_threatened = {});

/// A potentially disallowed ply (R12) and what R13 made of it.
struct PotentiallyDisallowedPly {
  std::size_t ply;                         ///< the ply (1-based)
  Player player;                           ///< who played it
  Point point;                             ///< where
  PointSet captured;                       ///< the stones it captured
  std::vector<PointSet> threatened;        ///< the opponent strings it threatened (R11)
  std::vector<PointSet> own_threatened;    ///< its own strings it threatened (R11.any)
  std::optional<std::size_t> counter_ply;  ///< the ply that counteracted it, if one did
  bool pending = false;                    ///< not counteracted and still pending at the end
};

/// R12 and R13 from scratch over the first `plies` plies of the record: every potentially
/// disallowed ply (R10 from `a1`'s reading), in order, with the ply that counteracted it (the next
/// ply under R13.next; the first later ply of the opponent that counteracts it while it is still
/// pending, under R13.later) or whether it is still pending after the last of those plies (under
/// R13.next only the last ply can be).
std::vector<PotentiallyDisallowedPly> potentially_disallowed_plies(
    const GameRecord& record, std::size_t plies, const A1Reading* a1, R13Reading r13,
    const DefinitionReadings& readings = {});

/// R13: the earliest of the potentially disallowed moves pending after the whole record that
/// `move` (legal, with base-rules effect `effect`) played then counteracts, if any (from scratch).
std::optional<std::size_t> counteracts_pending(const GameRecord& record, const Move& move,
                                               const PlayResult& effect, const A1Reading* a1,
                                               R13Reading r13,
                                               const DefinitionReadings& readings = {});

}  // namespace kospec
