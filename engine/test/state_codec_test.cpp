// The canonical words of exact states (ExactRules::encode, decode), on random ko fights under
// every generated ruleset: decoding a state's words in the ExactRules that made it gives the
// state back; decoding them in a second ExactRules of the same start (another process's stores,
// filled in another order) gives a state with the same words, judged like the original for every
// move, whose successors have the same words too.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "engine/rules.h"
#include "properties/generators.h"

namespace kospec::engine {
namespace {

// Every move of the player to move: a pass and a play on each point.
std::vector<Move> every_move(const Graph& graph, Player player) {
  std::vector<Move> moves{Move::pass(player)};
  for (Point p : graph.points()) moves.push_back(Move::play(player, p));
  return moves;
}

// Checks the round trip of `state`, made by `maker`, into `other`.
void check_round_trip(ExactRules& maker, ExactRules& other, const State& state) {
  const std::vector<std::uint64_t> words = maker.encode(state);
  RC_ASSERT(maker.decode(words) == state);
  const State copy = other.decode(words);
  RC_ASSERT(other.encode(copy) == words);
  for (const Move& m : every_move(maker.graph(), state.to_move)) {
    const Step a = maker.judge(state, m);
    const Step b = other.judge(copy, m);
    RC_ASSERT(a.outcome == b.outcome);
    RC_ASSERT(a.deciding == b.deciding);
    if (a.outcome != Outcome::Illegal) RC_ASSERT(maker.encode(a.next) == other.encode(b.next));
  }
}

RC_GTEST_PROP(ENGINE_StateCodec, DecodedStatesAreJudgedAsTheOriginals, ()) {
  const std::string ruleset = *props::gen_ruleset_expression();
  const SelfCapture self_capture =
      *rc::gen::element(SelfCapture::Forbidden, SelfCapture::MultiStone, SelfCapture::All);
  const props::KoFight fight = *props::gen_ko_fight(40);
  const Game start(props::ko_fight_setup(fight), parse_ruleset(ruleset, self_capture));
  ExactRules maker(start);
  ExactRules other(start);
  // The second store is filled first with states of another line, so its ids differ.
  State s = other.start();
  for (int i = 0; i < 6 && !s.over(); ++i) s = other.judge(s, Move::pass(s.to_move)).next;
  State state = maker.start();
  for (int choice : fight.choices) {
    check_round_trip(maker, other, state);
    if (state.over()) break;
    std::vector<Step> legal;
    for (const Move& m : every_move(maker.graph(), state.to_move)) {
      const Step step = maker.judge(state, m);
      if (step.outcome != Outcome::Illegal) legal.push_back(step);
    }
    if (legal.empty()) break;
    state = legal[static_cast<std::size_t>(choice) % legal.size()].next;
  }
  RC_TAG(ruleset);
}

TEST(ENGINE_StateCodec, MalformedWordsAreRefused) {
  const Graph g = Graph::grid(3, 3);
  ExactRules rules(
      Game({g, Configuration(g.size()), Player::Black}, parse_ruleset("PSK", SelfCapture::All)));
  std::vector<std::uint64_t> words = rules.encode(rules.start());
  EXPECT_THROW(rules.decode(std::span(words).first(3)), InputError);
  words.push_back(7);
  EXPECT_THROW(rules.decode(words), InputError);
  words.pop_back();
  words[0] = 1ULL << 20;  // a black stone off the 3x3 board
  EXPECT_THROW(rules.decode(words), InputError);
}

}  // namespace
}  // namespace kospec::engine
