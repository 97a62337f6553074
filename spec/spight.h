#pragma once
// SPB and SPE: Spight's rule (superko bans lifted by a pass; play stops at a repeated pass).

#include <optional>
#include <string_view>
#include "spec/ruling.h"

#include "spec/record.h"
#include "spec/rule_text.h"

namespace kospec {

/// SPB, Spight's ban.
inline constexpr RuleText kSpightBan{
    RuleId::SPB,
    "Spight: superko lifted by a pass",
    "A board play may not repeat a previous whole-board position unless a pass has intervened "
    "since its last occurrence.",
    RuleSource::Published,
    "SPB: a board play may not leave a configuration equal to the one after any ply at or after "
    "the last pass (the setup and after, if there was no pass).",
    "Sensei's Library, Spight Rules; KataGo's SPIGHT ko rule",
    "a board play may not repeat a configuration seen since the last pass"};

/// SPE, Spight's end of play.
inline constexpr RuleText kSpightEnd{
    RuleId::SPE,
    "Spight: end of play",
    "Play stops when the same player passes a second time in the same board position.",
    RuleSource::Published,
    "SPE: a pass by a player in a configuration in which that same player passed before ends play "
    "(verdict 'ends'); two consecutive passes alone do not.",
    "Sensei's Library, Spight Rules; KataGo's SPIGHT ko rule",
    "a pass in a configuration where the same player passed before ends play"};

/// SPB: the most recent ply at or after the last pass whose configuration equals `after`.
std::optional<std::size_t> spight_repeat(const GameRecord& record, const Configuration& after);

/// SPE: the earlier pass ply (1-based) by `player` in the current configuration, if any.
std::optional<std::size_t> spight_earlier_pass(const GameRecord& record, Player player);

/// SPB's vote on a board play: forbidden when it repeats a configuration seen since the last pass.
constexpr Vote vote_spight_ban(bool repeats_since_pass) {
  return repeats_since_pass ? Vote::Forbid : Vote::Allow;
}

/// SPE's (and RPE's) vote on a pass: it ends play when its player passed in this configuration
/// before.
constexpr Vote vote_repeated_pass(bool passed_here) {
  return passed_here ? Vote::Ends : Vote::Allow;
}

/// SPB's judgement of a board play, given the latest ply since the last pass that it repeats.
Ruling judge_spight_ban(std::optional<std::size_t> earlier);

/// The judgement of a pass by `rule` (SPE or RPE), given the earlier pass ply by the same player in
/// this configuration: it ends play, the finding saying `stops`.
Ruling judge_repeated_pass(RuleId rule, const Move& move, std::optional<std::size_t> earlier_pass,
                           std::string_view stops);

/// SPE's judgement of a pass, given the earlier pass ply by the same player in this configuration.
Ruling judge_spight_end(const Move& move, std::optional<std::size_t> earlier_pass);

}  // namespace kospec
