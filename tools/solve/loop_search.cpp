#include "tools/solve/loop_search.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>

#include "engine/rules.h"
#include "rules/area_score.h"
#include "tools/run/number_text.h"
#include "tools/run/stack_guard.h"
#include "tools/run/stopped.h"
#include "tools/solve/exact_dfpn.h"
#include "tools/solve/move_code.h"
#include "tools/solve/strategy_check.h"

namespace kospec::solve {

namespace {

using engine::ExactRules;
using engine::State;
using engine::StateHash;

/// The line depth of a loss that depends on no state of the line.
constexpr int kFree = std::numeric_limits<int>::max();
/// The nodes after which loop-dfpn begins no further horizon of the depth-first search.
constexpr std::uint64_t kHorizonBudget = 1u << 17;

/// No horizon: the search goes on until every line ends or repeats a state.
constexpr int kUnbounded = std::numeric_limits<int>::max();

/// What the table knows of a state for one goal. Forcing is monotone in t (a strategy that reaches
/// a worth of at least t reaches every smaller one) and in the horizon.
struct Entry {
  int win = std::numeric_limits<int>::min();   ///< the largest t proven forced
  int loss = std::numeric_limits<int>::max();  ///< the smallest t proven not forced from any line
  int short_t = std::numeric_limits<int>::max();  ///< a t not forced within `short_plies` plies
  int short_plies = -1;                           ///< (with short_t)
  int win_move = kNoMove;                         ///< the forcer's move that proved `win`
  /// Without a horizon, while the search that made it is under way: the line depth of the
  /// state a loss at `pending_t` assumed repeated (-1: none).
  int pending_depends = -1;
  int pending_t = 0;  ///< (with pending_depends)
};

/// A search's answer: forced or not; when not, the shallowest depth of a state of the line whose
/// repetition the answer assumed (kFree: none, the answer holds wherever the state is reached).
struct Answer {
  bool forced = false;
  int depends = kFree;
};

/// One side's reachability game, searched depth first with a table of answers.
class Reachability : public ExactTables {
 public:
  Reachability(ExactShared& shared, ExactGoal goal) : shared_(shared), goal_(goal) {}

  /// Whether the forcer can force its goal at threshold t from `s` within `horizon` plies
  /// (kUnbounded: at all).
  bool forces(const State& s, int t, int horizon = kUnbounded) {
    probe_ = std::string(goal_.forcer == Player::Black ? "Black" : "White") + " forcing " +
             (goal_.no_result_reaches ? "any end" : "a worth of " + std::to_string(t)) +
             (horizon == kUnbounded ? " with no horizon"
                                    : " within " + std::to_string(horizon) + " plies");
    line_.clear();
    pending_.clear();
    return search(s, t, 0, horizon).forced;
  }

  /// Whether the game ended in `s` (over()) reaches the goal at t.
  bool reached(const State& s, int t) { return shared_.reached(s, goal_, t); }

  /// The forcer's move that proved its goal at t or above from `s` (kNoMove if none is known).
  int winning_move(const State& s, int t) const {
    const auto it = table_.find(s);
    return it != table_.end() && it->second.win >= t ? it->second.win_move : kNoMove;
  }

  /// Entries in the table and on the line.
  std::size_t entries() const override { return table_.size() + line_.size(); }

  /// Thrown when the searches' node count reaches `stop_at` (stop_at()).
  struct OverBudget {};
  /// Makes the search throw OverBudget at the node count `nodes` (0: never).
  void stop_at(std::uint64_t nodes) { stop_at_ = nodes; }

 private:
  // Whether the forcer can force the goal at t from `s`, `depth` plies into the line, within
  // `left` plies. Within a horizon every answer is the state's own (a forcing strategy never
  // needs to repeat a state: one that forces soonest never does). Without one, a state repeated
  // on the line is not forced (play can go round that cycle for ever), and the answer depends on
  // the line from that state on: such answers wait (`pending_`) until the state they assumed is
  // decided, as in Tarjan's strongly connected components; then they hold or are dropped.
  Answer search(const State& s, int t, int depth, int left) {
    if (s.over()) return {reached(s, t), kFree};
    const bool bounded = left != kUnbounded;
    if (!bounded) {
      if (const auto on_line = line_.find(s); on_line != line_.end())
        return {false, on_line->second};
    }
    if (const std::optional<Answer> known = look_up(s, t, left)) return *known;
    if (left == 0) return {false, kFree};
    shared_.visit(probe_, depth);
    if (stop_at_ != 0 && shared_.nodes() >= stop_at_) throw OverBudget{};
    std::vector<ExactChild> children = shared_.children(s);
    const bool forcer = s.to_move == goal_.forcer;
    const auto hint = table_.find(s);
    order(children, t, left, forcer, hint != table_.end() ? hint->second.win_move : kNoMove);
    if (!bounded) line_.emplace(s, depth);
    const std::size_t mark = pending_.size();
    Answer answer{!forcer, kFree};
    int move = kNoMove;
    for (const ExactChild& c : children) {
      const Answer a = search(c.next, t, depth + 1, bounded ? left - 1 : left);
      if (forcer && a.forced) {
        answer = a;
        move = c.code;
        break;
      }
      if (!forcer && !a.forced) {
        answer = a;
        break;
      }
      if (!a.forced) answer.depends = std::min(answer.depends, a.depends);
    }
    if (!bounded) line_.erase(s);
    settle(s, t, depth, left, mark, answer, move);
    return answer;
  }

