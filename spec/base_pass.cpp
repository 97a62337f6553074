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

}  // namespace kospec
