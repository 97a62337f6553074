#pragma once
// NR: no result (Japanese Rules of Go 1989, Article 12), given an operational reading.

#include <vector>
#include "spec/ruling.h"

#include "spec/record.h"
#include "spec/rule_text.h"

namespace kospec {

/// NR, quoted from the Japanese rules, with kospec's reading.
inline constexpr RuleText kNoResult{
    RuleId::NR,
    "No result",
    "When the same whole-board position is repeated during a game, if the players agree, the game "
    "ends without result.",
    RuleSource::Published,
    "NR.third: a legal board play ends the game with no result when it makes the same situation "
    "(configuration and player to move) occur for the third time, counting only the situations "
    "after plies at or after the last pass (the setup if there is none): the players are taken to "
    "agree once a cycle has run twice (KataGo's reading).",
    "Japanese Rules of Go (1989), Article 12, tr. J. Davies",
    "the third occurrence of a situation since the last pass ends the game with no result"};

/// NR.third: the earlier plies (0 = the setup) whose situation a board play leaving `after`
/// (with the mover's opponent to move) repeats, counting from the last pass. The play ends the
/// game with no result when there are two or more.
std::vector<std::size_t> situation_repeats_since_pass(const GameRecord& record,
                                                      const Configuration& after, Player to_move);

/// The index of the last pass ply (1-based), or 0 if no ply was a pass.
std::size_t last_pass_ply(const GameRecord& record);

/// NR's vote on a board play whose situation occurred `earlier` times since the last pass: the
/// third occurrence ends the game with no result.
constexpr Vote vote_no_result(std::size_t earlier) {
  return earlier >= 2 ? Vote::NoResult : Vote::Allow;
}

/// NR's judgement of a board play, given the earlier plies since the last pass whose situation it
/// repeats (situation_repeats_since_pass): the third occurrence ends the game with no result.
Ruling judge_no_result(const std::vector<std::size_t>& earlier);

}  // namespace kospec
