#include "spec/superko.h"
#include <string>

namespace kospec {

std::optional<std::size_t> positional_repeat(const GameRecord& record, const Configuration& after) {
  for (std::size_t ply = 0; ply <= record.ply_count(); ++ply) {
    if (record.configuration_after(ply) == after) return ply;
  }
  return std::nullopt;
}

std::optional<std::size_t> situational_repeat(const GameRecord& record, const Configuration& after,
                                              Player to_move) {
  for (std::size_t ply = 0; ply <= record.ply_count(); ++ply) {
    if (record.to_move_after(ply) == to_move && record.configuration_after(ply) == after)
      return ply;
  }
  return std::nullopt;
}

std::optional<std::size_t> natural_repeat(const GameRecord& record, const Configuration& after,
                                          Player mover) {
  if (record.setup().to_move != mover && record.configuration_after(0) == after) return 0;
  for (std::size_t ply = 1; ply <= record.ply_count(); ++ply) {
    const Move& move = record.plies()[ply - 1].move;
    if (!move.is_pass() && move.player == mover && record.configuration_after(ply) == after)
      return ply;
  }
  return std::nullopt;
}

Ruling repeat_ruling(RuleId id, Vote vote, std::optional<std::size_t> earlier,
                     const std::string& what) {
  if (vote == Vote::Forbid && earlier)
    return {Vote::Forbid,
            {id, "repeats " + what + " after ply " + std::to_string(*earlier), {}, *earlier}};
  return {Vote::Allow, {id, "does not repeat " + what, {}, std::nullopt}};
}

Ruling judge_positional_superko(std::optional<std::size_t> earlier) {
  return repeat_ruling(RuleId::PSK, vote_positional_superko(earlier.has_value()), earlier,
                       "the configuration");
}

Ruling judge_situational_superko(std::optional<std::size_t> earlier, Player to_move) {
  return repeat_ruling(RuleId::SSK, vote_situational_superko(earlier.has_value()), earlier,
                       "the configuration with " + std::string(player_name(to_move)) + " to move");
}

Ruling judge_natural_situational_superko(std::optional<std::size_t> earlier, Player mover) {
  return repeat_ruling(
      RuleId::NSSK, vote_natural_situational_superko(earlier.has_value()), earlier,
      "a configuration " + std::string(player_name(mover)) + " created by a board play");
}

}  // namespace kospec
