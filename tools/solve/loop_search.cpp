#include "tools/solve/loop_search.h"

#include <algorithm>
#include <chrono>
#include <limits>
#include <stdexcept>
#include <string>
#include <unordered_map>

#include "engine/rules.h"
#include "rules/area_score.h"
#include "tools/run/number_text.h"
#include "tools/run/stack_guard.h"
#include "tools/run/stopped.h"
#include "tools/solve/move_code.h"
#include "tools/solve/strategy_check.h"

namespace kospec::solve {

namespace {

using engine::ExactRules;
using engine::State;
using engine::StateHash;

/// The line depth of a loss that depends on no state of the line.
constexpr int kFree = std::numeric_limits<int>::max();
/// Bytes a table entry or a line entry costs, with the hash table's own (a node and a bucket).
constexpr std::size_t kEntryBytes = sizeof(State) + 16 + 32;

/// What a side forces: an end of play with a score worth at least t to it (Black: the score;
/// White: minus the score), or, when `no_result_reaches`, an end by no result whatever t.
struct Goal {
  Player forcer = Player::Black;
  bool no_result_reaches = false;
};

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

/// A legal move of a state and the state it leads to.
struct Child {
  int code = kPassCode;  ///< the point played, or kPassCode
  State next;            ///< the state after it (over() when it ends the game)
};

/// What every search of one solve shares: the rules and their history stores, the limits, the
/// node count, the progress clock and the scores of the ends met.
class Shared {
 public:
  Shared(const Game& start, const SolveLimits& limits)
      : rules_(start), limits_(limits), clock_(limits.control) {}

  ExactRules& rules() { return rules_; }
  std::uint64_t nodes() const { return nodes_; }
  double seconds() const { return clock_.seconds(); }

  /// Counts a node; throws run::Stopped at a limit or a stop request, and reports progress.
  void visit(std::size_t table_entries, const std::string& probe, int depth) {
    deepest_ = std::max(deepest_, depth);
    stack_guard_.check(static_cast<std::size_t>(depth));
    ++nodes_;
    if (nodes_ > limits_.max_nodes)
      throw run::Stopped{"--max-nodes " + std::to_string(limits_.max_nodes)};
    if ((nodes_ & 0xFFF) != 0) return;
    if (limits_.control.stop_requested()) throw run::Stopped{"a stop request (Ctrl-C)"};
    const std::size_t bytes = table_entries * kEntryBytes + rules_.history_bytes();
    if (bytes > limits_.max_bytes)
      throw run::Stopped{"--max-memory " + std::to_string(limits_.max_bytes >> 20) + " MiB"};
    if (clock_.due()) {
      clock_.report("solve: " + run::grouped(nodes_) + " nodes in " +
                    run::seconds_text(clock_.seconds()) + ", " + probe + ", " +
                    run::grouped(bytes >> 20) + " MiB, " + std::to_string(depth) +
                    " plies deep (deepest " + std::to_string(deepest_) + "), " +
                    run::grouped(table_entries) + " entries");
    }
  }

  /// The legal moves of a non-terminal state: captures first, then the other board plays, then
  /// the pass.
  std::vector<Child> children(const State& s) {
    std::vector<Child> out, quiet;
    const int n = rules_.geometry().points();
    const engine::Mask empty = rules_.geometry().all() - s.board.occupied();
    for (int p = 0; p < n; ++p) {
      if (!empty.has(p)) continue;
      const engine::Step step =
          rules_.judge(s, Move::play(s.to_move, Point(static_cast<std::uint32_t>(p))));
      if (step.outcome == Outcome::Illegal) continue;
      const bool capture = step.next.board.occupied().count() <= s.board.occupied().count();
      (capture ? out : quiet).push_back({p, step.next});
    }
    out.insert(out.end(), quiet.begin(), quiet.end());
    const engine::Step pass = rules_.judge(s, Move::pass(s.to_move));
    if (pass.outcome != Outcome::Illegal) out.push_back({kPassCode, pass.next});
    return out;
  }

