#pragma once
// KO: the basic ko rule (Japanese Rules of Go 1989, Article 6), read as engines read it.

#include <optional>
#include "spec/ruling.h"

#include "spec/record.h"
#include "spec/rule_text.h"

namespace kospec {

/// KO, quoted from the Japanese rules, with kospec's reading.
inline constexpr RuleText kKoBasic{
    RuleId::KO,
    "Basic ko",
    "A shape in which the players can alternately capture and recapture one opposing stone is "
    "called a 'ko.' A player whose stone has been captured in a ko cannot recapture in that ko on "
    "the next move.",
    RuleSource::Published,
    "KO.point: after a ply that captured exactly one stone with a stone that is then a one-stone "
    "string with exactly one liberty, the opponent may not play on the captured point on the very "
    "next ply; any other move, a pass included, lifts the ban (GNU Go, KataGo).",
    "Japanese Rules of Go (1989), Article 6, tr. J. Davies",
    "the player whose stone was just captured in a ko may not retake at once"};

/// KO.point: the point the player to move may not play on after the record's last ply, if any.
std::optional<Point> ko_point(const GameRecord& record);

/// KO's vote on a board play: forbidden on the ko point.
constexpr Vote vote_basic_ko(bool at_ko_point) { return at_ko_point ? Vote::Forbid : Vote::Allow; }

/// KO's judgement of the board play `move`, given the ko point `ko` left by ply `ko_ply`, if any.
Ruling judge_basic_ko(const Graph& graph, const Move& move, std::optional<Point> ko,
                      std::size_t ko_ply);

}  // namespace kospec
