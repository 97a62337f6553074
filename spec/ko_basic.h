#pragma once
// KO: the basic ko rule (Japanese Rules of Go 1989, Article 6), read as engines read it.

#include <optional>
#include <string_view>

#include "spec/record.h"
#include "spec/rule_text.h"
#include "spec/ruling.h"

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

/// What KO alone gives with self-capture 'all' (simple-ko): play can go on for ever whatever the
/// opponent does, on every board but one of two points (the clause table's row names it).
inline constexpr std::string_view kEndlessUnderBasicKo =
    "With basic ko (KO) the only clause and self-capture 'all', the only play that can be "
    "forbidden is the one on the ko point. If the ko point is the only empty point, the ply that "
    "made it filled the only other empty point q and captured exactly one stone; before it every "
    "string had its liberty at q (R4), so the stone at q joined every string of its colour and "
    "captured every string of the other: a one-stone string capturing one stone leaves a board of "
    "two points. On any other board the player to move always has a board play; play ends only "
    "when a pass follows a pass, so a side that never passes keeps the game from ever ending: "
    "neither side can force an end, from any position where play goes on.";

/// The board size KO's endless theorem leaves out: two points (1x2, where it fails).
inline constexpr std::size_t kEndlessUnderBasicKoExceptedPoints = 2;

/// KO.point: the point the player to move may not play on after the record's last ply, if any.
std::optional<Point> ko_point(const GameRecord& record);

/// KO's vote on a board play: forbidden on the ko point.
constexpr Vote vote_basic_ko(bool at_ko_point) { return at_ko_point ? Vote::Forbid : Vote::Allow; }

/// KO's judgement of the board play `move`, given the ko point `ko` left by ply `ko_ply`, if any.
Ruling judge_basic_ko(const Graph& graph, const Move& move, std::optional<Point> ko,
                      std::size_t ko_ply);

}  // namespace kospec
