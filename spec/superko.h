#pragma once
// PSK, SSK, NSSK: the three superko rules, each a pure function of the whole history.

#include <optional>
#include "spec/ruling.h"

#include "spec/record.h"
#include "spec/rule_text.h"

namespace kospec {

/// PSK, quoted from Tromp-Taylor.
inline constexpr RuleText kPositionalSuperko{
    RuleId::PSK,
    "Positional superko",
    "A turn is either a pass; or a move that doesn't repeat an earlier grid coloring.",
    RuleSource::Published,
    "PSK: a board play may not leave a configuration equal (R6) to the one after any earlier ply, "
    "the setup included; a self-capture that leaves the configuration unchanged repeats it.",
    "Tromp-Taylor rules, rule 6 (Chinese written rules, computer-Go servers)",
    "a board play may not repeat any earlier configuration"};

/// SSK, quoted from the AGA rules as usually read.
inline constexpr RuleText kSituationalSuperko{
    RuleId::SSK,
    "Situational superko",
    "It is illegal to play in such a way as to recreate a previous board position from the game, "
    "with the same player to play.",
    RuleSource::Published,
    "SSK: a board play may not leave a configuration equal to the one after an earlier ply (setup "
    "included) with the same player to move, whether that earlier ply was a board play or a pass.",
    "AGA rules (1991) as usually read; New Zealand rules",
    "a board play may not repeat an earlier configuration with the same player to move"};

/// NSSK, quoted from the BGA rules.
inline constexpr RuleText kNaturalSituationalSuperko{
    RuleId::NSSK,
    "Natural situational superko",
    "A player may not use a board play to recreate a position, if the player used a board play to "
    "create it.",
    RuleSource::Published,
    "NSSK: positions created by a pass do not count. NSSK.setup: the setup configuration counts as "
    "created by a board play of the player not to move at the setup.",
    "BGA rules; Sensei's Library, Natural Situational Superko Rule",
    "a board play may not repeat a configuration its player created by a board play"};

/// PSK: the earliest ply (0 = setup) whose configuration equals `after`, if any.
std::optional<std::size_t> positional_repeat(const GameRecord& record, const Configuration& after);

/// SSK: the earliest ply whose configuration equals `after` with `to_move` to move, if any.
std::optional<std::size_t> situational_repeat(const GameRecord& record, const Configuration& after,
                                              Player to_move);

/// NSSK: the earliest ply that was a board play by `mover` leaving `after` (or the setup, under
/// NSSK.setup, when `mover` was not to move there and it equals `after`), if any.
std::optional<std::size_t> natural_repeat(const GameRecord& record, const Configuration& after,
                                          Player mover);

/// PSK's vote on a board play: forbidden when it repeats an earlier configuration.
constexpr Vote vote_positional_superko(bool repeats) {
  return repeats ? Vote::Forbid : Vote::Allow;
}

/// SSK's vote on a board play: forbidden when it repeats an earlier configuration with the same
/// player to move.
constexpr Vote vote_situational_superko(bool repeats_to_move) {
  return repeats_to_move ? Vote::Forbid : Vote::Allow;
}

/// NSSK's vote on a board play: forbidden when it repeats a configuration its player created by a
/// board play.
constexpr Vote vote_natural_situational_superko(bool repeats_made_by) {
  return repeats_made_by ? Vote::Forbid : Vote::Allow;
}

/// The ruling of a rule `id` that forbids repeating `what`, given the earlier ply repeated, if any.
Ruling repeat_ruling(RuleId id, Vote vote, std::optional<std::size_t> earlier,
                     const std::string& what);

/// PSK's judgement of a board play, given the earliest ply whose configuration it repeats.
Ruling judge_positional_superko(std::optional<std::size_t> earlier);

/// SSK's judgement of a board play leaving `to_move` to move, given the earliest ply it repeats
/// with the same player to move.
Ruling judge_situational_superko(std::optional<std::size_t> earlier, Player to_move);

/// NSSK's judgement of a board play by `mover`, given the earliest configuration `mover` created
/// by a board play that it repeats.
Ruling judge_natural_situational_superko(std::optional<std::size_t> earlier, Player mover);

}  // namespace kospec
