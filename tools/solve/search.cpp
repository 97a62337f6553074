#include "tools/solve/search.h"

#include <algorithm>
#include <chrono>
#include <string>
#include <unordered_map>

#include "rules/area_score.h"
#include "rules/state_key.h"
#include "tools/run/stack_guard.h"
#include "tools/run/stopped.h"
#include "tools/solve/move_code.h"

namespace kospec::solve {

namespace {

int move_code(const Move& m) { return m.point ? static_cast<int>(m.point->index()) : kPassCode; }

/// Bounds on a state's value for the player to move, and the move that gave the best result.
struct Bounds {
  int lower;
  int upper;
  int best;  ///< the best move found last time: a point index, kPassCode, or kNoMove
};

/// A legal move of a state: the move, whether it captures, and whether it ends the game (PASS.end:
/// a pass after a pass, which leaves the board as it is). The game after it is made only when it is searched:
/// copying a game is the search's main cost, and a cutoff skips the moves after it.
struct Child {
  Move move;
  bool capture = false;
  bool ends = false;
};

Game after(const Game& game, const Move& move) {
  Game next = game;
  next.play(move);
  return next;
}

class Searcher {
 public:
  /// A search within `limits` on a board of `points` points; a no result is worth
  /// `no_result_for_black` to Black (0: the ruleset has none).
  Searcher(const SolveLimits& limits, int points, int no_result_for_black = 0)
      : limits_(limits), points_(points), no_result_(no_result_for_black) {}

  std::uint64_t nodes() const { return nodes_; }

  /// The value of `game` for the player to move, fail-soft within (alpha, beta).
  int search(const Game& game, int alpha, int beta) {
    if (game.over()) return terminal(game);
    stack_guard_.check(game.record().ply_count());
    if (++nodes_ > limits_.max_nodes)
      throw run::Stopped{"--max-nodes " + std::to_string(limits_.max_nodes)};
    if (limits_.control.stop_requested()) throw run::Stopped{"a stop request (Ctrl-C)"};
    const std::string key = state_key(game);
    auto found = table_.find(key);
    int best_hint = kNoMove;
    if (found != table_.end()) {
      const Bounds& b = found->second;
      if (b.lower >= beta) return b.lower;
      if (b.upper <= alpha) return b.upper;
      if (b.lower == b.upper) return b.lower;
      alpha = std::max(alpha, b.lower);
      beta = std::min(beta, b.upper);
      best_hint = b.best;
    }
    const int alpha0 = alpha;
    std::vector<Child> children = expand(game);
    if (best_hint != kNoMove) {
      auto hit = std::find_if(children.begin(), children.end(),
                              [&](const Child& c) { return move_code(c.move) == best_hint; });
      if (hit != children.end()) std::rotate(children.begin(), hit, hit + 1);
    }
    int best = -points_ - 1;
    int best_move = kNoMove;
    for (std::size_t i = 0; i < children.size(); ++i) {
      const Child& c = children[i];
      const int v = c.ends ? mover_score(game) : -search(after(game, c.move), -beta, -alpha);
      if (v > best) {
        best = v;
        best_move = move_code(c.move);
      }
      alpha = std::max(alpha, v);
      if (alpha >= beta) break;
    }
    Bounds& entry =
        table_.try_emplace(key, Bounds{-points_ - 1, points_ + 1, kNoMove}).first->second;
    if (best <= alpha0) {
      entry.upper = std::min(entry.upper, best);
    } else if (best >= beta) {
      entry.lower = std::max(entry.lower, best);
    } else {
      entry.lower = entry.upper = best;
    }
    entry.best = best_move;
    return best;
  }