  // Records the answer for `s` (and, without a horizon, decides the answers waiting on it, those
  // pending_ holds from `mark` on).
  void settle(const State& s, int t, int depth, int left, std::size_t mark, Answer& answer,
              int move) {
    Entry& e = table_[s];
    if (answer.forced) {
      if (t > e.win) {
        e.win = t;
        e.win_move = move;
      }
      if (left == kUnbounded) resolve(mark, depth, t, Resolution::Drop, 0);
    } else if (left != kUnbounded) {
      if (left >= e.short_plies) {
        e.short_t = left > e.short_plies ? t : std::min(e.short_t, t);
        e.short_plies = left;
      }
    } else if (answer.depends >= depth) {  // no earlier state of the line was assumed
      e.loss = std::min(e.loss, t);
      resolve(mark, depth, t, Resolution::Hold, 0);
      answer.depends = kFree;
    } else {
      resolve(mark, depth, t, Resolution::Wait, answer.depends);
      e.pending_depends = answer.depends;
      e.pending_t = t;
      pending_.push_back({s, answer.depends});
    }
  }

  enum class Resolution {
    Hold,  ///< the state at `depth` is not forced whatever the line: neither are those waiting
    Drop,  ///< it is forced: the answers that assumed it repeats do not hold
    Wait,  ///< its own answer waits on an earlier state: so do theirs
  };

  // Decides the answers pending_ holds from `mark` on that wait on the state at `depth`.
  void resolve(std::size_t mark, int depth, int t, Resolution how, int earlier) {
    std::size_t kept = mark;
    for (std::size_t i = mark; i < pending_.size(); ++i) {
      Waiting w = pending_[i];
      if (w.depends < depth) {
        pending_[kept++] = w;
        continue;
      }
      Entry& x = table_[w.state];
      x.pending_depends = -1;
      if (how == Resolution::Hold) x.loss = std::min(x.loss, t);
      if (how == Resolution::Wait) {
        w.depends = x.pending_depends = earlier;
        pending_[kept++] = w;
      }
    }
    pending_.resize(kept);
  }

  // What the table proves of `s` at t within `left` plies (an answer that holds wherever the
  // state is reached, or, without a horizon, one waiting on a state of the line), or nothing.
  std::optional<Answer> look_up(const State& s, int t, int left) const {
    const auto it = table_.find(s);
    if (it == table_.end()) return std::nullopt;
    const Entry& e = it->second;
    if (t <= e.win) return Answer{true, kFree};
    if (t >= e.loss || (t >= e.short_t && left <= e.short_plies)) return Answer{false, kFree};
    if (left == kUnbounded && e.pending_depends >= 0 && t >= e.pending_t)
      return Answer{false, e.pending_depends};
    return std::nullopt;
  }

  /// The children in the order to search them. The forcer: ends that reach the goal, children
  /// the table proves forced, the move that proved a lower goal, then as generated, children on
  /// the line last. The other side: children that defeat the goal (ends that miss it, the table's
  /// proven losses, the deepest state of the line) first.
  void order(std::vector<ExactChild>& children, int t, int left, bool forcer, int hint) {
    // (class, then minus the line depth for states of the line: the deepest first)
    const auto rank = [&](const ExactChild& c) -> std::pair<int, int> {
      if (c.next.over()) return {reached(c.next, t) == forcer ? 0 : 5, 0};
      if (const auto on_line = line_.find(c.next); on_line != line_.end())
        return {forcer ? 6 : 1, -on_line->second};
      if (const auto known = look_up(c.next, t, left == kUnbounded ? left : left - 1))
        return {known->forced == forcer ? 0 : 5, 0};
      return {c.code == hint ? 2 : 3, 0};
    };
    std::vector<std::pair<std::pair<int, int>, int>> keyed;
    keyed.reserve(children.size());
    for (std::size_t i = 0; i < children.size(); ++i)
      keyed.emplace_back(rank(children[i]), static_cast<int>(i));
    std::stable_sort(keyed.begin(), keyed.end());
    std::vector<ExactChild> sorted;
    sorted.reserve(children.size());
    for (const auto& [r, i] : keyed) sorted.push_back(children[static_cast<std::size_t>(i)]);
    children = std::move(sorted);
  }

