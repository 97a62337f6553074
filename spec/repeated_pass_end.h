#pragma once
// RPE: the repeated-pass end that makes simple ko rules terminate (KataGo's rules, simple ko): a
// pass from a state its player passed from before ends the game. Two consecutive passes still do.

#include <optional>

#include "spec/move.h"
#include "spec/rule_text.h"
#include "spec/ruling.h"

namespace kospec {

/// RPE, quoted from KataGo's rules, with kospec's reading of "state".
inline constexpr RuleText kRepeatedPassEnd{
    RuleId::RPE,
    "Repeated pass ends the game",
    "(if KoRule is Simple): Additionally the game also ends if: A player passes from a state that "
    "the player has already passed from once before. This Spight-style termination condition "
    "ensures that sending-two-returning-one-type positions will terminate.",
    RuleSource::Published,
    "RPE.config: the state a player passes from is the configuration with that player to move (a "
    "pass leaves no simple-ko ban behind, so nothing else of the state survives it); the pass ends "
    "the game, scored as after two consecutive passes, which still end it (PASS.end), unlike "
    "Spight's SPE.",
    "KataGo's rules (D. J. Wu, lightvector.github.io/KataGo/rules.html), simple ko",
    "a pass in a configuration where the same player passed before ends the game"};

/// RPE's judgement of a pass, given the earlier pass ply (1-based) by the same player in the
/// current configuration (spight_earlier_pass): it ends the game.
Ruling judge_repeated_pass_end(const Move& move, std::optional<std::size_t> earlier_pass);

}  // namespace kospec
