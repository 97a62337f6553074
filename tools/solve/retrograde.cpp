#include "tools/solve/retrograde.h"

#include <chrono>
#include <deque>
#include <limits>
#include <set>

#include "rules/area_score.h"

namespace kospec::solve {

namespace {

constexpr std::size_t kOut = std::numeric_limits<std::size_t>::max();

/// The graph as the analysis reads it: successors by legal edge, predecessors, terminal scores.
struct Arena {
  std::vector<std::vector<std::size_t>> out;  ///< legal edges (indexes into graph.edges) by state
  std::vector<std::vector<std::size_t>> in;   ///< predecessor states, one entry per legal edge
  std::vector<std::optional<int>> score;      ///< the area score of a scored terminal
  std::vector<bool> terminal;                 ///< scored or no-result terminal
};

Arena arena_of(const explore::StateGraph& graph, const Graph& board) {
  const std::size_t n = graph.nodes.size();
  Arena a{std::vector<std::vector<std::size_t>>(n), std::vector<std::vector<std::size_t>>(n),
          std::vector<std::optional<int>>(n), std::vector<bool>(n, false)};
  for (std::size_t e = 0; e < graph.edges.size(); ++e) {
    const explore::StateEdge& edge = graph.edges[e];
    if (!edge.to) continue;
    a.out[edge.from].push_back(e);
    a.in[*edge.to].push_back(edge.from);
  }
  for (std::size_t s = 0; s < n; ++s) {
    const auto& ending = graph.nodes[s].ending;
    if (!ending) continue;
    a.terminal[s] = true;
    if (*ending == Outcome::Ends) a.score[s] = area_score(board, graph.nodes[s].config).margin();
  }
  return a;
}

/// The attractor of `target` for `player`: the states from which that player can force the game
/// into a target state in finitely many plies. rank[s] is the order in which s joined (kOut if it
/// did not); the player's strategy moves to a successor of smaller rank, and at the opponent's
/// states every successor has a smaller rank, so the rank falls along every play.
std::vector<std::size_t> attractor(const explore::StateGraph& graph, const Arena& a, Player player,
                                   const std::vector<bool>& target) {
  const std::size_t n = graph.nodes.size();
  std::vector<std::size_t> rank(n, kOut);
  std::vector<std::size_t> missing(n);
  std::deque<std::size_t> queue;
  std::size_t next = 0;
  for (std::size_t s = 0; s < n; ++s) {
    missing[s] = a.out[s].size();
    if (target[s]) {
      rank[s] = next++;
      queue.push_back(s);
    }
  }
  while (!queue.empty()) {
    const std::size_t s = queue.front();
    queue.pop_front();
    for (std::size_t p : a.in[s]) {
      if (rank[p] != kOut || a.terminal[p]) continue;
      if (graph.nodes[p].to_move == player || --missing[p] == 0) {
        rank[p] = next++;
        queue.push_back(p);
      }
    }
  }
  return rank;
}

std::vector<bool> scored_target(const Arena& a, auto keep) {
  std::vector<bool> t(a.score.size(), false);
  for (std::size_t s = 0; s < t.size(); ++s) t[s] = a.score[s] && keep(*a.score[s]);
  return t;
}

/// Optimal play when the value v is exact: each side follows its own attractor for v.
std::vector<Move> exact_line(const explore::StateGraph& graph, const Arena& a,
                             const std::vector<std::size_t>& black_rank,
                             const std::vector<std::size_t>& white_rank) {
  std::vector<Move> line;
  std::size_t s = 0;
  while (!a.terminal[s]) {
    const auto& rank = graph.nodes[s].to_move == Player::Black ? black_rank : white_rank;
    std::size_t best = kOut;
    for (std::size_t e : a.out[s]) {
      const std::size_t t = *graph.edges[e].to;
      if (rank[t] < rank[s] && (best == kOut || rank[t] < rank[*graph.edges[best].to])) best = e;
    }
    if (best == kOut) break;  // cannot happen in an attractor; stop rather than loop
    line.push_back(graph.edges[best].move);
    s = *graph.edges[best].to;
  }
  return line;
}

/// A witness line when the value is not exact: a side that can keep the game from ending with a
/// score stays out of the opponent's attractor; the other side plays its first legal move. Stops
/// at a terminal or at the first state seen before on the line.
std::vector<Move> witness_line(const explore::StateGraph& graph, const Arena& a,
                               const std::vector<std::size_t>& black_all,
                               const std::vector<std::size_t>& white_all, bool& repeats) {
  std::vector<Move> line;
  std::set<std::size_t> seen;
  std::size_t s = 0;
  while (!a.terminal[s] && seen.insert(s).second) {
    const Player p = graph.nodes[s].to_move;
    // The opponent's attractor to every scored end: the mover avoids it when it can.
    const auto& avoid = p == Player::Black ? white_all : black_all;
    if (a.out[s].empty()) break;
    std::size_t pick = a.out[s].front();
    for (std::size_t e : a.out[s]) {
      if (avoid[*graph.edges[e].to] == kOut) {
        pick = e;
        break;
      }
    }
    line.push_back(graph.edges[pick].move);
    s = *graph.edges[pick].to;
  }
  repeats = !a.terminal[s];
  return line;
}

}  // namespace

SolveResult analyse_graph(const explore::StateGraph& graph, const Graph& board) {
  SolveResult r;
  r.method = SolveMethod::Retrograde;
  r.nodes = graph.nodes.size();
  const Arena a = arena_of(graph, board);
  const int points = static_cast<int>(board.size());
  // black_forces: the largest t with the start in Black's attractor of the scores >= t.
  std::vector<std::size_t> black_at_value, white_at_value;
  for (int t = -points; t <= points; ++t) {
    auto rank = attractor(graph, a, Player::Black, scored_target(a, [t](int v) { return v >= t; }));
    if (rank[0] == kOut) break;
    r.black_forces = t;
    black_at_value = std::move(rank);
  }
  for (int t = points; t >= -points; --t) {
    auto rank = attractor(graph, a, Player::White, scored_target(a, [t](int v) { return v <= t; }));
    if (rank[0] == kOut) break;
    r.white_forces = t;
    white_at_value = std::move(rank);
  }
  const std::vector<bool> every_end = a.terminal;
  r.black_avoids_end = attractor(graph, a, Player::White, every_end)[0] == kOut;
  r.white_avoids_end = attractor(graph, a, Player::Black, every_end)[0] == kOut;
  if (r.value()) {
    r.pv = exact_line(graph, a, black_at_value, white_at_value);
  } else {
    const auto every_score = scored_target(a, [](int) { return true; });
    r.pv = witness_line(graph, a, attractor(graph, a, Player::Black, every_score),
                        attractor(graph, a, Player::White, every_score), r.pv_repeats);
  }
  return r;
}

SolveResult solve_by_retrograde(const Game& start, const SolveLimits& limits) {
  const auto t0 = std::chrono::steady_clock::now();
  const Graph& board = start.record().graph();
  explore::ExploreLimits explore;
  explore.max_states = limits.max_nodes;
  explore.max_depth = std::numeric_limits<std::size_t>::max();
  explore.control = limits.control;
  const explore::StateGraph graph =
      explore::explore_states(start, PointSet::of(board.points()), explore);
  SolveResult r;
  if (!graph.complete) {
    r.method = SolveMethod::Retrograde;
    r.stopped = true;
    r.stopped_by =
        graph.stopped_by == "--max-states " + std::to_string(limits.max_nodes)
            ? "--max-nodes " + std::to_string(limits.max_nodes) + " (states of the graph)"
            : graph.stopped_by;
    r.nodes = graph.nodes.size();
  } else {
    r = analyse_graph(graph, board);
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

}  // namespace kospec::solve
