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
    "and leaves the board configuration as it was. Two consecutive passes end the game, except "
    "under a ruleset with an end of play of its own (Spight's SPE).",
    RuleSource::Kospec,
    "PASS.end: a pass that follows a pass ends the game (Tromp-Taylor rule 8, \"The game ends after "
    "two consecutive passes\"; Japanese 1989 Article 9); no move may follow. Rulesets with SPE end "
    "play only as SPE says."};

/// TURN, kospec's wording.
inline constexpr RuleText kTurnRule{
    RuleId::TURN, "Turn",
    "The players move alternately, a pass counting as a move. The first player to move is the one "
    "the record names (SGF PL), or else the player of the first move, or else Black.",
    RuleSource::Kospec};

/// TURN's judgement of a move by `mover` when `to_move` is to move; `over`: the game has ended.
Ruling judge_turn(Player mover, Player to_move, bool over);

/// PASS.end's vote on a pass: it ends the game when the last ply was a pass and the ruleset ends
/// play at two passes.
constexpr Vote vote_pass_end(bool last_was_pass, bool two_passes_end) {
  return last_was_pass && two_passes_end ? Vote::Ends : Vote::Allow;
}

/// PASS.end's judgement of a pass by `mover`: it ends the game when the last ply was a pass (by
/// the opponent, at ply `last_ply`) and the ruleset ends play at two passes (`two_passes_end`).
Ruling judge_pass_end(Player mover, bool last_was_pass, std::size_t last_ply, bool two_passes_end);

}  // namespace kospec
