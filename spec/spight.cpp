#include "spec/spight.h"

#include <string>
#include "spec/ko_no_result.h"
#include "spec/superko.h"

namespace kospec {

std::optional<std::size_t> spight_repeat(const GameRecord& record, const Configuration& after) {
  for (std::size_t ply = record.ply_count() + 1; ply-- > last_pass_ply(record);) {
    if (record.configuration_after(ply) == after) return ply;
  }
  return std::nullopt;
}

std::optional<std::size_t> spight_earlier_pass(const GameRecord& record, Player player) {
  for (std::size_t ply = 1; ply <= record.ply_count(); ++ply) {
    const Move& move = record.plies()[ply - 1].move;
    if (move.is_pass() && move.player == player &&
        record.configuration_after(ply) == record.current()) {
      return ply;
    }
  }
  return std::nullopt;
}

Ruling judge_spight_ban(std::optional<std::size_t> earlier) {
  return repeat_ruling(RuleId::SPB, vote_spight_ban(earlier.has_value()), earlier,
                       "a configuration seen since the last pass");
}

Ruling judge_repeated_pass(RuleId rule, const Move& move, std::optional<std::size_t> earlier_pass,
                           std::string_view stops) {
  const std::string player(player_name(move.player));
  if (move.is_pass() && vote_repeated_pass(earlier_pass.has_value()) == Vote::Ends) {
    return {Vote::Ends,
            {rule,
             player + " passed in this configuration at ply " + std::to_string(*earlier_pass) +
                 ": " + std::string(stops),
             {},
             *earlier_pass}};
  }
  return {Vote::Allow, {rule, "no earlier pass by " + player + " in this configuration", {}, {}}};
}

Ruling judge_spight_end(const Move& move, std::optional<std::size_t> earlier_pass) {
  return judge_repeated_pass(RuleId::SPE, move, earlier_pass, "play stops");
}

}  // namespace kospec
