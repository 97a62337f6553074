// PSK, SSK, NSSK, SPB, SPE: the superko clauses, answered from the exact position index.
#include <string>

#include "rules/clause_judges.h"

namespace kospec::judges {

namespace {

std::size_t slot(Player p) { return p == Player::Black ? 0 : 1; }

Vote repeat_vote(RuleId id, std::optional<std::size_t> earlier, const std::string& what,
                 std::vector<Finding>& trace) {
  if (earlier) {
    trace.push_back({id, "repeats " + what + " after ply " + std::to_string(*earlier), {}, *earlier});
    return Vote::Forbid;
  }
  trace.push_back({id, "does not repeat " + what, {}, std::nullopt});
  return Vote::Allow;
}

}  // namespace

Vote positional_superko(const Game& game, const Move&, const PlayResult& effect, std::vector<Finding>& trace) {
  const Occurrences* seen = game.positions().find(effect.after);
  return repeat_vote(RuleId::PSK, seen ? std::optional(seen->first) : std::nullopt, "the configuration", trace);
}

Vote situational_superko(const Game& game, const Move& move, const PlayResult& effect, std::vector<Finding>& trace) {
  const Occurrences* seen = game.positions().find(effect.after);
  const Player to_move = opponent(move.player);
  return repeat_vote(RuleId::SSK, seen ? seen->first_with_to_move[slot(to_move)] : std::nullopt,
                     "the configuration with " + std::string(player_name(to_move)) + " to move", trace);
}

Vote natural_situational_superko(const Game& game, const Move& move, const PlayResult& effect,
                                 std::vector<Finding>& trace) {
  const Occurrences* seen = game.positions().find(effect.after);
  return repeat_vote(RuleId::NSSK, seen ? seen->first_made_by[slot(move.player)] : std::nullopt,
                     "a configuration " + std::string(player_name(move.player)) + " created by a board play", trace);
}

Vote spight_ban(const Game& game, const Move&, const PlayResult& effect, std::vector<Finding>& trace) {
  const Occurrences* seen = game.positions().find(effect.after);
  const bool banned = seen && seen->last >= game.positions().last_pass();
  return repeat_vote(RuleId::SPB, banned ? std::optional(seen->last) : std::nullopt,
                     "a configuration seen since the last pass", trace);
}

Vote spight_end(const Game& game, const Move& move, const PlayResult&, std::vector<Finding>& trace) {
  const Occurrences* seen = game.positions().find(game.record().current());
  const auto earlier = seen ? seen->passed_by[slot(move.player)] : std::nullopt;
  if (move.is_pass() && earlier) {
    trace.push_back({RuleId::SPE, std::string(player_name(move.player)) + " passed in this configuration at ply " +
                                      std::to_string(*earlier) + ": play stops", {}, *earlier});
    return Vote::Ends;
  }
  trace.push_back({RuleId::SPE, "no earlier pass by " + std::string(player_name(move.player)) + " in this configuration", {}, {}});
  return Vote::Allow;
}

}  // namespace kospec::judges
