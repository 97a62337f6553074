// Provisional cycle facts (ExactRules::Provisional): the states judged while one lives have the
// facts the same moves get without one, kept() interns them as judge() would have, and a
// Provisional's end leaves the facts of the states made before it or kept (random games of
// kos under the cycle-set rules, a fixed seed, compared with a second engine judging without).
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "engine/rules.h"
#include "sgf/sgf_file.h"
#include "spec/checks.h"
#include "spec/clause_table.h"

namespace kospec::engine {
namespace {

std::vector<std::uint64_t> facts_words(const ExactRules& rules, const State& s) {
  return rules.cycle_facts(s).encode(rules.geometry().points());
}

std::vector<Move> moves_of(const ExactRules& rules, const State& s) {
  std::vector<Move> moves{Move::pass(s.to_move)};
  for (Point p : rules.graph().points()) moves.push_back(Move::play(s.to_move, p));
  return moves;
}

TEST(ENGINE_Provisional, FactsAreTheSameWithAndWithoutAndKeptOnesStay) {
  std::mt19937 random(20261128);
  int provisional = 0, games = 0;
  for (const char* name : {"simple-ko", "triple-ko", "figure5-single-ko-cycle-set"}) {
    const sgf::SgfGame sgf = sgf::read_game_file(std::string("corpus/cycles/") + name + ".sgf");
    for (const char* expression : {"cycle-sets", "cycle-sets+A1"}) {
      const Game start(sgf.setup, parse_ruleset(expression, SelfCapture::All));
      ExactRules plain(start), with(start);  // judging without, and with, Provisionals
      State a = plain.start(), b = with.start();
      for (int ply = 0; ply < 40 && !a.over(); ++ply) {
        const std::string where =
            std::string(name) + " " + expression + " ply " + std::to_string(ply);
        std::vector<State> plains, withs;
        const ExactRules::Provisional outer(with);
        for (const Move& m : moves_of(plain, a)) {
          const Step sa = plain.judge(a, m), sb = with.judge(b, m);
          ASSERT_EQ(sa.outcome, sb.outcome) << where;
          if (sa.outcome == Outcome::Illegal || sa.next.over()) continue;
          provisional += ExactRules::provisional(sb.next) ? 1 : 0;
          ASSERT_EQ(facts_words(plain, sa.next), facts_words(with, sb.next)) << where;
          ASSERT_EQ(plain.encode(sa.next), with.encode(sb.next)) << where;
          plains.push_back(sa.next);
          withs.push_back(sb.next);
        }
        if (plains.empty()) break;
        const std::size_t pick = random() % plains.size();
        const State kept = with.kept(withs[pick]);
        ASSERT_FALSE(ExactRules::provisional(kept)) << where;
        {  // a nested one, ended before the outer: the outer's states keep their facts
          const ExactRules::Provisional inner(with);
          for (const Move& m : moves_of(with, kept)) {
            const Step sa = plain.judge(plains[pick], m), sb = with.judge(kept, m);
            ASSERT_EQ(sa.outcome, sb.outcome) << where;
            if (sa.outcome != Outcome::Illegal && !sa.next.over()) {
              ASSERT_EQ(facts_words(plain, sa.next), facts_words(with, sb.next)) << where;
            }
          }
        }
        for (std::size_t i = 0; i < plains.size(); ++i)
          ASSERT_EQ(facts_words(plain, plains[i]), facts_words(with, withs[i])) << where;
        a = plains[pick];
        b = kept;
      }
      // After every Provisional: the kept state is the state judged without one.
      EXPECT_EQ(plain.encode(a), with.encode(b));
      EXPECT_EQ(facts_words(plain, a), facts_words(with, b));
      ++games;
    }
  }
  EXPECT_EQ(games, 6);
  if constexpr (kChecks) {
    EXPECT_EQ(provisional, 0);  // (the check switch's shadow keeps states: no provisional facts)
  } else {
    EXPECT_GT(provisional, 0);  // (else the test would compare interned facts only)
  }
}

}  // namespace
}  // namespace kospec::engine
