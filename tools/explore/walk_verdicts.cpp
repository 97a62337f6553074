#include "tools/explore/walk_verdicts.h"

namespace kospec::explore {

WalkJudgement judge_walk(const GameSetup& setup, const std::vector<Move>& walk,
                         const std::vector<std::vector<Move>>& sides,
                         const std::vector<Ruleset>& rulesets) {
  WalkJudgement out;
  for (std::size_t r = 0; r < rulesets.size(); ++r) {
    Game game(setup, rulesets[r]);
    WalkStop stop{rulesets[r].name, std::nullopt, 0, {}};
    for (std::size_t i = 0; i < walk.size(); ++i) {
      if (i < sides.size()) {
        for (const Move& m : sides[i]) out.sides.push_back({i, m, r, game.judge(m).verdict});
      }
      const Judgement j = game.play(walk[i]);
      if (j.verdict.outcome != Outcome::Legal) {
        stop.step = i;
        stop.ply = i + 1;
        stop.verdict = j.verdict;
        break;
      }
    }
    out.stops.push_back(std::move(stop));
  }
  return out;
}

}  // namespace kospec::explore
