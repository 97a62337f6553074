// Native states judged against the rules layer (rules/game.h), as a state machine: the same games
// are played in both, side by side, and at every state every move (each point and a pass) gets
// the same outcome and the same deciding rule under every named ruleset, compositions of the
// rules text's additions, and every self-capture option. Key equality: two histories the rules
// layer's state key (rules/state_key.h) calls equal are one exact state (the exact state may
// merge more: it drops what can no longer change a verdict; its verdicts being the rules layer's at
// every state is what makes any merge sound).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <map>
#include <unordered_map>

#include "engine/rules.h"
#include "engine/rules_layer_check.h"
#include "properties/generators.h"
#include "rules/state_key.h"

namespace kospec::engine {
namespace {

rc::Gen<SelfCapture> gen_self_capture() {
  return rc::gen::element(SelfCapture::Forbidden, SelfCapture::MultiStone, SelfCapture::All);
}

// Both layers side by side from one start, over several games; counts the merges.
struct SideBySide {
  Game start;
  ExactRules rules;
  std::map<std::string, State> by_rules_key;
  std::unordered_map<State, std::string, StateHash> by_native;
  std::size_t native_merges = 0;  // exact states reached by histories with different rules keys
  std::size_t plies = 0;          // plies played in all
  std::size_t later = 0;  // disallowed signatures counteracted after the next ply (R13.later)

  explicit SideBySide(const Game& g) : start(g), rules(g) {}

  void compare(const Game& game, const State& state) {
    const Graph& graph = game.record().graph();
    RC_ASSERT(configuration_of(state.board, static_cast<int>(graph.size())) ==
              game.record().current());
    RC_ASSERT(state.to_move == game.record().to_move());
    RC_ASSERT(state.over() == game.over());
    std::vector<Move> moves{Move::pass(game.record().to_move())};
    for (Point p : graph.points()) moves.push_back(Move::play(game.record().to_move(), p));
    // The facts the clauses read, the outcome and the deciding rule (rules_layer_check.h).
    for (const Move& m : moves) check_against_rules_layer(game, m, rules.judge(state, m));
    const std::string key = state_key(game);
    const auto [it, fresh] = by_rules_key.try_emplace(key, state);
    RC_ASSERT(it->second == state);  // equal rules keys: one exact state
    const auto [nt, new_native] = by_native.try_emplace(state, key);
    if (!new_native && nt->second != key) ++native_merges;
  }

