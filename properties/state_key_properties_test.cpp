// The state key merges soundly: two histories with the same key (rules/state_key.h) get the same
// verdict, outcome and deciding rule, for every next move. This is what lets the model checker
// merge states (issue: "a RapidCheck property proves the merge sound").
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <map>

#include "properties/generators.h"
#include "rules/state_key.h"
#include "spec/board_symmetry.h"
#include "spec/ko_basic.h"

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

// The key of a game's image under a board automorphism (state_key with a map) is the key of the
// game whose every move is the image of the game's, after every ply: what the strategy check's
// folding rests on. Rulesets without the cycle-set rules, whose images the key does not write.
RC_GTEST_PROP(STATE_Properties, TheImageKeyIsTheKeyOfTheMappedGame, ()) {
  const std::string ruleset = *gen_ruleset_expression();
  Ruleset rules = parse_ruleset(ruleset, SelfCapture::Forbidden);
  RC_PRE(!rules.needs_cycle_sets());
  rules.self_capture = *rc::gen::element(SelfCapture::Forbidden, SelfCapture::All);
  const int columns = *rc::gen::inRange(1, 5);
  const int rows = *rc::gen::inRange(1, 5);
  const Graph g = Graph::grid(columns, rows);
  const auto choices =
      *rc::gen::resize(30, rc::gen::container<std::vector<int>>(rc::gen::inRange(0, 1000)));
  const std::vector<PointMap> maps = board_automorphisms(g);
  const PointMap& map = maps[*rc::gen::inRange<std::size_t>(0, maps.size())];
  Game game({g, Configuration(g.size()), Player::Black}, rules);
  Game image({g, Configuration(g.size()), Player::Black}, rules);
  std::size_t kos = 0;
  play_choices(game, choices, true, [&](const Game& before, const Move& m, const Judgement& j) {
    RC_ASSERT(state_key(before, &map) == state_key(image));
    if (!j.verdict.legal()) return;
    if (ko_point(before.record())) ++kos;
    const Move mapped =
        m.is_pass()
            ? m
            : Move::play(m.player, Point(static_cast<std::uint32_t>(map[m.point->index()])));
    RC_ASSERT(image.play(mapped).verdict.legal());
  });
  RC_ASSERT(state_key(game, &map) == state_key(image));
  RC_TAG(ruleset);
  RC_CLASSIFY(kos > 0, "a ko point on the board");
}

}  // namespace
}  // namespace kospec::props
