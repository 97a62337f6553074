#pragma once
// SUI Self-capture: kospec's rule for what the text leaves open (R5 only speaks of the opponent's
// strings). An option with three values, as rulesets differ.

#include <optional>
#include <string_view>

#include "spec/configuration.h"
#include "spec/graph.h"
#include "spec/rule_text.h"
#include "spec/ruling.h"

namespace kospec {

/// SUI, kospec's wording.
inline constexpr RuleText kSelfCaptureRule{
    RuleId::SUI, "Self-capture",
    "After a play and the removal of the opponent strings it captures (R5), if the string of the "
    "stone played has no liberty the play is a self-capture. With option 'forbidden' every "
    "self-capture is illegal (Japanese, Chinese, AGA); with 'multi' a self-capture of the single "
    "stone just played is illegal and a larger string is removed (GNU Go --allow-suicide); with "
    "'all' the string is removed whatever its size (Tromp-Taylor, New Zealand).",
    RuleSource::Kospec};

/// What the base rules alone give with self-capture 'all' (no ko clause: kospec's no-ko): play
/// can go on for ever whatever the opponent does. Ruleset::endless_theorem names it.
inline constexpr std::string_view kEndlessUnderTheBaseRules =
    "With no ko clause and self-capture 'all', a board play is legal on every empty point (only "
    "occupation and SUI judge it), and every position has an empty point (a board full of stones "
    "leaves no string a liberty, R4, and after every move each string has one, R5 and SUI). So "
    "the player to move always has a board play. Play ends only "
    "when a pass follows a pass, so a side that never passes keeps the game from ever ending: "
    "neither side can force an end, on any board, from any position where play goes on.";

/// The three readings of self-capture.
enum class SelfCapture : std::uint8_t {
  Forbidden,   ///< every self-capture is illegal
  MultiStone,  ///< only a self-capture of more than one stone is legal
  All,         ///< every self-capture is legal; the string is removed
};

/// "forbidden", "multi" or "all".
std::string_view self_capture_name(SelfCapture option);

/// Parses "forbidden", "multi" or "all"; nullopt otherwise.
std::optional<SelfCapture> parse_self_capture(std::string_view text);

/// SUI's decision on one play: its judgement, and what a legal self-capture removes.
struct SelfCaptureDecision {
  Ruling ruling;              ///< allowed or forbidden, with SUI's finding
  PointSet removed;           ///< own stones removed by a legal self-capture (empty if none)
  bool self_capture = false;  ///< whether the play is a self-capture at all
};

/// SUI's judgement of the string of the stone at `played` in `after_captures` (the configuration
/// after the stone is placed and the captured opponent stones are removed) under `option`.
SelfCaptureDecision judge_self_capture(const Graph& graph, const Configuration& after_captures,
                                       Point played, SelfCapture option);

}  // namespace kospec
