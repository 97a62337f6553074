#pragma once
// A3 TKO (Two-Kos-One-liberty), with kospec's decidable readings of "ko" and "group".

#include <cstdint>
#include <optional>
#include <vector>
#include "spec/ruling.h"

#include "spec/base_self_capture.h"
#include "spec/configuration.h"
#include "spec/graph.h"
#include "spec/move.h"
#include "spec/rule_text.h"

namespace kospec {

/// A3, quoted from the rules text, with kospec's reading.
inline constexpr RuleText kA3Tko{
    RuleId::A3,
    "TKO (Two-Kos-One-liberty)",
    "A group with two kos and only one liberty cannot capture either ko, except as a ko threat.",
    RuleSource::RulesText,
    "A3.ko: a ko for a player is an opponent stone that is a one-stone string with one liberty, "
    "where the player's play captures exactly that stone and leaves the stone played a one-stone "
    "string with one liberty (the ko stone and ko cavity of GNU Go's worm ko flag). A3.group: a "
    "group is a string (R3). A3.tko: a player may not capture a ko stone adjacent to one of their "
    "strings that has exactly one liberty and is adjacent to the stones of two different kos for "
    "that player, unless the move is constrained (R10), which is what playing it as a ko threat "
    "means in the rules' own terms. A3.counter (default): nor does A3 forbid a capture that "
    "counteracts (R13) a potentially disallowed move of the opponent: the capture that returns the "
    "strings to two liberties is how rule 15 settles a disturbing ko (the triple ko with an "
    "external liberty: 'the opponent can capture another ko to return both strings to two "
    "liberties'). A3.ko-liberty: instead, a string whose one liberty is itself the liberty of one "
    "of its player's ko stones (a one-stone string in atari) is no TKO group. A3.any, the literal "
    "reading, has neither exception.",
    {},
    "a one-liberty string with two kos may not capture either, except as a ko threat (constrained)"};

/// Which ko captures of one-liberty strings with two kos A3 forbids (named readings).
enum class A3Reading : std::uint8_t {
  Counter,    ///< A3.counter (default): every one but a counteraction (R13) or a ko threat
  KoLiberty,  ///< A3.ko-liberty: not when the string's one liberty is a ko point of its own
  Any,        ///< A3.any: the literal reading, every one but a ko threat
};

/// The id of a reading of A3: "A3.counter", "A3.ko-liberty" or "A3.any".
const char* a3_reading_id(A3Reading reading);

/// A3.ko: a ko for a player: the opponent's stone and the point where capturing it is played.
struct KoShape {
  Point stone;   ///< the opponent's one-stone string in atari
  Point cavity;  ///< its liberty, where the capture is played
};

/// A3.ko: every ko for `player` in `config`, ordered by cavity.
std::vector<KoShape> kos_for(const Graph& graph, const Configuration& config, Player player,
                             SelfCapture self_capture);

/// A3.tko: the one-liberty strings of the mover that make `move` (a ko capture) a TKO capture
/// (adjacent to the captured stone and to the stones of two different kos); empty if none. Under
/// A3.ko-liberty a string whose one liberty is also the liberty of one of the mover's ko stones
/// (a one-stone string in atari) does not count.
std::vector<PointSet> tko_groups(const Graph& graph, const Configuration& config, const Move& move,
                                 SelfCapture self_capture, A3Reading reading);

/// A3's vote on a board play under `reading`: a TKO capture (`tko_capture`: a ko capture beside a
/// one-liberty string with two kos) is forbidden unless it is a ko threat (constrained, R10) or,
/// under A3.counter, it counteracts (R13) a potentially disallowed move of the opponent.
constexpr Vote vote_two_kos_one_liberty(A3Reading reading, bool constrained, bool tko_capture,
                                        bool counteracts) {
  if (constrained || !tko_capture) return Vote::Allow;
  if (reading == A3Reading::Counter && counteracts) return Vote::Allow;
  return Vote::Forbid;
}

/// A3's judgement of a board play: `constrained` is R10's answer for it, `counteracted` the ply
/// of the opponent's potentially disallowed move it counteracts (R13), if any, which A3.counter
/// allows; `groups` its tko_groups (empty when it is no ko capture beside a one-liberty string
/// with two kos).
Ruling judge_two_kos_one_liberty(const Graph& graph, A3Reading reading, bool constrained,
                                 std::optional<std::size_t> counteracted,
                                 const std::vector<PointSet>& groups);

}  // namespace kospec
