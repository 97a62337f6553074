#include "tools/explore/native_graph.h"

#include <algorithm>
#include <chrono>

#include "tools/explore/state_index.h"
#include "tools/run/number_text.h"

namespace kospec::explore {

namespace {

bool base_rule(RuleId id) { return id == RuleId::OCC || id == RuleId::SUI || id == RuleId::TURN; }

}  // namespace

std::size_t NativeGraph::source(std::size_t edge) const {
  const auto it = std::upper_bound(first_edge.begin(),
                                   first_edge.begin() + static_cast<std::ptrdiff_t>(expanded + 1),
                                   static_cast<std::uint32_t>(edge));
  return static_cast<std::size_t>(it - first_edge.begin()) - 1;
}

Move NativeGraph::move(std::size_t edge) const {
  const Player p = states[source(edge)].to_move;
  const NativeEdge& e = edges[edge];
  return e.point == NativeEdge::kPass ? Move::pass(p)
                                      : Move::play(p, Point(static_cast<std::uint32_t>(e.point)));
}

std::vector<Move> NativeGraph::path_to(std::size_t state) const {
  std::vector<Move> moves;
  while (parent_edge[state] != NativeEdge::kNone) {
    moves.push_back(move(parent_edge[state]));
    state = source(parent_edge[state]);
  }
  return {moves.rbegin(), moves.rend()};
}

std::size_t NativeGraph::bytes() const {
  return states.capacity() * sizeof(native::State) + depth.capacity() * 4 +
         parent_edge.capacity() * 4 + first_edge.capacity() * 4 +
         edges.capacity() * sizeof(NativeEdge) + index_bytes + (rules ? rules->history_bytes() : 0);
}

NativeGraph explore_native(const Game& start, const PointSet& region, const NativeLimits& limits) {
  const auto t0 = std::chrono::steady_clock::now();
  NativeGraph g;
  g.rules = std::make_unique<native::NativeRules>(start);
  g.region = region;
  native::NativeRules& rules = *g.rules;
  StateIndex<native::State, native::StateHash> index(g.states);
  auto add = [&](const native::State& s, std::uint32_t depth,
                 std::uint32_t parent) -> std::uint32_t {
    const std::uint32_t found = index.find(s);
    if (found != NativeEdge::kNone) return found;
    g.states.push_back(s);
    g.depth.push_back(depth);
    g.parent_edge.push_back(parent);
    index.add_last();
    return static_cast<std::uint32_t>(g.states.size() - 1);
  };
  add(rules.start(), 0, NativeEdge::kNone);
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
    const native::State state = g.states[s];
    const auto depth = g.depth[s];
    if (!state.over() && depth >= limits.max_depth) {
      stop("--max-depth " + std::to_string(limits.max_depth));
      break;  // breadth-first: every later state is at least as deep
    }
    if (!state.over()) {
      auto try_move = [&](const Move& m, std::int16_t code) {
        const native::Step step = rules.judge(state, m);
        if (step.outcome == Outcome::Illegal) {
          if (!base_rule(step.deciding) || limits.show_base_illegal)
            g.edges.push_back({NativeEdge::kNone, code, step.outcome, step.deciding});
          return;
        }
        const auto edge = static_cast<std::uint32_t>(g.edges.size());
        g.edges.push_back({NativeEdge::kNone, code, step.outcome, step.deciding});
        if (g.states.size() >= limits.max_states && index.find(step.next) == NativeEdge::kNone) {
          if (g.complete) stop("--max-states " + std::to_string(limits.max_states));
          return;
        }
        g.edges[edge].to = add(step.next, depth + 1, edge);
      };
      for (int p : points) {
        if (!state.board.occupied().has(p)) {
          try_move(Move::play(state.to_move, Point(static_cast<std::uint32_t>(p))),
                   static_cast<std::int16_t>(p));
        }
      }
      try_move(Move::pass(state.to_move), NativeEdge::kPass);
    }
    g.first_edge.push_back(static_cast<std::uint32_t>(g.edges.size()));
    g.expanded = s + 1;
  }
  g.index_bytes = index.bytes();
  g.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return g;
}

}  // namespace kospec::explore
