#include "tools/explore/exact_graph.h"

#include <algorithm>
#include <chrono>
#include <optional>

#include "tools/explore/state_index.h"
#include "tools/explore/state_symmetry.h"
#include "tools/run/number_text.h"

namespace kospec::explore {

namespace {

bool base_rule(RuleId id) { return id == RuleId::OCC || id == RuleId::SUI || id == RuleId::TURN; }

}  // namespace

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

ExactGraph explore_exact(const Game& start, const PointSet& region, const ExactLimits& limits) {
  const auto t0 = std::chrono::steady_clock::now();
  ExactGraph g;
  g.rules = std::make_unique<engine::ExactRules>(start);
  g.region = region;
  engine::ExactRules& rules = *g.rules;
  StateIndex<engine::State, engine::StateHash> index(g.states);
  auto add = [&](const engine::State& s, std::uint32_t depth,
                 std::uint32_t parent) -> std::uint32_t {
    const std::uint32_t found = index.find(s);
    if (found != ExactEdge::kNone) return found;
    g.states.push_back(s);
    g.depth.push_back(depth);
    g.parent_edge.push_back(parent);
    index.add_last();
    return static_cast<std::uint32_t>(g.states.size() - 1);
  };
  add(rules.start(), 0, ExactEdge::kNone);
  std::optional<StateSymmetry> symmetry;
  if (limits.symmetry) {
    symmetry.emplace(rules, rules.start(), region);
    if (symmetry->group()->size() > 1) g.symmetry = symmetry->group();
  }
  std::vector<int> points;
  for (Point p : region) points.push_back(static_cast<int>(p.index()));
  run::ProgressClock progress(limits.control);
  g.first_edge.push_back(0);
  auto stop = [&](std::string why) {
    g.complete = false;
    g.stopped_by = std::move(why);
  };
  for (std::size_t s = 0; s < g.states.size(); ++s) {
    if ((s & 255) == 0) {
      if (auto why = stop_reason(limits.control, g.bytes() + index.bytes(), limits.max_bytes)) {
        stop(*why);
        break;
      }
      if (progress.due()) {
        progress.report("explore: " + run::grouped(g.states.size()) + " states, " +
                        run::grouped(s) + " expanded, depth " + std::to_string(g.depth[s]) + ", " +
                        run::grouped((g.bytes() + index.bytes()) >> 20) + " MiB, " +
                        run::rate(static_cast<double>(g.states.size()), progress.seconds()) +
                        " states/s");
      }
    }
    const engine::State state = g.states[s];
    const auto depth = g.depth[s];
    if (!state.over() && depth >= limits.max_depth) {
      stop("--max-depth " + std::to_string(limits.max_depth));
      break;  // breadth-first: every later state is at least as deep
    }
    if (!state.over()) {
      auto try_move = [&](const Move& m, std::int16_t code) {
        const engine::Step step = rules.judge(state, m);
        if (step.outcome == Outcome::Illegal) {
          if (!base_rule(step.deciding) || limits.show_base_illegal) {
            g.edges.push_back({ExactEdge::kNone, code, step.outcome, step.deciding});
            if (g.symmetry) g.edge_map.push_back(0);
          }
          return;
        }
        const auto [next, map] =
            g.symmetry ? symmetry->canonical(step.next) : std::pair{step.next, 0};
        const auto edge = static_cast<std::uint32_t>(g.edges.size());
        g.edges.push_back({ExactEdge::kNone, code, step.outcome, step.deciding});
        if (g.symmetry) g.edge_map.push_back(static_cast<std::uint8_t>(map));
        if (g.states.size() >= limits.max_states && index.find(next) == ExactEdge::kNone) {
          if (g.complete) stop("--max-states " + std::to_string(limits.max_states));
          return;
        }
        g.edges[edge].to = add(next, depth + 1, edge);
      };
      for (int p : points) {
        if (!state.board.occupied().has(p)) {
          try_move(Move::play(state.to_move, Point(static_cast<std::uint32_t>(p))),
                   static_cast<std::int16_t>(p));
        }
      }
      try_move(Move::pass(state.to_move), ExactEdge::kPass);
    }
    g.first_edge.push_back(static_cast<std::uint32_t>(g.edges.size()));
    g.expanded = s + 1;
  }
  g.index_bytes = index.bytes();
  g.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return g;
}

}  // namespace kospec::explore