  /// The legal moves of `game`, ordered: captures, other board plays, pass.
  std::vector<Child> expand(const Game& game) const {
    std::vector<Child> plays, quiet;
    const Player p = game.record().to_move();
    const Configuration& now = game.record().current();
    for (Point q : game.record().graph().points()) {
      if (now.at(q) != Color::Empty) continue;
      const Judgement j = game.judge(Move::play(p, q));
      if (!j.verdict.legal()) continue;
      const bool capture = !j.effect.captured.empty();
      (capture ? plays : quiet).push_back({Move::play(p, q), capture, false});
    }
    for (Child& c : quiet) plays.push_back(c);
    const Verdict pass = game.judge(Move::pass(p)).verdict;
    if (pass.legal()) plays.push_back({Move::pass(p), false, pass.outcome == Outcome::Ends});
    return plays;
  }

  /// The area score of the current board for the player to move.
  int mover_score(const Game& game) const {
    const int margin = area_score(game.record().graph(), game.record().current()).margin();
    return game.record().to_move() == Player::Black ? margin : -margin;
  }

  int terminal(const Game& game) const {
    if (game.ending() != Outcome::NoResult) return mover_score(game);
    return game.record().to_move() == Player::Black ? no_result_ : -no_result_;
  }

 private:
  SolveLimits limits_;
  int points_;
  int no_result_;
  std::uint64_t nodes_ = 0;
  std::unordered_map<std::string, Bounds> table_;
  run::StackGuard stack_guard_;  // the line's recursion stops before the thread's stack runs out
};

}  // namespace

bool search_applies(const Ruleset& r) { return r.termination_theorem().has_value(); }

namespace {

/// The value for Black found by `s` (the table keeps the bounds learnt by earlier probes), and
/// its principal variation into `pv` when asked.
int search_value(Searcher& s, const Game& start, int points, bool no_result,
                 std::vector<Move>* pv) {
  int lower = no_result ? -points - 1 : -points, upper = no_result ? points + 1 : points;
  bisect_value(lower, upper, [&](int gamma) { return s.search(start, gamma - 1, gamma); });
  if (pv != nullptr) {
    // The principal variation: at each state play the first move whose child has the value.
    Game g = start;
    int v = lower;
    while (!g.over()) {
      bool moved = false;
      for (const Child& c : s.expand(g)) {
        if (c.ends) {
          if (s.mover_score(g) < v) continue;
          pv->push_back(c.move);
          break;
        }
        Game next = after(g, c.move);
        // The child's value is at least -v; a fail-low at -v proves it is exactly -v.
        if (-s.search(next, -v, -v + 1) < v) continue;
        pv->push_back(c.move);
        g = std::move(next);
        v = -v;
        moved = true;
        break;
      }
      if (!moved) break;
    }
  }
  return start.record().to_move() == Player::Black ? lower : -lower;
}

}  // namespace

SolveResult solve_by_search(const Game& start, const SolveLimits& limits) {
  const auto t0 = std::chrono::steady_clock::now();
  const int points = static_cast<int>(start.record().graph().size());
  SolveResult result;
  result.method = SolveMethod::Search;
  try {
    const bool no_result = start.ruleset().can_end_with_no_result();
    if (!no_result) {
      Searcher s(limits, points);
      try {
        const int black = search_value(s, start, points, false, &result.pv);
        result.black_forces = result.white_forces = black;
      } catch (const run::Stopped&) {
        result.nodes = s.nodes();  // a stopped search still says how far it got
        throw;
      }
      result.nodes = s.nodes();
    }
    // NR+RPE: what each side can force, a no result counting against it (result.h).
    result.every_game_ends = no_result;
    for (const int worth : {-points - 1, points + 1}) {  // what a no result is worth to Black
      if (!no_result) break;
      Searcher s(limits, points, worth);
      try {
        record_forcing(
            result, search_value(s, start, points, true, worth < 0 ? &result.pv : nullptr), worth);
      } catch (const run::Stopped&) {
        result.nodes += s.nodes();
        throw;
      }
      result.nodes += s.nodes();
    }
    if (!result.value()) result.pv.clear();
  } catch (const run::Stopped& stop) {
    mark_stopped(result, stop.by);
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return result;
}

}  // namespace kospec::solve
