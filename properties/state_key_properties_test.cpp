// The state key merges soundly: two histories with the same key (rules/state_key.h) get the same
// verdict, outcome and deciding rule, for every next move. This is what lets the model checker
// merge states (issue: "a RapidCheck property proves the merge sound").
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <map>

#include "properties/generators.h"
#include "rules/state_key.h"

namespace kospec::props {
namespace {

RC_GTEST_PROP(STATE_Properties, GamesWithEqualKeysGetEqualVerdicts, ()) {
  const std::string ruleset = *gen_ruleset_expression();
  const SelfCapture self_capture = *rc::gen::element(SelfCapture::Forbidden, SelfCapture::All);
  const int columns = *rc::gen::inRange(1, 4);
  const int rows = *rc::gen::inRange(1, 3);
  const Graph g = Graph::grid(columns, rows);
  const auto games = *rc::gen::container<std::vector<std::vector<int>>>(
      4, rc::gen::resize(24, rc::gen::container<std::vector<int>>(rc::gen::inRange(0, 1000))));
  std::map<std::string, Game> seen;
  std::size_t merges = 0;
  for (const auto& choices : games) {
    Game game({g, Configuration(g.size()), Player::Black}, parse_ruleset(ruleset, self_capture));
    auto visit = [&](const Game& state) {
      auto [it, fresh] = seen.try_emplace(state_key(state), state);
      if (fresh || it->second.record().plies().size() == state.record().plies().size()) return;
      ++merges;
      const Game& other = it->second;
      const Player p = state.record().to_move();
      std::vector<Move> moves{Move::pass(p)};
      for (Point q : g.points()) moves.push_back(Move::play(p, q));
      for (const Move& m : moves) {
        const Verdict a = state.judge(m).verdict;
        const Verdict b = other.judge(m).verdict;
        RC_ASSERT(a.outcome == b.outcome);
        RC_ASSERT(a.deciding == b.deciding);
      }
    };
    visit(game);
    play_choices(game, choices, true,
                 [&](const Game& before, const Move&, const Judgement&) { visit(before); });
    visit(game);
  }
  RC_TAG(ruleset);
  RC_CLASSIFY(merges > 0, "histories of different lengths merged");
}

}  // namespace
}  // namespace kospec::props
