#include "tools/solve/native.h"

#include <algorithm>
#include <chrono>

#include "tools/run/stopped.h"
#include "tools/solve/move_code.h"
#include "tools/solve/native_search.h"
#include "tools/solve/native_state.h"

namespace kospec::solve {

namespace {

/// How deep the shallow search that gives MTD(f) its first guess looks.
constexpr int kGuessDepth = 4;
/// The first horizon of each probe's iterative deepening; each next one is twice as deep, up to
/// kUnbounded (deeper than any game on the boards the native state plays... or nearly: a probe at
/// kUnbounded is the plain exhaustive search).
constexpr int kFirstHorizon = 8;
constexpr int kUnbounded = 1 << 30;

/// Bounds that decide the window (alpha, beta) for the state now: iterative deepening, short
/// proofs first, the table keeping every bound proven. `on_horizon` is told each horizon.
template <class OnHorizon>
AreaBounds decide(NativeSearch& search, int alpha, int beta, OnHorizon on_horizon) {
  for (int horizon = kFirstHorizon;;
       horizon = horizon >= kUnbounded / 2 ? kUnbounded : 2 * horizon) {
    on_horizon(horizon);
    const AreaBounds r = search.search(alpha, beta, horizon);
    if (r.lower >= beta || r.upper <= alpha) return r;
  }
}

Move move_of(Player p, int code) {
  return code == kPassCode ? Move::pass(p) : Move::play(p, Point(static_cast<std::uint32_t>(code)));
}

/// Optimal play from the state, whose value for the player to move is `v`: at each state the
/// first move whose child a null-window probe proves to have the value, a pass first (so that a
/// side that has its value ends the game soon, as Spight's rule needs: SPE ends play only at a
/// repeated pass).
std::vector<Move> principal_variation(NativeSuperkoState& state, NativeSearch& search, int v) {
  std::vector<Move> line;
  const std::size_t base = state.depth();
  while (!state.over()) {
    const Player p = state.to_move();
    if (state.pass_ends() && state.mover_margin() >= v) {
      line.push_back(Move::pass(p));
      break;
    }
    std::array<NativePlay, 32> plays;
    const int n = state.legal_plays(plays);
    bool moved = false;
    for (int i = -1; i < n && !moved; ++i) {
      if (i >= 0) {
        state.play(plays[static_cast<std::size_t>(i)]);
      } else if (state.pass_ends()) {
        continue;  // an ending pass does not reach v (above)
      } else {
        state.pass();
      }
      // The child's value is at least -v; a fail-low at -v proves it is exactly -v.
      if (decide(search, -v, -v + 1, [](int) {}).upper <= -v) {
        line.push_back(move_of(p, i >= 0 ? plays[static_cast<std::size_t>(i)].point : kPassCode));
        moved = true;
        v = -v;
      } else {
        state.undo();
      }
    }
    if (!moved) break;  // cannot happen when v is the value; stop rather than loop
  }
  while (state.depth() > base) state.undo();
  return line;
}

/// MTD(f) from a shallow search's guess, the value for the player to move lying in
/// [lower, upper] (tightened as probes prove bounds); the table keeps what earlier probes learnt.
int native_value(NativeSearch& search, int& lower, int& upper) {
  const int first = search.guess(kGuessDepth);
  return mtdf_value(lower, upper, first, [&](int gamma) {
    const AreaBounds r = decide(search, gamma - 1, gamma, [&](int horizon) {
      search.set_probe(lower, upper, gamma, horizon);
    });
    return r.lower >= gamma ? r.lower : r.upper;
  });
}

/// Japanese (KO+NR+RPE, every game ends): what Black can force (a no result counting below every
/// score) and what White can force (a no result above every score), two searches; each side's
/// bound is absent when the other side can force a no result.
void solve_japanese(NativeSuperkoState& state, const SolveLimits& limits, SolveResult& result) {
  const int points = state.board().points();
  const int sign = state.to_move() == Player::Black ? 1 : -1;
  result.every_game_ends = true;                          // NR+RPE
  NativeSearch black_search(state, limits, -points - 1);  // Black's forcing
  NativeSearch white_search(state, limits, points + 1);   // White's
  const auto count = [&] {
    result.nodes = black_search.counts().nodes + white_search.counts().nodes;
    result.table_bytes = black_search.table_bytes() + white_search.table_bytes();
  };
  try {
    for (NativeSearch* search : {&black_search, &white_search}) {
      int lower = -points - 1, upper = points + 1;
      record_forcing(result, sign * native_value(*search, lower, upper),
                     search == &black_search ? -points - 1 : points + 1);
    }
    // Optimal play to the end when the value is exact (in Black's search, a no result's worst).
    if (const auto v = result.value())
      result.pv = principal_variation(state, black_search, sign * *v);
  } catch (const run::Stopped&) {
    count();
    throw;
  }
  count();
}

}  // namespace

SolveResult solve_by_native_search(const Game& start, const SolveLimits& limits) {
  const auto t0 = std::chrono::steady_clock::now();
  NativeSuperkoState state(start, limits.symmetry);
  SolveResult result;
  result.method = SolveMethod::Native;
  const auto finish = [&] {
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return result;
  };
  if (state.kind() == SuperkoKind::Japanese) {
    try {
      if (state.over()) {
        if (!state.no_result()) result.black_forces = result.white_forces = state.area_margin();
      } else {
        solve_japanese(state, limits, result);
      }
    } catch (const run::Stopped& stop) {
      mark_stopped(result, stop.by);
    }
    return finish();
  }
  const int points = state.board().points();
  NativeSearch search(state, limits);
  int lower = -points, upper = points;
  try {
    if (state.over()) {
      result.black_forces = result.white_forces = state.area_margin();
    } else {
      native_value(search, lower, upper);
      const int black = state.to_move() == Player::Black ? lower : -lower;
      result.black_forces = result.white_forces = black;
      result.pv = principal_variation(state, search, lower);
    }
  } catch (const run::Stopped& stop) {
    mark_stopped(result, stop.by);
    const bool black = start.record().to_move() == Player::Black;
    result.proven_lower = black ? lower : -upper;
    result.proven_upper = black ? upper : -lower;
  }
  result.nodes = search.counts().nodes;
  result.table_bytes = search.table_bytes();
  return finish();
}

}  // namespace kospec::solve
