#pragma once
// What the proof-number search's tests share (dfpn_test.cpp, dfpn_long_test.cpp): positions,
// bounded solves, random openings, and the comparisons they make.
#include <gtest/gtest.h>

#include <iterator>
#include <string>
#include <vector>

#include "spec/diagram.h"
#include "tools/solve/solve.h"

namespace kospec::solve::test {

inline const char* const kNativeRules[] = {"positional-superko", "situational-superko",
                                           "natural-situational-superko", "spight", "japanese"};
inline const char* const kSuperkos[] = {"positional-superko", "situational-superko",
                                        "natural-situational-superko"};

inline Game game_of(const std::string& diagram, const std::string& ruleset,
                    SelfCapture self_capture, Player to_move = Player::Black) {
  Diagram d = parse_diagram(diagram);
  return Game(GameSetup{d.graph, d.config, to_move}, parse_ruleset(ruleset, self_capture));
}

/// A bounded proof-number solve (the strategies replayed up to `check` states a side).
inline SolveResult dfpn(const Game& g, bool static_bounds = true, std::uint64_t check = 1'000'000) {
  SolveLimits limits;
  limits.max_nodes = 20'000'000;
  limits.table_bytes = std::size_t{64} << 20;
  limits.static_bounds = static_bounds;
  limits.check_states = check;
  return solve(g, limits, SolveMethod::ProofNumber);
}

/// The native search with the plain whole-history table (no footprints; no symmetry unless
/// `symmetry`), within `max_nodes`.
inline SolveResult plain(const Game& g, bool symmetry = false, std::uint64_t max_nodes = 300'000) {
  SolveLimits limits;
  limits.max_nodes = max_nodes;
  limits.table_bytes = std::size_t{16} << 20;
  limits.footprints = false;
  limits.symmetry = symmetry;
  return solve(g, limits, SolveMethod::Native);
}

/// `g` after up to `plies` random legal moves of the rules layer (passes now and then), from
/// `seed`; stops before a move that would end the game.
inline Game after_random_opening(Game g, int plies, std::uint64_t& seed) {
  const auto next = [&seed](std::uint64_t n) {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return (seed >> 33) % n;
  };
  const std::size_t points = g.record().graph().size();
  for (int i = 0; i < plies; ++i) {
    const Player p = g.record().to_move();
    for (int attempt = 0; attempt < 20; ++attempt) {
      const std::uint64_t choice = next(points + 2);
      const Move m = choice >= points ? Move::pass(p)
                                      : Move::play(p, Point(static_cast<std::uint32_t>(choice)));
      const Judgement j = g.judge(m);
      if (j.verdict.outcome != Outcome::Legal) continue;
      g.play(m);
      break;
    }
  }
  return g;
}

/// Where random openings are drawn: boards, rulesets, and the oracle's node limit (the plain
/// whole-history native search; with symmetric keys beyond 6 points).
struct Openings {
  std::vector<std::string> boards{"....", ".....", "..\n..", "...\n..."};
  std::vector<std::string> rulesets{std::begin(kNativeRules), std::end(kNativeRules)};
  std::uint64_t oracle_nodes = 300'000;
};

/// Compares the proof-number search with the plain whole-history native search on `openings`
/// random openings of 2 to 9 plies from `seed` (on `where`'s boards, each ruleset and
/// self-capture option in turn); returns how many were compared (the plain search finished).
inline int compare_after_random_openings(int openings, std::uint64_t seed,
                                         const Openings& where = {}) {
  const SelfCapture options[] = {SelfCapture::Forbidden, SelfCapture::MultiStone, SelfCapture::All};
  const std::size_t nb = where.boards.size(), nr = where.rulesets.size();
  int compared = 0;
  for (int i = 0; i < openings; ++i) {
    const auto k = static_cast<std::size_t>(i);
    const std::string& board = where.boards[k % nb];
    const std::string& ruleset = where.rulesets[(k / nb) % nr];
    const Game start = game_of(board, ruleset, options[(k / (nb * nr)) % 3]);
    const Game g = after_random_opening(start, 2 + i % 8, seed);
    if (g.over()) continue;
    const SolveResult exact = plain(g, board.size() > 7, where.oracle_nodes);
    if (exact.stopped) continue;
    ++compared;
    const SolveResult r = dfpn(g, true, 20'000);
    EXPECT_FALSE(r.stopped) << ruleset << "\n" << board;
    EXPECT_EQ(r.black_forces, exact.black_forces) << ruleset << " opening " << i << "\n" << board;
    EXPECT_EQ(r.white_forces, exact.white_forces) << ruleset << " opening " << i << "\n" << board;
  }
  return compared;
}

/// Expects the values of `board` under `ruleset` with and without the static bounds to agree, by
/// the proof-number search and (with `native`) by the native search.
inline void expect_bounds_change_nothing(const char* board, const char* ruleset, bool native) {
  for (SelfCapture sc : {SelfCapture::Forbidden, SelfCapture::All}) {
    const Game g = game_of(board, ruleset, sc);
    const SolveResult with = dfpn(g, true, 0);
    const SolveResult without = dfpn(g, false, 0);
    ASSERT_FALSE(with.stopped || without.stopped) << board << " " << ruleset;
    EXPECT_EQ(with.black_forces, without.black_forces) << board << " " << ruleset;
    EXPECT_EQ(with.white_forces, without.white_forces) << board << " " << ruleset;
    if (!native) continue;
    for (const bool bounds : {true, false}) {
      SolveLimits limits;
      limits.static_bounds = bounds;
      const SolveResult r = solve(g, limits, SolveMethod::Native);
      EXPECT_EQ(r.black_forces, with.black_forces) << board << " " << ruleset;
      EXPECT_EQ(r.white_forces, with.white_forces) << board << " " << ruleset;
    }
  }
}

}  // namespace kospec::solve::test
