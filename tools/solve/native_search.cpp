#include "tools/solve/native_search.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <string>

#include "tools/run/stopped.h"
#include "tools/solve/settled.h"

namespace kospec::solve {

namespace {

int table_log2(std::size_t bytes) {
  int log2 = 10;
  while ((std::size_t{24} << (log2 + 1)) <= bytes && log2 < 34) ++log2;
  return log2;
}

/// The settled areas' bounds for the player to move.
AreaBounds mover_bounds(const NativeSuperkoState& state) {
  const AreaBounds b = settled_bounds(state.board(), state.position());
  return state.to_move() == Player::Black ? b : AreaBounds{-b.upper, -b.lower};
}

}  // namespace

NativeSearch::NativeSearch(NativeSuperkoState& state, const SolveLimits& limits,
                           int no_result_for_black)
    : state_(state),
      limits_(limits),
      footprints_(limits.footprints && state.history_bits().enabled()),
      table_(footprints_ ? 1 : table_log2(limits.table_bytes)),
      footprint_table_(footprints_ ? limits.table_bytes : 0,
                       footprints_ ? state.history_bits().words() : 0, state.board().points()),
      words_(footprints_ ? static_cast<std::size_t>(state.history_bits().words()) : 0),
      points_(state.board().points()),
      pass_bound_(state.kind() != SuperkoKind::Spight),
      no_result_(no_result_for_black),
      progress_(limits.control) {
  for (int p = 0; p < points_; ++p)
    degree_[static_cast<std::size_t>(p)] =
        std::popcount(state.board().expand(std::uint32_t{1} << p) & ~(std::uint32_t{1} << p));
}

int NativeSearch::final_value() const {
  if (!state_.no_result()) return state_.mover_margin();
  return state_.to_move() == Player::Black ? no_result_ : -no_result_;
}

AreaBounds NativeSearch::bounds() const {
  if (!limits_.static_bounds) return AreaBounds{-points_ - 1, points_ + 1};
  AreaBounds b = mover_bounds(state_);
  if (no_result_ == 0) return b;
  // The side a no result hurts may be held below the settled areas' bound by one.
  const bool hurts_mover = (state_.to_move() == Player::Black) == (no_result_ < 0);
  if (hurts_mover) {
    b.lower = -points_ - 1;
  } else {
    b.upper = points_ + 1;
  }
  return b;
}

int NativeSearch::order(std::array<Child, 33>& children, int n, int hint, bool pass_first) const {
  const auto& history = history_[state_.to_move() == Player::Black ? 0 : 1];
  for (int i = 0; i < n; ++i) {
    Child& c = children[static_cast<std::size_t>(i)];
    const int p = c.play.point;
    if (p == hint) {
      c.score = 1 << 30;
    } else if (p == kPassCode) {
      c.score = pass_first ? (1 << 29) : -1;
    } else {
      const auto h = history[static_cast<std::size_t>(p)];
      c.score = (c.play.capture ? 1 << 28 : 0) +
                static_cast<int>(std::min<std::uint32_t>(h, (1u << 27) - 1)) * 8 +
                degree_[static_cast<std::size_t>(p)];
    }
  }
  std::stable_sort(children.begin(), children.begin() + n,
                   [](const Child& x, const Child& y) { return x.score > y.score; });
  return n;
}

std::uint64_t* NativeSearch::footprint(std::size_t depth) {
  if (stack_.size() < (depth + 2) * words_) stack_.resize((depth + 2) * words_ * 2, 0);
  return stack_.data() + depth * words_;
}

void NativeSearch::merge_child(std::size_t depth, bool pass) {
  // After a Spight pass the child's tests of the configurations since the last pass read the
  // epoch the pass opened, which lies on the line below this node: not this node's history.
  std::uint64_t* mine = footprint(depth);
  const std::uint64_t* child = mine + words_;
  const bool drop_epoch = pass && state_.has_epochs();
  const std::vector<std::uint64_t>& epoch = state_.epoch_entries();
  for (std::size_t w = 0; w < words_; ++w) mine[w] |= drop_epoch ? child[w] & ~epoch[w] : child[w];
}

void NativeSearch::map_footprint(const std::uint64_t* from, int t, std::uint64_t* into) const {
  const HistoryBits& bits = state_.history_bits();
  for (std::size_t w = 0; w < words_; ++w) {
    for (std::uint64_t word = from[w]; word != 0; word &= word - 1) {
      const std::uint32_t j = bits.map(t, static_cast<std::uint32_t>(64 * w) +
                                              static_cast<std::uint32_t>(std::countr_zero(word)));
      into[j >> 6] |= std::uint64_t{1} << (j & 63);
    }
  }
}

void NativeSearch::probe(int& lower, int& upper, int& hint, std::uint64_t* used) {
  const BoardSymmetry& symmetry = state_.symmetry();
  if (footprints_) {
    // The entry lives in the key's image: the history is read in it, and the footprint and move
    // it gives are mapped back.
    const StateKey k = state_.position_key();
    const std::uint64_t* history = state_.history_bits().image(k.symmetry);
    std::uint64_t* into = used;
    if (k.symmetry != 0) {
      scratch_.assign(words_, 0);
      into = scratch_.data();
    }
    const FootprintHit hit = footprint_table_.find(k.a, k.b, history, into);
    if (k.symmetry != 0) map_footprint(scratch_.data(), symmetry.inverse(k.symmetry), used);
    if (!hit.found) return;
    lower = std::max(lower, hit.lower);
    upper = std::min(upper, hit.upper);
    hint = hit.best < 0 ? hit.best : symmetry.point(symmetry.inverse(k.symmetry), hit.best);
    return;
  }
  const StateKey k = state_.key();
  const TableBounds* t = table_.find(k.a, k.b);
  if (t == nullptr) return;
  lower = std::max<int>(lower, t->lower);
  upper = std::min<int>(upper, t->upper);
  hint = t->best < 0 ? t->best : symmetry.point(symmetry.inverse(k.symmetry), t->best);
}

void NativeSearch::store(int lower, int upper, int best, int work, const std::uint64_t* used) {
  if (footprints_) {
    const StateKey k = state_.position_key();
    const std::uint64_t* footprint = used;
    if (k.symmetry != 0) {
      scratch_.assign(words_, 0);
      map_footprint(used, k.symmetry, scratch_.data());
      footprint = scratch_.data();
    }
    footprint_table_.store(k.a, k.b, lower, upper,
                           best < 0 ? best : state_.symmetry().point(k.symmetry, best), work,
                           footprint, state_.history_bits().image(k.symmetry));
    return;
  }
  const StateKey k = state_.key();
  table_.store(k.a, k.b, lower, upper, best < 0 ? best : state_.symmetry().point(k.symmetry, best),
               work);
}

AreaBounds NativeSearch::search(int alpha, int beta, int depth) {
  const std::size_t d = depth_;
  counts_.deepest = std::max(counts_.deepest, d);
  std::fill_n(footprint(d), words_, 0);
  if (state_.over()) return AreaBounds{final_value(), final_value()};
  tick();
  const std::uint64_t nodes0 = counts_.nodes;
  // What is proven of this state: `lower` and `upper` only ever tighten.
  const AreaBounds settled = bounds();
  int lower = settled.lower;
  int upper = settled.upper;
  const auto decided = [&] { return lower >= beta || upper <= alpha || lower == upper; };
  if (decided()) {
    ++counts_.settled_cuts;
    return AreaBounds{lower, upper};
  }
  int hint = kNoMove;
  probe(lower, upper, hint, footprint(d));
  if (decided()) {
    ++counts_.table_cuts;
    return AreaBounds{lower, upper};
  }
  if (depth <= 0) return AreaBounds{lower, upper};  // the horizon: nothing more is proven here
  alpha = std::max(alpha, lower);
  beta = std::min(beta, upper);
  // best: the most the children prove the mover can force; most: the most any child allows.
  int best = -points_ - 1;
  int most = -points_ - 1;
  int best_move = kNoMove;
  const auto finish = [&] {
    lower = std::max(lower, best);
    if (best < beta) upper = std::min(upper, most);  // every child was searched
    store(lower, upper, best_move, static_cast<int>(std::bit_width(counts_.nodes - nodes0)),
          footprint(d));
    return AreaBounds{lower, upper};
  };
  // A pass that ends the game (after the opponent's pass; Spight: a repeated pass) scores the
  // position as it stands: free to know.
  const bool pass_ends = state_.pass_ends();
  // (Spight and RPE read whether this configuration was passed in before; Japanese not after a
  // pass, which two consecutive passes end.)
  if (footprints_ && state_.has_epochs() &&
      (state_.kind() == SuperkoKind::Spight || state_.passes() == 0)) {
    const std::uint32_t i = state_.pass_entry();
    footprint(d)[i >> 6] |= std::uint64_t{1} << (i & 63);
  }
  if (pass_ends) {
    best = most = state_.mover_margin();
    best_move = kPassCode;
    if (best >= beta) return finish();
    alpha = std::max(alpha, best);
  }
  std::array<NativePlay, 32> plays;
  std::array<Child, 33> children;
  int n = state_.legal_plays(plays, footprints_ ? footprint(d) : nullptr);
  for (int i = 0; i < n; ++i)
    children[static_cast<std::size_t>(i)] = Child{plays[static_cast<std::size_t>(i)], 0};
  bool pass_first = false;
  if (!pass_ends) {
    // A pass the opponent can answer by ending the game is worth at most the margin now.
    const int pass_upper = pass_bound_ ? state_.mover_margin() : points_;
    if (pass_upper > alpha) {
      children[static_cast<std::size_t>(n++)] = Child{NativePlay{kPassCode, {}, 0, false}, 0};
      pass_first = pass_upper >= beta;
    } else {
      most = std::max(most, pass_upper);
    }
  }
  const auto enter = [this](const Child& c) {
    if (c.play.point == kPassCode) {
      state_.pass();
    } else {
      state_.play(c.play);
    }
  };
  // Enhanced transposition cut-offs: a child whose stored upper bound refutes the window.
  for (int i = 0; i < n; ++i) {
    const Child& c = children[static_cast<std::size_t>(i)];
    enter(c);
    if (!state_.over()) {
      int child_lower = -points_ - 1;
      int child_upper = points_ + 1;
      int ignored = kNoMove;
      std::uint64_t* used = footprint(d + 1);
      std::fill_n(used, words_, 0);
      probe(child_lower, child_upper, ignored, used);
      if (-child_upper >= beta) {
        state_.undo();
        merge_child(d, c.play.point == kPassCode);
        ++counts_.etc_cuts;
        best = -child_upper;
        best_move = c.play.point;
        return finish();
      }
    }
    state_.undo();
  }
  n = order(children, n, hint, pass_first);
  const int colour = state_.to_move() == Player::Black ? 0 : 1;
  for (int i = 0; i < n; ++i) {
    const Child& c = children[static_cast<std::size_t>(i)];
    enter(c);
    AreaBounds child;
    {
      // Back to this depth whether the child returns or a stop unwinds it.
      struct Deeper {
        std::size_t& depth;
        explicit Deeper(std::size_t& d) : depth(++d) {}
        ~Deeper() { --depth; }
      } deeper(depth_);
      child = search(-beta, -alpha, depth - 1);
    }
    state_.undo();
    merge_child(d, c.play.point == kPassCode);
    most = std::max(most, -child.lower);
    if (-child.upper > best) {
      best = -child.upper;
      best_move = c.play.point;
    }
    if (best > alpha) alpha = best;
    if (alpha >= beta) {
      if (c.play.point >= 0)
        ++history_[static_cast<std::size_t>(colour)][static_cast<std::size_t>(c.play.point)];
      break;
    }
  }
  return finish();
}

int NativeSearch::heuristic(int depth, int alpha, int beta) {
  if (state_.over()) return final_value();
  tick();
  const AreaBounds settled = bounds();
  if (depth == 0 || settled.lower == settled.upper)
    return std::clamp(state_.mover_margin(), settled.lower, settled.upper);
  int best = -points_ - 1;
  if (state_.pass_ends()) {
    best = state_.mover_margin();
    alpha = std::max(alpha, best);
  }
  std::array<NativePlay, 32> plays;
  const int n = state_.legal_plays(plays);
  std::stable_sort(plays.begin(), plays.begin() + n,
                   [this](const NativePlay& x, const NativePlay& y) {
                     return degree_[static_cast<std::size_t>(x.point)] >
                            degree_[static_cast<std::size_t>(y.point)];
                   });
  for (int i = 0; i <= n && alpha < beta; ++i) {
    if (i < n) {
      state_.play(plays[static_cast<std::size_t>(i)]);
    } else {
      if (state_.pass_ends()) break;
      state_.pass();
    }
    const int v = -heuristic(depth - 1, -beta, -alpha);
    state_.undo();
    best = std::max(best, v);
    alpha = std::max(alpha, v);
  }
  return best;
}

int NativeSearch::guess(int depth) {
  int g = 0;
  for (int d = 1; d <= depth; ++d) g = heuristic(d, -points_ - 1, points_ + 1);
  return g;
}

void NativeSearch::tick() {
  stack_guard_.check(depth_);
  if (++counts_.nodes > limits_.max_nodes)
    throw run::Stopped{"--max-nodes " + std::to_string(limits_.max_nodes)};
  if ((counts_.nodes & 0xffff) != 0) return;
  if (limits_.control.stop_requested()) throw run::Stopped{"a stop request (Ctrl-C)"};
  if (!progress_.due()) return;
  const double s = progress_.seconds();
  char line[240];
  const std::string horizon =
      horizon_ >= (1 << 29) ? "with no horizon" : "to " + std::to_string(horizon_) + " plies";
  std::snprintf(line, sizeof line,
                "solve: %llu nodes in %.1f s (%.2f M nodes/s), value in [%+d, %+d], probing %+d "
                "%s, %zu plies deep (deepest %zu)",
                static_cast<unsigned long long>(counts_.nodes), s,
                static_cast<double>(counts_.nodes) / s / 1e6, lower_, upper_, gamma_,
                horizon.c_str(), depth_, counts_.deepest);
  progress_.report(line);
}

}  // namespace kospec::solve
