#include "tools/solve/dfpn_solve.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "tools/run/stopped.h"
#include "tools/solve/dfpn.h"
#include "tools/solve/move_code.h"
#include "tools/solve/native_search.h"
#include "tools/solve/native_state.h"
#include "tools/solve/strategy_check.h"

namespace kospec::solve {

namespace {

/// How deep the shallow search that gives the first threshold looks.
constexpr int kGuessDepth = 4;

/// The prover's forced value at the state now, known to lie in [lower, upper] (tightened as
/// searches prove bounds): threshold searches from `guess`, each at one above the lower bound
/// proven or at the upper.
int forced_value(DfpnSearch& search, int& lower, int& upper, int guess) {
  int t = guess;
  while (lower < upper) {
    t = std::clamp(t, lower + 1, upper);
    search.set_probe(lower, upper, t);
    const DfpnBounds r = search.prove(t);
    lower = std::max(lower, r.lower);
    upper = std::min(upper, r.upper);
    t = r.lower >= t ? lower + 1 : upper;
  }
  return lower;
}

/// A shallow search's guess at Black's score (NativeSearch::guess), from the state now.
int black_guess(NativeSuperkoState& state, const SolveLimits& limits) {
  SolveLimits small = limits;
  small.table_bytes = std::size_t{1} << 16;
  NativeSearch guesser(state, small);
  const int g = guesser.guess(kGuessDepth);
  return state.to_move() == Player::Black ? g : -g;
}

/// Keeps the native state at the end of a line of moves from the start, taking back only what
/// differs from the line before.
class LineReplay {
 public:
  explicit LineReplay(NativeSuperkoState& state) : state_(state), base_(state.depth()) {}
  ~LineReplay() {
    while (state_.depth() > base_) state_.undo();
  }
  LineReplay(const LineReplay&) = delete;
  LineReplay& operator=(const LineReplay&) = delete;

  /// Plays `line` from the start; false when a move is not a legal native move.
  bool reach(const std::vector<Move>& line) {
    std::size_t common = 0;
    while (common < now_.size() && common < line.size() && now_[common] == line[common]) ++common;
    while (now_.size() > common) {
      state_.undo();
      now_.pop_back();
    }
    for (std::size_t i = common; i < line.size(); ++i) {
      if (!play(line[i])) return false;
      now_.push_back(line[i]);
    }
    return true;
  }

 private:
  bool play(const Move& m) {
    if (state_.over()) return false;
    if (m.is_pass()) {
      state_.pass();
      return true;
    }
    std::array<NativePlay, 32> plays;
    const int n = state_.legal_plays(plays);
    for (int i = 0; i < n; ++i) {
      if (plays[static_cast<std::size_t>(i)].point == static_cast<int>(m.point->index())) {
        state_.play(plays[static_cast<std::size_t>(i)]);
        return true;
      }
    }
    return false;
  }