  /// The area score (Black's margin) of a game ended on `board`.
  int score(const engine::Board& board) {
    auto [it, fresh] = scores_.try_emplace(board, 0);
    if (fresh) {
      const Graph& g = rules_.graph();
      it->second =
          area_score(g, engine::configuration_of(board, static_cast<int>(g.size()))).margin();
    }
    return it->second;
  }

 private:
  struct BoardHash {
    std::uint64_t operator()(const engine::Board& b) const { return engine::board_hash(b); }
  };
  ExactRules rules_;
  SolveLimits limits_;
  run::ProgressClock clock_;
  run::StackGuard stack_guard_;  // the line's recursion stops before the thread's stack runs out
  std::uint64_t nodes_ = 0;
  int deepest_ = 0;
  std::unordered_map<engine::Board, int, BoardHash> scores_;
};

/// One side's reachability game, searched depth first with a table of answers.
class Reachability {
 public:
  Reachability(Shared& shared, Goal goal) : shared_(shared), goal_(goal) {}

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
  bool reached(const State& s, int t) {
    if ((s.flags & State::kNoResult) != 0) return goal_.no_result_reaches;
    if (goal_.no_result_reaches) return true;
    const int score = shared_.score(s.board);
    return (goal_.forcer == Player::Black ? score : -score) >= t;
  }

  /// The forcer's move that proved its goal at t or above from `s` (kNoMove if none is known).
  int winning_move(const State& s, int t) const {
    const auto it = table_.find(s);
    return it != table_.end() && it->second.win >= t ? it->second.win_move : kNoMove;
  }