  // Plays `choices` in both layers, comparing every state: each choice picks a pass one time in
  // ten, else a capture two times in three when there is one, else a legal board play.
  void play(const std::vector<int>& choices) {
    Game game = start;
    State state = rules.start();
    compare(game, state);
    const Graph& graph = game.record().graph();
    for (int choice : choices) {
      if (game.over()) break;
      const Player p = game.record().to_move();
      std::vector<Move> plays, captures;
      for (Point q : graph.points()) {
        const Judgement j = game.judge(Move::play(p, q));
        if (!j.verdict.legal()) continue;
        plays.push_back(Move::play(p, q));
        if (!j.effect.captured.empty()) captures.push_back(plays.back());
      }
      const auto c = static_cast<std::size_t>(choice);
      Move m = Move::pass(p);
      if (c % 10 != 0 && !captures.empty() && c % 3 != 0) {
        m = captures[c % captures.size()];
      } else if (c % 10 != 0 && !plays.empty()) {
        m = plays[c % plays.size()];
      }
      const Step s = rules.judge(state, m);
      const Judgement j = game.play(m);
      RC_ASSERT(s.outcome == j.verdict.outcome);
      state = s.next;
      ++plies;
      compare(game, state);
    }
    if (game.cycle_sets()) {
      for (const DisallowedSignature& d : game.cycle_sets()->disallowed_signatures())
        later += d.counter_ply > d.pd_ply + 1 ? 1 : 0;
    }
  }
};

RC_GTEST_PROP(ENGINE_Properties, KoFightsAreJudgedAsTheRulesLayerJudgesThem, ()) {
  const std::string ruleset = *props::gen_ruleset_expression();
  const SelfCapture self_capture = *gen_self_capture();
  const props::KoFight fight = *props::gen_ko_fight(60);
  const auto more = *rc::gen::container<std::vector<std::vector<int>>>(
      3, rc::gen::resize(60, rc::gen::container<std::vector<int>>(rc::gen::inRange(0, 1000))));
  SideBySide both(Game(props::ko_fight_setup(fight), parse_ruleset(ruleset, self_capture)));
  both.play(fight.choices);
  for (const auto& choices : more) both.play(choices);
  RC_TAG(ruleset);
  RC_CLASSIFY(both.native_merges > 0, "the exact state merged histories the rules key keeps apart");
  RC_CLASSIFY(both.plies >= 60, "60 plies or more");
}

// The ko fight's position with `room` empty rows above it (beside the black group), where the
// players can play elsewhere, as with ko threats.
GameSetup with_room(const GameSetup& fight, int room) {
  const Graph g = Graph::grid(fight.graph.columns(), fight.graph.rows() + room);
  Configuration c(g.size());
  for (Point p : fight.graph.points())
    c.set(g.at(fight.graph.column_of(p), fight.graph.row_from_top(p) + room), fight.initial.at(p));
  return {g, c, fight.to_move};
}

RC_GTEST_PROP(ENGINE_Properties, LaterCounteractionsAreJudgedAsTheRulesLayerJudgesThem, ()) {
  // R13.later keeps a list of pending potentially disallowed moves in the state: ko fights of two
  // to four kos, with or without room to play elsewhere, where a capture is often answered first
  // by another move and counteracted later.
  const std::string ruleset =
      *rc::gen::element<std::string>("cycle-sets+R13.later", "cycle-sets+A1+A2+A3+R13.later",
                                     "PSK+R13.later", "cycle-sets+A1(depth=4)+A2+A3+R13.later");
  const SelfCapture self_capture = *gen_self_capture();
  const props::KoFight fight = *props::gen_ko_fight(60, 2);
  const int room = *rc::gen::inRange(0, 2);
  const auto more = *rc::gen::container<std::vector<std::vector<int>>>(
      3, rc::gen::resize(60, rc::gen::container<std::vector<int>>(rc::gen::inRange(0, 1000))));
  SideBySide both(
      Game(with_room(props::ko_fight_setup(fight), room), parse_ruleset(ruleset, self_capture)));
  both.play(fight.choices);
  for (const auto& choices : more) both.play(choices);
  RC_TAG(ruleset);
  RC_CLASSIFY(both.later > 0, "a move counteracted after the next ply");
  RC_CLASSIFY(both.native_merges > 0, "the exact state merged histories the rules key keeps apart");
}

RC_GTEST_PROP(ENGINE_Properties, SmallBoardGamesAreJudgedAsTheRulesLayerJudgesThem, ()) {
  const std::string ruleset = *props::gen_ruleset_expression();
  const props::GameScript script = *props::gen_capture_script(3, 30);
  const auto more = *rc::gen::container<std::vector<std::vector<int>>>(
      3, rc::gen::resize(40, rc::gen::container<std::vector<int>>(rc::gen::inRange(0, 1000))));
  const Graph g = props::make_board(script.columns, script.rows, script.torus);
  SideBySide both(Game({g, Configuration(g.size()), Player::Black},
                       parse_ruleset(ruleset, script.self_capture)));
  both.play(script.choices);
  for (const auto& choices : more) both.play(choices);
  RC_TAG(ruleset);
  RC_CLASSIFY(both.native_merges > 0, "the exact state merged histories the rules key keeps apart");
  RC_CLASSIFY(both.plies >= 40, "40 plies or more");
}

}  // namespace
}  // namespace kospec::engine
