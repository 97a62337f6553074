// KO and NR: the Japanese ko clauses.
#include <string>

#include "rules/clause_judges.h"
#include "spec/base_play.h"
#include "spec/ko_basic.h"

namespace kospec::judges {

Vote basic_ko(const Game& game, const Move& move, const PlayResult&, std::vector<Finding>& trace) {
  const Graph& g = game.record().graph();
  const auto ko = ko_point(game.record());
  if (ko && *move.point == *ko) {
    trace.push_back({RuleId::KO, g.name(*ko) + " is the ko point: ply " + std::to_string(game.record().ply_count()) +
                                     " captured the stone there in a ko", PointSet{*ko}, game.record().ply_count()});
    return Vote::Forbid;
  }
  trace.push_back({RuleId::KO, ko ? "the ko point is " + g.name(*ko) + ", not this point" : "no ko point", {}, {}});
  return Vote::Allow;
}

Vote no_result(const Game& game, const Move& move, const PlayResult& effect, std::vector<Finding>& trace) {
  const Player to_move = opponent(move.player);
  const Occurrences* seen = game.positions().find(effect.after);
  const std::size_t slot = to_move == Player::Black ? 0 : 1;
  std::vector<std::size_t> earlier;
  if (seen && seen->epoch[slot] == game.positions().passes()) earlier = seen->since_pass[slot];
  if (earlier.size() >= 2) {
    trace.push_back({RuleId::NR, "third occurrence of this situation since the last pass (after plies " +
                                     std::to_string(earlier[0]) + " and " + std::to_string(earlier[1]) +
                                     "): the game ends with no result", {}, earlier[0]});
    return Vote::NoResult;
  }
  trace.push_back({RuleId::NR, "this situation has occurred " + std::to_string(earlier.size()) +
                                   " time(s) since the last pass", {}, earlier.empty() ? std::nullopt : std::optional(earlier[0])});
  return Vote::Allow;
}

}  // namespace kospec::judges
