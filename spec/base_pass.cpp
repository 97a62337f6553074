#include "spec/base_pass.h"

#include <string>

namespace kospec {

Ruling judge_turn(Player mover, Player to_move, bool over) {
  if (over) return {Vote::Forbid, {RuleId::TURN, "the game is over", {}, std::nullopt}};
  if (mover != to_move) {
    return {Vote::Forbid,
            {RuleId::TURN,
             std::string(player_name(mover)) + " moved but " + std::string(player_name(to_move)) +
                 " is to move",
             {},
             std::nullopt}};
  }
  return {Vote::Allow,
          {RuleId::TURN, std::string(player_name(mover)) + " is to move", {}, std::nullopt}};
}

Ruling judge_pass_end(Player mover, bool last_was_pass, std::size_t last_ply, bool two_passes_end) {
  if (vote_pass_end(last_was_pass, two_passes_end) == Vote::Ends) {
    return {Vote::Ends,
            {RuleId::PASS,
             std::string(player_name(mover)) + " passes after " +
                 std::string(player_name(opponent(mover))) + "'s pass at ply " +
                 std::to_string(last_ply) + ": two consecutive passes end the game",
             {},
             last_ply}};
  }
  return {Vote::Allow, {RuleId::PASS, "the game goes on", {}, std::nullopt}};
}

}  // namespace kospec
