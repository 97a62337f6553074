#pragma once
// PASS and TURN: kospec's rules for what the text leaves open (it never says who moves or that a
// player may decline to place a stone).

#include "spec/player.h"
#include "spec/rule_text.h"
#include "spec/ruling.h"

namespace kospec {

/// PASS, kospec's wording.
inline constexpr RuleText kPassRule{
    RuleId::PASS, "Pass",
    "Instead of placing a stone a player may pass. A pass is always legal under the base rules "
    "and leaves the board configuration as it was.",
    RuleSource::Kospec};

/// TURN, kospec's wording.
inline constexpr RuleText kTurnRule{
    RuleId::TURN, "Turn",
    "The players move alternately, a pass counting as a move. The first player to move is the one "
    "the record names (SGF PL), or else the player of the first move, or else Black.",
    RuleSource::Kospec};

/// TURN's judgement of a move by `mover` when `to_move` is to move; `over`: the game has ended.
Ruling judge_turn(Player mover, Player to_move, bool over);

}  // namespace kospec