  ExactShared& shared_;
  ExactGoal goal_;
  std::string probe_;
  std::uint64_t stop_at_ = 0;
  std::unordered_map<State, Entry, StateHash> table_;
  std::unordered_map<State, int, StateHash> line_;
  /// An answer without a horizon that waits on the state of the line at depth `depends`.
  struct Waiting {
    State state;
    int depends = 0;
  };
  std::vector<Waiting> pending_;
  ExactShared::Counted counted_{shared_, *this};  // (last: counts the tables above)
};

/// The horizons of the iterative deepening: short proofs first, each horizon half as deep again
/// as the last, then none.
std::vector<int> horizons(int points) {
  std::vector<int> out;
  for (int h = 2 * points; h < 64 * points; h += h / 2) out.push_back(h);
  out.push_back(kUnbounded);
  return out;
}

/// What the forcing searches have proven: Black forces at least lo, White at most hi (beyond -n
/// and n: nothing), and whether a side's bound came from the proof-number searches.
struct Forced {
  int lo, hi;
  bool black_by_proofs = false, white_by_proofs = false;
};

/// Black's and White's forcing by iterative deepening. Each side's bound only improves with the
/// horizon; the bounds of finite horizons are proven wins only (a forced end within h plies is a
/// forced end). When they meet, that is the value and no side's holding out need be proven; only
/// then, or with no horizon, is a bound final. With `budget`, the finite horizons alone, stopped
/// where the searches have visited that many nodes (what they proved is kept).
Forced force_bounds(Reachability& black, Reachability& white, ExactShared& shared, const State& s0,
                    int n, SolveResult& result, std::uint64_t budget = 0) {
  Forced f{-n - 1, n + 1};
  // What a stop leaves: the bounds proven so far (a value, if there is one, lies between them).
  const auto proven = [&] {
    if (f.lo >= -n) result.proven_lower = f.lo;
    if (f.hi <= n) result.proven_upper = f.hi;
  };
  black.stop_at(budget == 0 ? 0 : shared.nodes() + budget);
  white.stop_at(budget == 0 ? 0 : shared.nodes() + budget);
  try {
    for (const int horizon : horizons(n)) {
      if (budget != 0 && horizon == kUnbounded) break;
      while (f.lo < std::min(f.hi, n) && black.forces(s0, f.lo + 1, horizon)) {
        ++f.lo;
        proven();
      }
      while (f.hi > std::max(f.lo, -n) && white.forces(s0, -(f.hi - 1), horizon)) {
        --f.hi;
        proven();
      }
      if (f.lo == f.hi) break;
    }
  } catch (const Reachability::OverBudget&) {
  }
  black.stop_at(0);
  white.stop_at(0);
  return f;
}

/// The largest worth in [-n, n] a side forces, decided by proof-number searches (exact_dfpn.h):
/// each threshold tried is proven or disproven for good, and a proof (disproof) gives the worth
/// its ends reach. The first threshold is `guess` (above `known`, a worth proven already, and at
/// most `most`, beyond which the side is known not to force), each next one halfway between the
/// worths proven forced and not forced (none forced: the side cannot force an end with a score).
/// Reports each proven worth to `proven`; `by_proofs` says whether the answer is a proof of these
/// searches.
std::optional<int> largest_forced(ExactProver& side, const State& s0, int n,
                                  std::optional<int> known, int most, int guess,
                                  const std::function<void(int)>& proven, bool& by_proofs) {
  int lo = known.value_or(-n - 1), hi = std::min(most, n) + 1;  // forced at lo, not at hi
  int t = std::clamp(guess, lo + 1, std::max(lo + 1, hi - 1));
  while (lo + 1 < hi) {
    const ExactProver::Verdict v = side.prove(s0, t);
    if (v.proven) {
      lo = std::min(v.bound, n);
      by_proofs = true;
      proven(lo);
    } else {
      hi = std::max(v.bound, -n - 1);
    }
    t = lo + (hi - lo) / 2;
  }
  if (lo < -n) {
    by_proofs = true;
    return std::nullopt;
  }
  return lo;
}

/// Black's and White's forcing decided from what `f` has proven by proof-number searches.
void decide_bounds(ExactProver& black, ExactProver& white, const State& s0, int n, Forced& f,
                   SolveResult& result) {
  const auto known = [n](int b) {
    return b >= -n && b <= n ? std::optional<int>(b) : std::nullopt;
  };
  // (Black forces at most what White forces: both strategies together end every game between.)
  result.black_forces = largest_forced(
      black, s0, n, known(f.lo), f.hi, 0, [&](int t) { result.proven_lower = t; },
      f.black_by_proofs);
  const int most = result.black_forces ? -*result.black_forces : n;
  const std::optional<int> w = largest_forced(
      white, s0, n, known(-f.hi), most, most, [&](int t) { result.proven_upper = -t; },
      f.white_by_proofs);
  if (w) result.white_forces = -*w;
}

/// A side's proven move at a state for a worth (searched again where the search has lost it), or
/// kNoMove.
using MoveOf = std::function<int(const State&, int)>;

MoveOf move_of(Reachability& side) {
  return [&side](const State& s, int worth) {
    if (side.winning_move(s, worth) == kNoMove) side.forces(s, worth);
    return side.winning_move(s, worth);
  };
}

MoveOf move_of(ExactProver& side) {
  return [&side](const State& s, int worth) { return side.proven_move(s, worth); };
}

Move move_at(const State& s, int code) {
  return code == kPassCode ? Move::pass(s.to_move)
                           : Move::play(s.to_move, Point(static_cast<std::uint32_t>(code)));
}

/// Optimal play when the value v is exact: each side plays the move that proved its goal at v.
/// Stops at an end, at a state without a known move, or at the first repeated state.
std::vector<Move> exact_line(ExactShared& shared, const State& start, const MoveOf& black,
                             const MoveOf& white, int v, bool& repeats) {
  std::vector<Move> line;
  std::unordered_map<State, int, StateHash> seen;
  State s = start;
  while (!s.over() && seen.emplace(s, 0).second) {
    const bool b = s.to_move == Player::Black;
    const int code = (b ? black : white)(s, b ? v : -v);
    if (code == kNoMove) break;
    const Move m = move_at(s, code);
    s = shared.rules().judge(s, m).next;
    line.push_back(m);
  }
  repeats = !s.over();
  return line;
}

/// The native states along the rules layer's lines: each line asked is replayed from the state
/// after the part it shares with the line asked before (the check walks its tree depth first, so
/// each ask replays about one ply).
class LineStates {
 public:
  /// The lines of the game from `start`.
  LineStates(ExactShared& shared, const State& start) : shared_(shared), states_{start} {}