  NativeSuperkoState& state_;
  std::size_t base_;
  std::vector<Move> now_;
};

/// The move of code `code` (a point or kPassCode) by `p`.
Move move_of(Player p, int code) {
  return code == kPassCode ? Move::pass(p) : Move::play(p, Point(static_cast<std::uint32_t>(code)));
}

/// A side's forcing strategy from the searches: the prover's move that keeps its forced value at
/// least t, or the other side's that keeps it below t.
struct SideStrategy {
  DfpnSearch* search;
  int t;
};

/// The two searches' strategies for an exact value v (Black's score): Black keeps Black's value
/// at least v, White keeps it at most v.
struct Strategies {
  SideStrategy black;
  SideStrategy white;
  const SideStrategy& of(Player p) const { return p == Player::Black ? black : white; }
};

/// What a failed strategy check found, in words.
std::string failure(Player side, const StrategyCheck& c) {
  std::string line;
  for (const Move& m : c.line)
    line += (line.empty() ? "" : " ") + std::string(m.player == Player::Black ? "B" : "W") +
            (m.point ? std::to_string(m.point->index()) : "pass");
  return "the proof-number search's strategy for " +
         std::string(side == Player::Black ? "Black" : "White") +
         " fails on the rules layer: " + c.why + " after " + line;
}

/// Optimal play to the end: each side's strategy move, from the start.
std::vector<Move> principal_variation(NativeSuperkoState& state, const Strategies& s) {
  std::vector<Move> line;
  LineReplay replay(state);
  while (!state.over()) {
    const Player p = state.to_move();
    const int code = s.of(p).search->proven_move(s.of(p).t);
    if (code == kNoMove) break;  // cannot happen when the value is exact
    line.push_back(move_of(p, code));
    if (!replay.reach(line)) {
      line.pop_back();
      break;
    }
  }
  return line;
}

/// Replays both strategies on the rules layer into `result` (checked_states and settled_states, or
/// unchecked_by when the state limit, what the searches' `search_bytes` leave of the memory
/// budget, or a stop request ends the replay); throws std::logic_error when one fails. A side whose
/// bound is the board's extreme needs no strategy where every game ends with a score (no no
/// result): every score is within [-N, N].
void check_value(const Game& start, NativeSuperkoState& state, const Strategies& s, int v,
                 const SolveLimits& limits, std::size_t search_bytes, SolveResult& result) {
  const int n = state.board().points();
  const bool scored = state.kind() != SuperkoKind::Japanese;
  for (const Player side : {Player::Black, Player::White}) {
    if (scored && v == (side == Player::Black ? -n : n)) continue;
    LineReplay replay(state);
    const Strategy strategy = [&](const std::vector<Move>& line) -> std::optional<Move> {
      if (limits.control.stop_requested()) throw run::Stopped{"a stop request"};
      if (!replay.reach(line)) return std::nullopt;
      const int code = s.of(side).search->proven_move(s.of(side).t);
      if (code == kNoMove) return std::nullopt;
      return move_of(state.to_move(), code);
    };
    // (A state the search's own static bounds settle for the side is not played on: the bound's
    // theorem, tools/solve/README.md "Static bounds", forces the rest.)
    const Settled settled = [&](const std::vector<Move>& line) {
      if (!replay.reach(line) || state.over()) return false;
      const SideStrategy& st = s.of(side);
      const DfpnBounds b = st.search->static_bounds();
      return st.search->prover() == side ? b.lower >= st.t : b.upper < st.t;
    };
    StrategyCheck c;
    StrategyTree tree;
    try {
      c = check_strategy(start, side, side == Player::Black ? v : -v, strategy, limits.check_states,
                         limits.control, bytes_left(limits.max_bytes, search_bytes),
                         limits.static_bounds ? settled : Settled{},
                         limits.strategies != nullptr ? &tree : nullptr);
    } catch (const run::Stopped& stop) {
      result.unchecked_by = stop.by;
    }
    if (c.stopped) result.unchecked_by = c.stopped_by;
    if (!result.unchecked_by.empty()) {
      result.checked_states = 0;
      result.settled_states = 0;
      return;
    }
    if (!c.holds) throw std::logic_error(failure(side, c));
    if (limits.strategies != nullptr) limits.strategies->push_back(std::move(tree));
    result.checked_states += c.states;
    result.settled_states += c.settled;
  }
}

}  // namespace

SolveResult solve_by_proof_number(const Game& start, const SolveLimits& limits) {
  const auto t0 = std::chrono::steady_clock::now();
  NativeSuperkoState state(start, limits.symmetry, false);
  SolveResult result;
  result.method = SolveMethod::ProofNumber;
  const bool japanese = state.kind() == SuperkoKind::Japanese;
  const SelfCapture sc = start.ruleset().self_capture;
  DfpnSearch black(state, sc, limits, Player::Black);
  std::unique_ptr<DfpnSearch> white;
  if (japanese) white = std::make_unique<DfpnSearch>(state, sc, limits, Player::White);
  DfpnBounds s = black.static_bounds();
  int lower = s.lower, upper = s.upper;            // Black's forced value, as proven
  int white_lower = -upper, white_upper = -lower;  // Japanese: White's, as proven
  try {
    if (state.over()) {
      if (!state.no_result()) result.black_forces = result.white_forces = state.area_margin();
    } else {
      const int guess = black_guess(state, limits);
      const int v = forced_value(black, lower, upper, guess);
      if (japanese) {
        result.every_game_ends = true;
        record_forcing(result, v, black.no_score());
        s = white->static_bounds();
        white_lower = s.lower, white_upper = s.upper;
        record_forcing(result, -forced_value(*white, white_lower, white_upper, -guess),
                       -white->no_score());
      } else {
        result.black_forces = result.white_forces = v;
      }
    }
    if (const auto v = result.value(); v && !state.over()) {
      const Strategies strategies{SideStrategy{&black, *v}, japanese
                                                                ? SideStrategy{white.get(), -*v}
                                                                : SideStrategy{&black, *v + 1}};
      result.pv = principal_variation(state, strategies);
      if (limits.check_states > 0) {
        check_value(start, state, strategies, *v, limits,
                    black.table_bytes() + (white ? white->table_bytes() : 0), result);
      }
    }
  } catch (const run::Stopped& stop) {
    mark_stopped(result, stop.by);
    // Japanese: a value, where there is one, is what each side forces (a no result, below every
    // score, bounds nothing).
    const int n = state.board().points();
    result.proven_lower = std::max({lower, -white_upper, -n});
    result.proven_upper = std::min(upper, -white_lower);
  }
  result.nodes = black.counts().nodes + (white ? white->counts().nodes : 0);
  result.table_bytes = black.table_bytes() + (white ? white->table_bytes() : 0);
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return result;
}

}  // namespace kospec::solve
