#include "tools/solve/retrograde.h"

#include <chrono>
#include <deque>
#include <limits>
#include <set>

#include "rules/area_score.h"
#include "tools/explore/termination.h"

namespace kospec::solve {

namespace {

constexpr std::uint32_t kOut = std::numeric_limits<std::uint32_t>::max();

/// The graph as the analysis reads it: legal moves in compressed rows both ways, terminal scores.
struct Arena {
  const explore::ExactGraph* graph;
  std::vector<std::uint32_t> out_first, out_edge;  ///< legal edges by state
  std::vector<std::uint32_t> in_first, in_state;   ///< predecessor states, one per legal edge
  std::vector<std::optional<int>> score;           ///< the area score of a scored terminal
  std::vector<bool> terminal;                      ///< scored or no-result terminal
  std::size_t size() const { return terminal.size(); }
};

Arena arena_of(const explore::ExactGraph& g) {
  const std::size_t n = g.size();
  Arena a{&g,
          {},
          {},
          std::vector<std::uint32_t>(n + 1, 0),
          {},
          std::vector<std::optional<int>>(n),
          std::vector<bool>(n, false)};
  for (std::size_t s = 0; s < n; ++s) {
    a.out_first.push_back(static_cast<std::uint32_t>(a.out_edge.size()));
    const auto [b, e] = g.edge_range(s);
    for (std::size_t i = b; i < e; ++i) {
      if (g.edges[i].to == explore::ExactEdge::kNone) continue;
      a.out_edge.push_back(static_cast<std::uint32_t>(i));
      ++a.in_first[g.edges[i].to + 1];
    }
  }
  a.out_first.push_back(static_cast<std::uint32_t>(a.out_edge.size()));
  for (std::size_t s = 0; s < n; ++s) a.in_first[s + 1] += a.in_first[s];
  a.in_state.resize(a.out_edge.size());
  std::vector<std::uint32_t> fill(a.in_first.begin(), a.in_first.end() - 1);
  for (std::size_t s = 0; s < n; ++s) {
    for (std::uint32_t i = a.out_first[s]; i < a.out_first[s + 1]; ++i)
      a.in_state[fill[g.edges[a.out_edge[i]].to]++] = static_cast<std::uint32_t>(s);
  }
  const Graph& board = g.rules->graph();
  for (std::size_t s = 0; s < n; ++s) {
    const engine::State& st = g.states[s];
    if (!st.over()) continue;
    a.terminal[s] = true;
    if (st.flags & engine::State::kEnded) {
      a.score[s] =
          area_score(board, engine::configuration_of(st.board, static_cast<int>(board.size())))
              .margin();
    }
  }
  return a;
}

/// The attractor of `target` for `player`: the states from which that player can force the game
/// into a target state in finitely many plies. rank[s] is the order in which s joined (kOut if it
/// did not); the player's strategy moves to a successor of smaller rank, and at the opponent's
/// states every successor has a smaller rank, so the rank falls along every play.
std::vector<std::uint32_t> attractor(const Arena& a, Player player,
                                     const std::vector<bool>& target) {
  const std::size_t n = a.size();
  std::vector<std::uint32_t> rank(n, kOut);
  std::vector<std::uint32_t> missing(n);
  std::deque<std::uint32_t> queue;
  std::uint32_t next = 0;
  for (std::size_t s = 0; s < n; ++s) {
    missing[s] = a.out_first[s + 1] - a.out_first[s];
    if (target[s]) {
      rank[s] = next++;
      queue.push_back(static_cast<std::uint32_t>(s));
    }
  }
  while (!queue.empty()) {
    const std::uint32_t s = queue.front();
    queue.pop_front();
    for (std::uint32_t i = a.in_first[s]; i < a.in_first[s + 1]; ++i) {
      const std::uint32_t p = a.in_state[i];
      if (rank[p] != kOut || a.terminal[p]) continue;
      if (a.graph->states[p].to_move == player || --missing[p] == 0) {
        rank[p] = next++;
        queue.push_back(p);
      }
    }
  }
  return rank;
}

std::vector<bool> scored_target(const Arena& a, auto keep) {
  std::vector<bool> t(a.size(), false);
  for (std::size_t s = 0; s < t.size(); ++s) t[s] = a.score[s] && keep(*a.score[s]);
  return t;
}

/// Optimal play when the value v is exact: each side follows its own attractor for v.
std::vector<Move> exact_line(const Arena& a, const std::vector<std::uint32_t>& black_rank,
                             const std::vector<std::uint32_t>& white_rank) {
  const explore::ExactGraph& g = *a.graph;
  std::vector<Move> line;
  std::uint32_t s = 0;
  while (!a.terminal[s]) {
    const auto& rank = g.states[s].to_move == Player::Black ? black_rank : white_rank;
    std::uint32_t best = kOut;
    for (std::uint32_t i = a.out_first[s]; i < a.out_first[s + 1]; ++i) {
      const std::uint32_t e = a.out_edge[i];
      const std::uint32_t t = g.edges[e].to;
      if (rank[t] < rank[s] && (best == kOut || rank[t] < rank[g.edges[best].to])) best = e;
    }
    if (best == kOut) break;  // cannot happen in an attractor; stop rather than loop
    line.push_back(g.move(best));
    s = g.edges[best].to;
  }
  return line;
}

/// A witness line when the value is not exact: a side that can keep the game from ending with a
/// score stays out of the opponent's attractor; the other side plays its first legal move. Stops
/// at a terminal or at the first state seen before on the line.
std::vector<Move> witness_line(const Arena& a, const std::vector<std::uint32_t>& black_all,
                               const std::vector<std::uint32_t>& white_all, bool& repeats) {
  const explore::ExactGraph& g = *a.graph;
  std::vector<Move> line;
  std::set<std::uint32_t> seen;
  std::uint32_t s = 0;
  while (!a.terminal[s] && seen.insert(s).second) {
    const auto& avoid = g.states[s].to_move == Player::Black ? white_all : black_all;
    if (a.out_first[s] == a.out_first[s + 1]) break;
    std::uint32_t pick = a.out_edge[a.out_first[s]];
    for (std::uint32_t i = a.out_first[s]; i < a.out_first[s + 1]; ++i) {
      if (avoid[g.edges[a.out_edge[i]].to] == kOut) {
        pick = a.out_edge[i];
        break;
      }
    }
    line.push_back(g.move(pick));
    s = g.edges[pick].to;
  }
  repeats = !a.terminal[s];
  return line;
}

}  // namespace

SolveResult analyse_graph(const explore::ExactGraph& g) {
  SolveResult r;
  r.method = SolveMethod::Retrograde;
  r.nodes = g.size();
  const Arena a = arena_of(g);
  const int points = g.rules->geometry().points();
  // black_forces: the largest t with the start in Black's attractor of the scores >= t (the set
  // shrinks as t grows: bisection); white_forces: the smallest t with the start in White's
  // attractor of the scores <= t.
  auto black_at = [&](int t) {
    return attractor(a, Player::Black, scored_target(a, [t](int v) { return v >= t; }));
  };
  auto white_at = [&](int t) {
    return attractor(a, Player::White, scored_target(a, [t](int v) { return v <= t; }));
  };
  std::vector<std::uint32_t> black_rank, white_rank;
  if (auto rank = black_at(-points); rank[0] != kOut) {
    int lo = -points, hi = points;  // lo reachable; find the largest reachable
    black_rank = std::move(rank);
    while (lo < hi) {
      const int mid = lo + (hi - lo + 1) / 2;
      auto m = black_at(mid);
      if (m[0] != kOut) {
        lo = mid;
        black_rank = std::move(m);
      } else {
        hi = mid - 1;
      }
    }
    r.black_forces = lo;
  }
  if (auto rank = white_at(points); rank[0] != kOut) {
    int lo = -points, hi = points;  // hi reachable; find the smallest reachable
    white_rank = std::move(rank);
    while (lo < hi) {
      const int mid = lo + (hi - lo) / 2;
      auto m = white_at(mid);
      if (m[0] != kOut) {
        hi = mid;
        white_rank = std::move(m);
      } else {
        lo = mid + 1;
      }
    }
    r.white_forces = hi;
  }
  r.black_avoids_end = attractor(a, Player::White, a.terminal)[0] == kOut;
  r.white_avoids_end = attractor(a, Player::Black, a.terminal)[0] == kOut;
  if (r.value()) {
    r.pv = exact_line(a, black_rank, white_rank);
  } else {
    const auto every_score = scored_target(a, [](int) { return true; });
    r.pv = witness_line(a, attractor(a, Player::Black, every_score),
                        attractor(a, Player::White, every_score), r.pv_repeats);
  }
  return r;
}

SolveResult solve_by_retrograde(const Game& start, const SolveLimits& limits) {
  const auto t0 = std::chrono::steady_clock::now();
  const Graph& board = start.record().graph();
  explore::ExactLimits explore;
  explore.max_states = limits.max_nodes;
  explore.max_bytes = limits.max_bytes;
  explore.control = limits.control;
  const explore::ExactGraph graph =
      explore::explore_exact(start, PointSet::of(board.points()), explore);
  SolveResult r;
  if (!graph.complete) {
    r.method = SolveMethod::Retrograde;
    r.stopped = true;
    r.stopped_by =
        graph.stopped_by == "--max-states " + std::to_string(limits.max_nodes)
            ? "--max-nodes " + std::to_string(limits.max_nodes) + " (states of the graph)"
            : graph.stopped_by;
    r.nodes = graph.size();
  } else {
    r = analyse_graph(graph);
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

}  // namespace kospec::solve
