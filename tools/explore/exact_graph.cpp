#include "tools/explore/exact_graph.h"

#include <algorithm>
#include <chrono>
#include <optional>

#include "spec/clause_table.h"
#include "tools/explore/state_index.h"
#include "tools/explore/state_symmetry.h"
#include "tools/run/number_text.h"

namespace kospec::explore {

std::size_t ExactGraph::source(std::size_t edge) const {
  const auto it = std::upper_bound(first_edge.begin(),
                                   first_edge.begin() + static_cast<std::ptrdiff_t>(expanded + 1),
                                   static_cast<std::uint32_t>(edge));
  return static_cast<std::size_t>(it - first_edge.begin()) - 1;
}

Move ExactGraph::move(std::size_t edge) const {
  const Player p = states[source(edge)].to_move;
  const ExactEdge& e = edges[edge];
  return e.point == ExactEdge::kPass ? Move::pass(p)
                                     : Move::play(p, Point(static_cast<std::uint32_t>(e.point)));
}

std::vector<Move> ExactGraph::path_to(std::size_t state) const {
  std::vector<std::uint32_t> path;
  while (parent_edge[state] != ExactEdge::kNone) {
    path.push_back(parent_edge[state]);
    state = source(parent_edge[state]);
  }
  std::reverse(path.begin(), path.end());
  int frame = 0;
  return lift(path, frame);
}

std::vector<Move> ExactGraph::lift(std::span<const std::uint32_t> path, int& frame) const {
  std::vector<Move> moves;
  for (std::uint32_t e : path) {
    Move m = move(e);
    if (symmetry && m.point)
      m.point = Point(static_cast<std::uint32_t>(symmetry->map(frame)[m.point->index()]));
    moves.push_back(m);
    // The move leads (in the stored source's frame) to the image of `to` under the inverse of
    // edge_map[e]; in the real frame, to that image mapped by `frame`.
    if (symmetry) frame = symmetry->compose(frame, symmetry->inverse(edge_map[e]));
  }
  return moves;
}

std::size_t ExactGraph::bytes() const {
  return states.capacity() * sizeof(engine::State) + depth.capacity() * 4 +
         parent_edge.capacity() * 4 + first_edge.capacity() * 4 +
         edges.capacity() * sizeof(ExactEdge) + edge_map.capacity() + index_bytes +
         (rules ? rules->history_bytes() : 0);
}

namespace {

// Breadth-first exploration of the exact states reachable from a start, under the limits.
class ExactExplorer {
 public:
  ExactExplorer(const Game& start, const PointSet& region, const ExactLimits& limits)
      : limits_(limits), progress_(limits.control) {
    g_.rules = std::make_unique<engine::ExactRules>(start);
    g_.region = region;
    for (Point p : region) points_.push_back(static_cast<int>(p.index()));
  }

  // Explores until every state is expanded or a limit (or a stop request) ends the run.
  ExactGraph run() {
    const auto t0 = std::chrono::steady_clock::now();
    engine::ExactRules& rules = *g_.rules;
    add(rules.start(), 0, ExactEdge::kNone);
    if (limits_.symmetry) {
      symmetry_.emplace(rules, rules.start(), g_.region);
      if (symmetry_->group()->size() > 1) g_.symmetry = symmetry_->group();
    }
    g_.first_edge.push_back(0);
    for (std::size_t s = 0; s < g_.states.size(); ++s) {
      if ((s & 255) == 0 && !check_in(s)) break;
      const engine::State state = g_.states[s];
      if (!state.over() && g_.depth[s] >= limits_.max_depth) {
        stop("--max-depth " + std::to_string(limits_.max_depth));
        break;  // breadth-first: every later state is at least as deep
      }
      if (!state.over()) expand(state, g_.depth[s]);
      g_.first_edge.push_back(static_cast<std::uint32_t>(g_.edges.size()));
      g_.expanded = s + 1;
    }
    g_.index_bytes = index_.bytes();
    g_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return std::move(g_);
  }

 private:
  // The index of state s, added (at `depth`, reached by edge `parent`) if it is new.
  std::uint32_t add(const engine::State& s, std::uint32_t depth, std::uint32_t parent) {
    const std::uint32_t found = index_.find(s);
    if (found != ExactEdge::kNone) return found;
    g_.states.push_back(s);
    g_.depth.push_back(depth);
    g_.parent_edge.push_back(parent);
    index_.add_last();
    return static_cast<std::uint32_t>(g_.states.size() - 1);
  }

  void stop(std::string why) {
    g_.complete = false;
    g_.stopped_by = std::move(why);
  }

  // The stop request and the memory budget, and progress: false when the run must stop.
  bool check_in(std::size_t s) {
    const std::size_t bytes = g_.bytes() + index_.bytes();
    if (auto why = stop_reason(limits_.control, bytes, limits_.max_bytes)) {
      stop(*why);
      return false;
    }
    if (progress_.due()) {
      progress_.report("explore: " + run::grouped(g_.states.size()) + " states, " +
                       run::grouped(s) + " expanded, depth " + std::to_string(g_.depth[s]) + ", " +
                       run::grouped(bytes >> 20) + " MiB, " +
                       run::rate(static_cast<double>(g_.states.size()), progress_.seconds()) +
                       " states/s");
    }
    return true;
  }

  // The edges of one state: each empty point of the region, then the pass.
  void expand(const engine::State& state, std::uint32_t depth) {
    for (int p : points_) {
      if (!state.board.occupied().has(p)) {
        try_move(state, depth, Move::play(state.to_move, Point(static_cast<std::uint32_t>(p))),
                 static_cast<std::int16_t>(p));
      }
    }
    try_move(state, depth, Move::pass(state.to_move), ExactEdge::kPass);
  }

  void try_move(const engine::State& state, std::uint32_t depth, const Move& m, std::int16_t code) {
    const engine::Step step = g_.rules->judge(state, m);
    if (step.outcome == Outcome::Illegal) {
      if (!is_base_rule(step.deciding) || limits_.show_base_illegal) {
        g_.edges.push_back({ExactEdge::kNone, code, step.outcome, step.deciding});
        if (g_.symmetry) g_.edge_map.push_back(0);
      }
      return;
    }
    const auto [next, map] =
        g_.symmetry ? symmetry_->canonical(step.next) : std::pair{step.next, 0};
    const auto edge = static_cast<std::uint32_t>(g_.edges.size());
    g_.edges.push_back({ExactEdge::kNone, code, step.outcome, step.deciding});
    if (g_.symmetry) g_.edge_map.push_back(static_cast<std::uint8_t>(map));
    if (g_.states.size() >= limits_.max_states && index_.find(next) == ExactEdge::kNone) {
      if (g_.complete) stop("--max-states " + std::to_string(limits_.max_states));
      return;
    }
    g_.edges[edge].to = add(next, depth + 1, edge);
  }

  const ExactLimits& limits_;
  ExactGraph g_;
  StateIndex<engine::State, engine::StateHash> index_{g_.states};
  std::optional<StateSymmetry> symmetry_;
  std::vector<int> points_;
  run::ProgressClock progress_;
};

}  // namespace

ExactGraph explore_exact(const Game& start, const PointSet& region, const ExactLimits& limits) {
  return ExactExplorer(start, region, limits).run();
}

}  // namespace kospec::explore
