#include "tools/solve/native.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "tools/run/stopped.h"
#include "tools/solve/move_code.h"
#include "tools/solve/native_state.h"
#include "tools/solve/table.h"

namespace kospec::solve {

namespace {

/// Negamax over the native state; values are the area margin for the player to move.
class NativeSearch {
 public:
  NativeSearch(NativeSuperkoState& state, const SolveLimits& limits)
      : state_(state),
        limits_(limits),
        table_(table_log2(limits.table_bytes)),
        points_(state.board().points()),
        progress_(limits.control) {}

  /// The value of the state for the player to move, fail-soft within (alpha, beta).
  int search(int alpha, int beta) {
    if (state_.over()) return state_.mover_margin();
    tick();
    const std::uint64_t a = state_.fingerprint_a();
    const std::uint64_t b = state_.fingerprint_b();
    int hint = kNoMove;
    if (const TableBounds* t = table_.find(a, b)) {
      if (t->lower >= beta) return t->lower;
      if (t->upper <= alpha) return t->upper;
      if (t->lower == t->upper) return t->lower;
      alpha = std::max<int>(alpha, t->lower);
      beta = std::min<int>(beta, t->upper);
      hint = t->best;
    }
    const int alpha0 = alpha;
    int best = -points_ - 1;
    int best_move = kNoMove;
    // A pass that ends the game (after the opponent's pass; Spight: a repeated pass) scores the
    // position as it stands: free to know.
    if (state_.pass_ends()) {
      best = state_.mover_margin();
      best_move = kPassCode;
      alpha = std::max(alpha, best);
    }
    if (alpha < beta) {
      std::array<NativePlay, 32> plays;
      const int n = order(plays, state_.legal_plays(plays), hint);
      for (int i = 0; i <= n && alpha < beta; ++i) {
        int v;
        int move;
        if (i < n) {
          state_.play(plays[static_cast<std::size_t>(i)]);
          v = -search(-beta, -alpha);
          state_.undo();
          move = plays[static_cast<std::size_t>(i)].point;
        } else {
          if (state_.pass_ends()) break;  // the ending pass was scored above
          state_.pass();
          v = -search(-beta, -alpha);
          state_.undo();
          move = kPassCode;
        }
        if (v > best) {
          best = v;
          best_move = move;
        }
        alpha = std::max(alpha, v);
      }
    }
    if (best <= alpha0) {
      table_.store(a, b, -points_, best, best_move);
    } else if (best >= beta) {
      table_.store(a, b, best, points_, best_move);
    } else {
      table_.store(a, b, best, best, best_move);
    }
    return best;
  }

  /// The nodes searched so far.
  std::uint64_t nodes() const { return nodes_; }
  /// The table's size in bytes.
  std::size_t table_bytes() const { return table_.bytes(); }
  /// Reports the probe under way in progress lines.
  void set_probe(int lower, int upper, int gamma) {
    lower_ = lower;
    upper_ = upper;
    gamma_ = gamma;
  }

 private:
  static int table_log2(std::size_t bytes) {
    int log2 = 10;
    while ((std::size_t{24} << (log2 + 1)) <= bytes && log2 < 34) ++log2;
    return log2;
  }

  /// Orders plays: the table's best move first, then captures, then the others (stable).
  static int order(std::array<NativePlay, 32>& plays, int n, int hint) {
    auto begin = plays.begin();
    auto end = plays.begin() + n;
    auto rest =
        std::stable_partition(begin, end, [hint](const NativePlay& p) { return p.point == hint; });
    std::stable_partition(rest, end, [](const NativePlay& p) { return p.capture; });
    return n;
  }

  void tick() {
    if (++nodes_ > limits_.max_nodes)
      throw run::Stopped{"--max-nodes " + std::to_string(limits_.max_nodes)};
    if ((nodes_ & 0xffff) != 0) return;
    if (limits_.control.stop_requested()) throw run::Stopped{"a stop request (Ctrl-C)"};
    if (!progress_.due()) return;
    const double s = progress_.seconds();
    char line[160];
    std::snprintf(line, sizeof line,
                  "solve: %llu nodes in %.1f s (%.2f M nodes/s), value in [%+d, %+d], probing %+d",
                  static_cast<unsigned long long>(nodes_), s, static_cast<double>(nodes_) / s / 1e6,
                  lower_, upper_, gamma_);
    progress_.report(line);
  }

  NativeSuperkoState& state_;
  const SolveLimits& limits_;
  BoundTable table_;
  int points_;
  std::uint64_t nodes_ = 0;
  run::ProgressClock progress_;
  int lower_ = 0, upper_ = 0, gamma_ = 0;
};

Move move_of(Player p, int code) {
  return code == kPassCode ? Move::pass(p) : Move::play(p, Point(static_cast<std::uint32_t>(code)));
}

/// Optimal play from the state, whose value for the player to move is `v`: at each state the
/// first move whose child a null-window probe proves to have the value.
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
    for (int i = 0; i <= n && !moved; ++i) {
      if (i < n) {
        state.play(plays[static_cast<std::size_t>(i)]);
      } else {
        state.pass();
      }
      // The child's value is at least -v; a fail-low at -v proves it is exactly -v.
      if (-search.search(-v, -v + 1) >= v) {
        line.push_back(move_of(p, i < n ? plays[static_cast<std::size_t>(i)].point : kPassCode));
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

}  // namespace

SolveResult solve_by_native_search(const Game& start, const SolveLimits& limits) {
  const auto t0 = std::chrono::steady_clock::now();
  NativeSuperkoState state(start);
  const int points = state.board().points();
  NativeSearch search(state, limits);
  SolveResult result;
  result.method = SolveMethod::Native;
  int lower = -points, upper = points;
  try {
    if (state.over()) {
      result.black_forces = result.white_forces = state.area_margin();
    } else {
      // The table keeps what earlier probes learnt.
      bisect_value(lower, upper, [&](int gamma) {
        search.set_probe(lower, upper, gamma);
        return search.search(gamma - 1, gamma);
      });
      const int black = state.to_move() == Player::Black ? lower : -lower;
      result.black_forces = result.white_forces = black;
      result.pv = principal_variation(state, search, lower);
    }
  } catch (const run::Stopped& stop) {
    mark_stopped(result, stop.by);
    const bool black = state.to_move() == Player::Black;
    result.proven_lower = black ? lower : -upper;
    result.proven_upper = black ? upper : -lower;
  }
  result.nodes = search.nodes();
  result.table_bytes = search.table_bytes();
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return result;
}

}  // namespace kospec::solve
