#include "tools/distributed/gathered_graph.h"

namespace kospec::distributed {

explore::ExactGraph renumber(GatheredGraph gathered, const PointSet& region,
                             const explore::ExactLimits& limits) {
  using explore::ExactEdge;
  explore::ExactGraph g;
  g.rules = std::move(gathered.rules);
  g.region = region;
  std::vector<std::vector<std::uint32_t>> number(gathered.ranks.size());
  for (std::size_t r = 0; r < number.size(); ++r)
    number[r].assign(gathered.ranks[r].states.size(), ExactEdge::kNone);
  std::vector<StateId> order;
  auto find = [&](StateId id) -> std::uint32_t& { return number[id >> 32][id & 0xFFFFFFFFU]; };
  auto rank_of = [&](StateId id) -> const GatheredRank& { return gathered.ranks[id >> 32]; };
  auto local = [](StateId id) { return static_cast<std::size_t>(id & 0xFFFFFFFFU); };
  auto add = [&](StateId id, std::uint32_t depth, std::uint32_t parent) {
    find(id) = static_cast<std::uint32_t>(order.size());
    order.push_back(id);
    g.states.push_back(rank_of(id).states[local(id)]);
    g.depth.push_back(depth);
    g.parent_edge.push_back(parent);
  };
  auto stop = [&](std::string why) {
    g.complete = false;
    g.stopped_by = std::move(why);
  };
  add(gathered.start, 0, ExactEdge::kNone);
  g.first_edge.push_back(0);
  // As explore_exact: states in order; a state no rank expanded ends the walk (a stop, or the
  // depth limit); a move to a state beyond the state budget leads nowhere.
  for (std::size_t s = 0; s < order.size(); ++s) {
    const GatheredRank& rank = rank_of(order[s]);
    const std::size_t i = local(order[s]);
    const bool over = rank.states[i].over();
    if (!over && g.depth[s] >= limits.max_depth) {
      stop("--max-depth " + std::to_string(limits.max_depth));
      break;
    }
    if (!over && i >= rank.expanded) {
      stop(gathered.stopped_by.value_or("a stop of the ranks"));
      break;
    }
    if (!over) {
      for (std::size_t k = rank.first_edge[i]; k < rank.first_edge[i + 1]; ++k) {
        const GatheredEdge& e = rank.edges[k];
        const auto edge = static_cast<std::uint32_t>(g.edges.size());
        g.edges.push_back({ExactEdge::kNone, e.point, e.outcome, e.rule});
        if (e.outcome == Outcome::Illegal) continue;
        std::uint32_t target = e.to == GatheredEdge::kNone ? ExactEdge::kNone : find(e.to);
        if (target == ExactEdge::kNone) {
          if (e.to == GatheredEdge::kNone || order.size() >= limits.max_states) {
            if (g.complete) stop("--max-states " + std::to_string(limits.max_states));
            continue;
          }
          add(e.to, g.depth[s] + 1, edge);
          target = static_cast<std::uint32_t>(order.size() - 1);
        }
        g.edges[edge].to = target;
      }
    }
    g.first_edge.push_back(static_cast<std::uint32_t>(g.edges.size()));
    g.expanded = s + 1;
  }
  g.index_bytes = gathered.peak_bytes;
  g.seconds = gathered.seconds;
  return g;
}

}  // namespace kospec::distributed