  /// Entries in the table and on the line.
  std::size_t entries() const { return table_.size() + line_.size(); }

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
    shared_.visit(entries(), probe_, depth);
    std::vector<Child> children = shared_.children(s);
    const bool forcer = s.to_move == goal_.forcer;
    const auto hint = table_.find(s);
    order(children, t, left, forcer, hint != table_.end() ? hint->second.win_move : kNoMove);
    if (!bounded) line_.emplace(s, depth);
    const std::size_t mark = pending_.size();
    Answer answer{!forcer, kFree};
    int move = kNoMove;
    for (const Child& c : children) {
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
  void order(std::vector<Child>& children, int t, int left, bool forcer, int hint) {
    // (class, then minus the line depth for states of the line: the deepest first)
    const auto rank = [&](const Child& c) -> std::pair<int, int> {
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
    std::vector<Child> sorted;
    sorted.reserve(children.size());
    for (const auto& [r, i] : keyed) sorted.push_back(children[static_cast<std::size_t>(i)]);
    children = std::move(sorted);
  }

  Shared& shared_;
  Goal goal_;
  std::string probe_;
  std::unordered_map<State, Entry, StateHash> table_;
  std::unordered_map<State, int, StateHash> line_;
  /// An answer without a horizon that waits on the state of the line at depth `depends`.
  struct Waiting {
    State state;
    int depends = 0;
  };
  std::vector<Waiting> pending_;
};

/// The horizons of the iterative deepening: short proofs first, each horizon half as deep again
/// as the last, then none.
std::vector<int> horizons(int points) {
  std::vector<int> out;
  for (int h = 2 * points; h < 64 * points; h += h / 2) out.push_back(h);
  out.push_back(kUnbounded);
  return out;
}

/// Black's and White's forcing by iterative deepening. Each side's bound only improves with the
/// horizon; the bounds of finite horizons are proven wins only (a forced end within h plies is a
/// forced end). When they meet, that is the value and no side's holding out need be proven; only
/// then, or with no horizon, is a bound final.
void force_bounds(Reachability& black, Reachability& white, const State& s0, int n,
                  SolveResult& result) {
  int lo = -n - 1, hi = n + 1;  // Black forces at least lo, White at most hi (beyond: nothing)
  // What a stop leaves: the bounds proven so far (a value, if there is one, lies between them).
  const auto proven = [&] {
    if (lo >= -n) result.proven_lower = lo;
    if (hi <= n) result.proven_upper = hi;
  };
  for (const int horizon : horizons(n)) {
    while (lo < std::min(hi, n) && black.forces(s0, lo + 1, horizon)) {
      ++lo;
      proven();
    }
    while (hi > std::max(lo, -n) && white.forces(s0, -(hi - 1), horizon)) {
      --hi;
      proven();
    }
    if (lo == hi) break;
  }
  result.proven_lower.reset();
  result.proven_upper.reset();
  if (lo >= -n) result.black_forces = lo;
  if (hi <= n) result.white_forces = hi;
}

/// Optimal play when the value v is exact: each side plays the move that proved its goal at v.
/// Stops at an end, at a state without a known move, or at the first repeated state.
std::vector<Move> exact_line(Shared& shared, const State& start, Reachability& black,
                             Reachability& white, int v, bool& repeats) {
  std::vector<Move> line;
  std::unordered_map<State, int, StateHash> seen;
  State s = start;
  while (!s.over() && seen.emplace(s, 0).second) {
    Reachability& side = s.to_move == Player::Black ? black : white;
    const int worth = s.to_move == Player::Black ? v : -v;
    side.forces(s, worth);
    const int code = side.winning_move(s, worth);
    if (code == kNoMove) break;
    const Move m = code == kPassCode
                       ? Move::pass(s.to_move)
                       : Move::play(s.to_move, Point(static_cast<std::uint32_t>(code)));
    s = shared.rules().judge(s, m).next;
    line.push_back(m);
  }
  repeats = !s.over();
  return line;
}

/// The forcer's strategy the search proved, for the rules layer's check: the line replayed on
/// native states, then the move that proved the goal at `worth` there.
Strategy proven_strategy(Shared& shared, const State& start, Reachability& side, int worth) {
  return [&shared, start, &side, worth](const std::vector<Move>& line) -> std::optional<Move> {
    State s = start;
    for (const Move& m : line) s = shared.rules().judge(s, m).next;
    if (side.winning_move(s, worth) == kNoMove) side.forces(s, worth);
    const int code = side.winning_move(s, worth);
    if (code == kNoMove) return std::nullopt;
    return code == kPassCode ? Move::pass(s.to_move)
                             : Move::play(s.to_move, Point(static_cast<std::uint32_t>(code)));
  };
}

/// Checks both sides' strategies for the value v on the rules layer into `result`
/// (checked_states, or unchecked_by when a limit stops the replay); throws std::logic_error when
/// one fails (the search and the rules layer disagree: a defect).
void check_value(Shared& shared, const Game& start, const State& s0, Reachability& black,
                 Reachability& white, int v, std::uint64_t max_states, SolveResult& result) {
  std::uint64_t states = 0;
  for (const Player side : {Player::Black, Player::White}) {
    const int worth = side == Player::Black ? v : -v;
    const StrategyCheck c = check_strategy(
        start, side, worth,
        proven_strategy(shared, s0, side == Player::Black ? black : white, worth), max_states);
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
    states += c.states;
  }
  result.checked_states = states;
}

}  // namespace

SolveResult solve_by_loop_search(const Game& start, const SolveLimits& limits) {
  const auto t0 = std::chrono::steady_clock::now();
  SolveResult result;
  result.method = SolveMethod::Loop;
  Shared shared(start, limits);
  const State s0 = shared.rules().start();
  const int n = shared.rules().geometry().points();
  const bool nr = start.ruleset().can_end_with_no_result();
  Reachability black(shared, {Player::Black, false});
  Reachability white(shared, {Player::White, false});
  try {
    force_bounds(black, white, s0, n, result);
    if (nr) {  // an end by no result counts as an end
      Reachability black_end(shared, {Player::Black, true});
      Reachability white_end(shared, {Player::White, true});
      result.white_avoids_end = !black_end.forces(s0, -n);
      result.black_avoids_end = !white_end.forces(s0, -n);
    } else {
      result.white_avoids_end = !result.black_forces;
      result.black_avoids_end = !result.white_forces;
    }
    if (const auto v = result.value()) {
      bool repeats = false;
      result.pv = exact_line(shared, s0, black, white, *v, repeats);
      if (repeats) result.pv.clear();
      if (limits.check_states > 0)
        check_value(shared, start, s0, black, white, *v, limits.check_states, result);
    }
  } catch (const run::Stopped& stop) {
    mark_stopped(result, stop.by);
  }
  result.nodes = shared.nodes();
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return result;
}

}  // namespace kospec::solve