  /// The state at the end of `line`.
  const State& at(const std::vector<Move>& line) {
    std::size_t same = 0;
    while (same < line.size() && same < moves_.size() && line[same] == moves_[same]) ++same;
    moves_.resize(same);
    states_.resize(same + 1);
    for (std::size_t i = same; i < line.size(); ++i) {
      states_.push_back(shared_.rules().judge(states_.back(), line[i]).next);
      moves_.push_back(line[i]);
    }
    return states_.back();
  }

 private:
  ExactShared& shared_;
  std::vector<Move> moves_;    // the line asked last
  std::vector<State> states_;  // the states along it, the start first
};

/// The forcer's strategy the search proved, for the rules layer's check: the line's native state
/// (`line`), then the move that proved the goal at `worth` there.
Strategy proven_strategy(LineStates& line, const MoveOf& side, int worth) {
  return [&line, &side, worth](const std::vector<Move>& moves) -> std::optional<Move> {
    const State& s = line.at(moves);
    const int code = side(s, worth);
    if (code == kNoMove) return std::nullopt;
    return move_at(s, code);
  };
}

/// Whether the search's static bounds (ExactShared::settled) settle `side`'s goal at `worth` at
/// the state a line reaches: the check does not play on there.
Settled settled_goal(ExactShared& shared, LineStates& line, Player side, int worth) {
  return [&shared, &line, side, worth](const std::vector<Move>& moves) {
    const State& s = line.at(moves);
    if (s.over()) return false;
    const std::optional<AreaBounds> b = shared.settled(s);
    return b && (side == Player::Black ? b->lower : -b->upper) >= worth;
  };
}

/// Checks both sides' forcing strategies on the rules layer, Black's for at least lo and White's
/// for at most hi (a value: both v), into `result` (checked_states, or unchecked_by when a limit
/// stops the replay: --check-states, what the search left of --max-memory, a stop request); throws
/// std::logic_error when one fails (the search and the rules layer disagree: a defect).
void check_bounds(ExactShared& shared, const Game& start, const State& s0, const MoveOf& black,
                  const MoveOf& white, int lo, int hi, const SolveLimits& limits,
                  SolveResult& result) {
  std::uint64_t states = 0, settled = 0;
  for (const Player side : {Player::Black, Player::White}) {
    const int worth = side == Player::Black ? lo : -hi;
    LineStates lines(shared, s0);
    StrategyTree tree;
    const StrategyCheck c = check_strategy(
        start, side, worth, proven_strategy(lines, side == Player::Black ? black : white, worth),
        limits.check_states, limits.control, bytes_left(limits.max_bytes, shared.bytes()),
        settled_goal(shared, lines, side, worth), limits.strategies != nullptr ? &tree : nullptr);
    if (c.stopped) {
      result.checked_states = 0;
      result.unchecked_by = c.stopped_by;
      return;
    }
    if (!c.holds) {
      std::string line;
      for (const Move& m : c.line)
        line += (line.empty() ? "" : " ") + std::string(m.player == Player::Black ? "B" : "W") +
                (m.point ? std::to_string(m.point->index()) : "pass");
      throw std::logic_error("the loop search's strategy for " +
                             std::string(side == Player::Black ? "Black" : "White") +
                             " fails on the rules layer: " + c.why + " after " + line);
    }
    if (limits.strategies != nullptr) limits.strategies->push_back(std::move(tree));
    states += c.states;
    settled += c.settled;
  }
  result.checked_states = states;
  result.settled_states = settled;
}

}  // namespace

SolveResult solve_by_loop_search(const Game& start, const SolveLimits& limits, bool proof_numbers) {
  const auto t0 = std::chrono::steady_clock::now();
  SolveResult result;
  result.method = proof_numbers ? SolveMethod::LoopProofNumber : SolveMethod::Loop;
  ExactShared shared(start, limits);
  const State s0 = shared.rules().start();
  const int n = shared.rules().geometry().points();
  const bool nr = start.ruleset().can_end_with_no_result();
  Reachability black(shared, {Player::Black, false});
  Reachability white(shared, {Player::White, false});
  ExactProver black_prover(shared, {Player::Black, false});
  ExactProver white_prover(shared, {Player::White, false});
  try {
    // (loop-dfpn: the short horizons first, for their quick proofs; then the proof numbers.)
    Forced f =
        force_bounds(black, white, shared, s0, n, result, proof_numbers ? kHorizonBudget : 0);
    if (proof_numbers && f.lo != f.hi) {
      decide_bounds(black_prover, white_prover, s0, n, f, result);
    } else {
      if (f.lo >= -n) result.black_forces = f.lo;
      if (f.hi <= n) result.white_forces = f.hi;
    }
    result.proven_lower.reset();
    result.proven_upper.reset();
    if (nr) {  // an end by no result counts as an end
      if (proof_numbers) {
        ExactProver black_end(shared, {Player::Black, true});
        ExactProver white_end(shared, {Player::White, true});
        result.white_avoids_end = !black_end.prove(s0, -n).proven;
        result.black_avoids_end = !white_end.prove(s0, -n).proven;
      } else {
        Reachability black_end(shared, {Player::Black, true});
        Reachability white_end(shared, {Player::White, true});
        result.white_avoids_end = !black_end.forces(s0, -n);
        result.black_avoids_end = !white_end.forces(s0, -n);
      }
    } else {
      result.white_avoids_end = !result.black_forces;
      result.black_avoids_end = !result.white_forces;
    }
    const MoveOf b = f.black_by_proofs ? move_of(black_prover) : move_of(black);
    const MoveOf w = f.white_by_proofs ? move_of(white_prover) : move_of(white);
    if (const auto v = result.value()) {
      bool repeats = false;
      result.pv = exact_line(shared, s0, b, w, *v, repeats);
      if (repeats) result.pv.clear();
    }
    // (endless[lo,hi]: each side's forcing bound is replayed as a value's.)
    if (limits.check_states > 0 && result.black_forces && result.white_forces)
      check_bounds(shared, start, s0, b, w, *result.black_forces, *result.white_forces, limits,
                   result);
  } catch (const run::Stopped& stop) {
    // (Each side's forcing is set once it is decided: Black's first.)
    const std::optional<int> black_by = result.black_forces, white_by = result.white_forces;
    mark_stopped(result, stop.by);
    if (black_by) {
      result.proven_lower = black_by;
      result.black_decided = true;
    }
    if (white_by) result.proven_upper = white_by;
  }
  result.nodes = shared.nodes();
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return result;
}

}  // namespace kospec::solve
