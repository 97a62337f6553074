// Exploring up to symmetry (ExactLimits::symmetry): the board automorphisms, the image of a state
// under one (history included), and the explored classes, checked against the rules layer: the
// classes are the classes of the rules layer's exact state keys (a state's images found by playing
// the mapped moves), termination and the longest game are the same as without symmetry, and every
// lifted lasso replays legally on the rules layer back to the same state.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <optional>
#include <set>

#include "rules/state_key.h"
#include "sgf/sgf_file.h"
#include "tools/explore/region.h"
#include "tools/explore/state_symmetry.h"
#include "tools/explore/termination.h"
#include "tools/explore/test/lasso_replay.h"

namespace kospec::explore {
namespace {

GameSetup empty_board(int columns, int rows) {
  Graph g = Graph::grid(columns, rows);
  Configuration empty(g.size());
  return GameSetup{std::move(g), std::move(empty), Player::Black};
}

Move mapped(const PointMap& map, Move m) {
  if (m.point) m.point = Point(static_cast<std::uint32_t>(map[m.point->index()]));
  return m;
}

// The rules layer's state key after `moves` from `setup` (every move legal or ending).
std::string key_after(const GameSetup& setup, const Ruleset& ruleset,
                      const std::vector<Move>& moves) {
  Game game(setup, ruleset);
  for (const Move& m : moves) game.play(m);
  return state_key(game);
}

TEST(EXPLORE_Symmetry, BoardAutomorphismsKeepTheArcs) {
  // A square has the 8 symmetries of the dihedral group, a rectangle 4, a line 2 (its reversal:
  // mirroring its one column is the identity); an arc added on one side of a 3x3 grid (A1-B2)
  // leaves the two maps that fix that diagonal pair: the identity and the transpose.
  EXPECT_EQ(board_automorphisms(Graph::grid(3, 3)).size(), 8U);
  EXPECT_EQ(board_automorphisms(Graph::grid(2, 3)).size(), 4U);
  EXPECT_EQ(board_automorphisms(Graph::grid(1, 5)).size(), 2U);
  Graph g = Graph::grid(3, 3);
  g.add_arc(g.at(0, 2), g.at(1, 1));
  EXPECT_EQ(board_automorphisms(g).size(), 2U);
  const engine::PointMapGroup group(board_automorphisms(Graph::grid(3, 3)));
  for (int t = 0; t < group.size(); ++t) {
    EXPECT_EQ(group.compose(t, group.inverse(t)), 0);
    EXPECT_EQ(group.compose(0, t), t);
  }
}

TEST(EXPLORE_Symmetry, ImagesCommuteWithTheRules) {
  // The rules read only adjacency, so judging a move in a state and mapping the result is the same
  // as judging the mapped move in the mapped state (any state, symmetric or not). Checked under
  // every named ruleset, cycle-sets+A1 and cycle-sets+A2+A3, on states spread over 3,000 explored from each corpus
  // cycle (kos, ko bans, cycle sets, pending moves and disallowed signatures among them), each
  // under every automorphism of its board.
  for (const auto& entry : std::filesystem::directory_iterator("corpus/cycles")) {
    if (entry.path().extension() != ".sgf") continue;
    const sgf::SgfGame game = sgf::read_game_file(entry.path().string());
    const PointSet region = parse_region(game.setup.graph, "moves", game.moves);
    const engine::PointMapGroup group(board_automorphisms(game.setup.graph));
    std::vector<std::string> names{"cycle-sets+A1", "cycle-sets+A2+A3"};
    for (const NamedRuleset& named : named_rulesets()) names.emplace_back(named.name);
    for (const std::string& name : names) {
      const Ruleset ruleset = parse_ruleset(name, SelfCapture::Forbidden);
      ExactLimits limits;
      limits.max_states = 3000;
      ExactGraph g = explore_exact(Game(game.setup, ruleset), region, limits);
      engine::ExactRules& rules = *g.rules;
      const std::string where = entry.path().filename().string() + " " + name;
      for (std::size_t s = 0; s < g.size(); s += 1 + g.size() / 60) {
        const engine::State state = g.states[s];
        if (state.over()) continue;
        for (int t = 1; t < group.size(); ++t) {
          const engine::State image = rules.image(state, group.map(t));
          ASSERT_EQ(rules.image(image, group.map(group.inverse(t))), state) << where;
          std::vector<Move> moves{Move::pass(state.to_move)};
          for (Point p : region) moves.push_back(Move::play(state.to_move, p));
          for (const Move& m : moves) {
            const engine::Step a = rules.judge(state, m);
            const engine::Step b = rules.judge(image, mapped(group.map(t), m));
            ASSERT_EQ(a.outcome, b.outcome) << where << " state " << s << " map " << t;
            ASSERT_EQ(a.deciding, b.deciding) << where << " state " << s << " map " << t;
            if (a.outcome != Outcome::Illegal) {
              ASSERT_EQ(rules.image(a.next, group.map(t)), b.next) << where << " state " << s;
            }
          }
        }
      }
    }
  }
}

TEST(EXPLORE_Symmetry, KnownImagesAreTheImagesAndAddNothing) {
  // ExactRules::known_image (the loop search's look-ups) finds a state's image without interning
  // it: where every part of the image is interned it is image()'s state, where a part is new it
  // is nullopt; either way the stores do not grow, and once image() has interned the image it is
  // found. Under the cycle-set rules (their states carry no history sets) on states spread over
  // 3,000 explored from each corpus cycle, each under every automorphism of its board.
  std::size_t found = 0, fresh = 0;
  for (const auto& entry : std::filesystem::directory_iterator("corpus/cycles")) {
    if (entry.path().extension() != ".sgf") continue;
    const sgf::SgfGame game = sgf::read_game_file(entry.path().string());
    const PointSet region = parse_region(game.setup.graph, "moves", game.moves);
    const engine::PointMapGroup group(board_automorphisms(game.setup.graph));
    for (const char* name : {"cycle-sets", "cycle-sets+A1", "cycle-sets+A2+A3"}) {
      ExactLimits limits;
      limits.max_states = 3000;
      ExactGraph g = explore_exact(Game(game.setup, parse_ruleset(name, SelfCapture::Forbidden)),
                                   region, limits);
      engine::ExactRules& rules = *g.rules;
      const std::string where = entry.path().filename().string() + " " + name;
      for (std::size_t s = 0; s < g.size(); s += 1 + g.size() / 60) {
        const engine::State state = g.states[s];
        for (int t = 1; t < group.size(); ++t) {
          const std::size_t bytes = rules.history_bytes();
          const std::optional<engine::State> known = rules.known_image(state, group.map(t));
          ASSERT_EQ(rules.history_bytes(), bytes) << where;
          const engine::State image = rules.image(state, group.map(t));
          if (known) {
            ASSERT_EQ(*known, image) << where << " state " << s << " map " << t;
            ++found;
          } else {
            ++fresh;
          }
          ASSERT_EQ(rules.known_image(state, group.map(t)), image) << where;
        }
      }
    }
  }
  EXPECT_GT(found, 0U);
  EXPECT_GT(fresh, 0U);
}

TEST(EXPLORE_Symmetry, ClassesAreTheRulesLayersStatesUpToSymmetry) {
  // Without symmetry every state of the complete (or depth-bounded) graph is replayed on the rules
  // layer, and so are its images (the mapped moves); the classes of the rules layer's exact state
  // keys must be exactly the states explored with symmetry.
  const GameSetup setup = empty_board(2, 2);
  const auto maps = board_automorphisms(setup.graph);
  for (const char* name : {"no-ko", "simple-ko", "positional-superko", "cycle-sets"}) {
    const Ruleset ruleset = parse_ruleset(name, SelfCapture::Forbidden);
    ExactLimits limits;
    limits.max_depth = 7;  // a depth-bounded graph: depth is the same in a class
    const Game start(setup, ruleset);
    const PointSet all = PointSet::of(setup.graph.points());
    const ExactGraph plain = explore_exact(start, all, limits);
    limits.symmetry = true;
    const ExactGraph reduced = explore_exact(start, all, limits);
    ASSERT_TRUE(reduced.symmetry != nullptr);
    EXPECT_EQ(reduced.symmetry->size(), 8);
    std::set<std::string> classes;
    for (std::size_t s = 0; s < plain.size(); ++s) {
      const std::vector<Move> path = plain.path_to(s);
      std::string least;
      for (const PointMap& map : maps) {
        std::vector<Move> image;
        for (const Move& m : path) image.push_back(mapped(map, m));
        const std::string key = key_after(setup, ruleset, image);
        if (least.empty() || key < least) least = key;
      }
      classes.insert(least);
    }
    EXPECT_EQ(reduced.size(), classes.size()) << name;
    EXPECT_LT(reduced.size(), plain.size()) << name;
    // Every class's lifted path reaches a state of the class on the rules layer.
    for (std::size_t s = 0; s < reduced.size(); ++s) {
      const std::vector<Move> path = reduced.path_to(s);
      EXPECT_EQ(path.size(), reduced.depth[s]);
      Game game(setup, ruleset);
      for (const Move& m : path) ASSERT_NE(game.play(m).verdict.outcome, Outcome::Illegal) << name;
    }
  }
}

TEST(EXPLORE_Symmetry, TerminationAndTheLongestGameAreTheSame) {
  // The 2x2 board under no-ko and simple ko (play can go on for ever: the lifted lasso replays),
  // positional superko to depth 6 (no cycle either way), and the superko surprise (left-right
  // symmetric) under every named ruleset: the same verdicts with and without symmetry.
  const GameSetup empty = empty_board(2, 2);
  const PointSet all = PointSet::of(empty.graph.points());
  for (const char* name : {"no-ko", "simple-ko"}) {
    const Ruleset ruleset = parse_ruleset(name, SelfCapture::Forbidden);
    ExactLimits limits;
    limits.symmetry = true;
    const Termination t = decide_termination(explore_exact(Game(empty, ruleset), all, limits));
    ASSERT_EQ(t.terminates, std::optional<bool>(false)) << name;
    expect_lasso_replays(empty, ruleset, *t.lasso);
  }
  sgf::SgfGame surprise = sgf::read_game_file("corpus/cycles/superko-surprise.sgf");
  const PointSet region = parse_region(surprise.setup.graph, "moves", surprise.moves);
  for (const NamedRuleset& named : named_rulesets()) {
    const Ruleset ruleset = parse_ruleset(named.name, SelfCapture::Forbidden);
    ExactLimits limits;
    limits.max_states = 200'000;
    const Game start(surprise.setup, ruleset);
    const Termination plain = decide_termination(explore_exact(start, region, limits));
    limits.symmetry = true;
    const ExactGraph g = explore_exact(start, region, limits);
    ASSERT_TRUE(g.symmetry != nullptr);
    EXPECT_EQ(g.symmetry->size(), 2);  // the mirror left-right of the setup
    const Termination reduced = decide_termination(g);
    EXPECT_EQ(reduced.terminates, plain.terminates) << named.name;
    if (reduced.lasso) expect_lasso_replays(surprise.setup, ruleset, *reduced.lasso);
    if (plain.longest_game) {
      EXPECT_EQ(reduced.longest_game, plain.longest_game) << named.name;
    }
  }
}

TEST(EXPLORE_Symmetry, AnAsymmetricStartOrRegionUsesNone) {
  // One stone at A1 on the 3x3 board leaves the transpose (A1 on the diagonal); a region without
  // the matching point leaves none.
  GameSetup setup = empty_board(3, 3);
  const Point a1 = setup.graph.at(0, 2);
  setup.initial.set(a1, Color::Black);
  const Ruleset ruleset = parse_ruleset("simple-ko", SelfCapture::Forbidden);
  engine::ExactRules rules{Game(setup, ruleset)};
  EXPECT_EQ(StateSymmetry(rules, rules.start(), PointSet::of(setup.graph.points())).group()->size(),
            2);
  const PointSet lopsided = PointSet::of({setup.graph.at(1, 2), setup.graph.at(2, 2)});
  EXPECT_EQ(StateSymmetry(rules, rules.start(), lopsided).group()->size(), 1);
}

}  // namespace
}  // namespace kospec::explore
