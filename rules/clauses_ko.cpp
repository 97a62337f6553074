// KO and NR: the Japanese ko clauses. KO reads the ko point from the spec directly (it depends on the
// last ply only); NR reads the position index.
#include "rules/clause_judges.h"
#include "rules/fact_check.h"
#include "spec/ko_basic.h"
#include "spec/ko_no_result.h"

namespace kospec::judges {

Ruling basic_ko(const Game& game, const Move& move, const PlayResult&) {
  const GameRecord& record = game.record();
  return judge_basic_ko(record.graph(), move, ko_point(record), record.ply_count());
}

Ruling no_result(const Game& game, const Move& move, const PlayResult& effect) {
  const Player to_move = opponent(move.player);
  const Occurrences* seen = game.positions().find(effect.after);
  const std::size_t slot = to_move == Player::Black ? 0 : 1;
  std::vector<std::size_t> earlier;
  if (seen && seen->epoch[slot] == game.positions().passes()) earlier = seen->since_pass[slot];
  if constexpr (kChecks) {
    std::vector<std::size_t> scratch =
        situation_repeats_since_pass(game.record(), effect.after, to_move);
    if (scratch.size() > 2) scratch.resize(2);  // the index keeps the first two: NR reads no more
    check_fact(RuleId::NR, "situations since the last pass", judged_at(game, move), earlier,
               scratch);
  }
  return judge_no_result(earlier);
}

}  // namespace kospec::judges
