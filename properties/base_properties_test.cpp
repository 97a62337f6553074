// Properties of the base rules (R3, R4, R5, SUI) over generated configurations and games.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "properties/generators.h"
#include "spec/r03_string.h"
#include "spec/r04_liberty.h"
#include "spec/trace.h"

namespace kospec::props {
namespace {

// R3: "there is a sequence of adjacent like-colored stones from every stone of the set to every
// other and there is no such sequence to any like-colored stone not in the set": the strings of a
// configuration are disjoint, one-coloured, cover every stone, and no stone of a string is adjacent
// to a like-coloured stone of another.
RC_GTEST_PROP(R3_Properties, StringsPartitionTheStones, ()) {
  const Colouring colouring = *gen_colouring();
  const Graph g = make_board(colouring.columns, colouring.rows, colouring.torus);
  Configuration c(g.size());
  for (std::uint32_t i = 0; i < g.size(); ++i) c.set(Point(i), colouring.colours[i]);
  PointSet covered;
  std::size_t total = 0;
  for (const PointSet& s : all_strings(g, c)) {
    RC_ASSERT(!s.empty());
    RC_ASSERT(!s.intersects(covered));
    const Color colour = c.at(s.points()[0]);
    for (Point p : s) {
      RC_ASSERT(c.at(p) == colour);
      for (Point q : g.neighbours(p)) RC_ASSERT(c.at(q) != colour || s.contains(q));
    }
    covered.insert_all(s);
    total += s.size();
  }
  RC_ASSERT(covered == PointSet::of([&] {
              std::vector<Point> stones;
              for (Point p : g.points())
                if (c.at(p) != Color::Empty) stones.push_back(p);
              return stones;
            }()));
  RC_ASSERT(total == covered.size());
}

// R4 and SUI: after every legal move (any self-capture option) every string has a liberty, as the
// captured and self-captured strings are removed.
RC_GTEST_PROP(R4_Properties, AfterEveryLegalMoveEveryStringHasALiberty, ()) {
  const GameScript script = *gen_game_script(5, 40);
  std::size_t captures = 0;
  Game game = play_script(script, [&](const Game&, const Move&, const Judgement& j) {
    captures += j.effect.captured.size();
  });
  const Graph& g = game.record().graph();
  for (std::size_t n = 0; n <= game.record().ply_count(); ++n) {
    for (const PointSet& s : all_strings(g, game.record().configuration_after(n))) {
      RC_ASSERT(liberty_count(g, game.record().configuration_after(n), s) > 0U);
    }
  }
  RC_CLASSIFY(captures > 0, "with captures");
}

// R5: a play removes exactly the opponent strings that are left without a liberty once the stone
// is placed (and nothing else of the opponent's).
RC_GTEST_PROP(R5_Properties, CaptureRemovesExactlyTheOpponentStringsWithoutLiberties, ()) {
  const GameScript script = *gen_game_script(5, 40);
  bool any_capture = false;
  play_script(script, [&](const Game& game, const Move& move, const Judgement& j) {
    if (move.is_pass() || !j.verdict.legal()) return;
    const Graph& g = game.record().graph();
    Configuration placed = game.record().current();
    placed.set(*move.point, stone_of(move.player));
    PointSet expected;
    for (const PointSet& s : all_strings(g, placed)) {
      if (placed.at(s.points()[0]) == stone_of(opponent(move.player)) &&
          liberty_count(g, placed, s) == 0) {
        expected.insert_all(s);
      }
    }
    RC_ASSERT(j.effect.captured == expected);
    any_capture = any_capture || !expected.empty();
  });
  RC_CLASSIFY(any_capture, "with captures");
}

// The premises of the endless theorem (spec/base_self_capture.h, kEndlessUnderTheBaseRules), on the
// rules layer: under the base rules alone with self-capture 'all', every position of a game has an
// empty point, every empty point is a legal play, and no board play ends the game (only a pass
// after a pass does). `kospec solve` answers "endless" without a search on that theorem.
RC_GTEST_PROP(SUI_Properties, UnderTheBaseRulesWithSelfCaptureAllEveryEmptyPointIsAPlay, ()) {
  GameScript script = *gen_capture_script(5, 40);
  script.self_capture = SelfCapture::All;
  bool any_self_capture = false;
  play_script(script, [&](const Game& game, const Move& move, const Judgement& j) {
    const Graph& g = game.record().graph();
    RC_ASSERT(game.ruleset().endless_theorem(g.size()).has_value());
    std::size_t empty = 0;
    for (Point p : g.points()) {
      if (game.record().current().at(p) != Color::Empty) continue;
      ++empty;
      const Judgement play = game.judge(Move::play(move.player, p));
      RC_ASSERT(play.verdict.outcome == Outcome::Legal);
    }
    RC_ASSERT(empty > 0U);
    const auto& plies = game.record().plies();
    const bool after_a_pass = !plies.empty() && plies.back().move.is_pass();
    if (move.is_pass()) {
      RC_ASSERT((j.verdict.outcome == Outcome::Ends) == after_a_pass);
    } else {
      RC_ASSERT(j.verdict.outcome == Outcome::Legal);
      any_self_capture = any_self_capture || j.effect.self_capture;
    }
  });
  RC_CLASSIFY(any_self_capture, "with self-captures");
}

}  // namespace
}  // namespace kospec::props
