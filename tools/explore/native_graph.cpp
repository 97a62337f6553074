#include "tools/explore/native_graph.h"

#include <algorithm>
#include <chrono>

#include "tools/run/number_text.h"

namespace kospec::explore {

namespace {

bool base_rule(RuleId id) { return id == RuleId::OCC || id == RuleId::SUI || id == RuleId::TURN; }

// The index of the explored states: open addressing over their positions in the graph's state
// vector (4 bytes a slot, no second copy of a state), confirmed by comparing the states.
class StateIndex {
 public:
  explicit StateIndex(const std::vector<native::State>& states)
      : states_(states), slots_(1024, 0) {}

  /// The position of `s` among the states, or kNone.
  std::uint32_t find(const native::State& s) const {
    for (std::size_t i = native::state_hash(s) & mask();; i = (i + 1) & mask()) {
      const std::uint32_t slot = slots_[i];
      if (slot == 0) return NativeEdge::kNone;
      if (states_[slot - 1] == s) return slot - 1;
    }
  }
  /// Registers the last state of the vector (just appended, not yet in the index).
  void add_last() {
    if (4 * states_.size() > 3 * slots_.size()) grow();
    place(static_cast<std::uint32_t>(states_.size() - 1));
  }
  /// Bytes held.
  std::size_t bytes() const { return slots_.capacity() * sizeof(std::uint32_t); }

 private:
  std::size_t mask() const { return slots_.size() - 1; }
  void place(std::uint32_t id) {
    std::size_t i = native::state_hash(states_[id]) & mask();
    while (slots_[i] != 0) i = (i + 1) & mask();
    slots_[i] = id + 1;
  }
  void grow() {
    slots_.assign(slots_.size() * 2, 0);
    for (std::uint32_t id = 0; id + 1 < states_.size(); ++id) place(id);
  }
  const std::vector<native::State>& states_;
  std::vector<std::uint32_t> slots_;
};

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
  StateIndex index(g.states);
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
      if (limits.control.stop_requested()) {
        stop("a stop request (Ctrl-C or SIGTERM)");
        break;
      }
      if (g.bytes() + index.bytes() > limits.max_bytes) {
        stop("--max-memory " + std::to_string(limits.max_bytes >> 20) + " MiB");
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
