#include "tools/explore/main_line.h"

#include <algorithm>

#include "spec/error.h"

namespace kospec::explore {

MainLinePath follow_main_line(const StateGraph& graph, const std::vector<Move>& moves) {
  MainLinePath path;
  if (graph.nodes.empty()) return path;
  // Edges are stored grouped by their source state: the first edge of each state.
  std::vector<std::size_t> first(graph.nodes.size() + 1, graph.edges.size());
  for (std::size_t e = graph.edges.size(); e-- > 0;) first[graph.edges[e].from] = e;
  path.states.push_back(0);
  for (const Move& m : moves) {
    const std::size_t s = path.states.back();
    std::optional<std::size_t> taken;
    for (std::size_t e = first[s]; e < graph.edges.size() && graph.edges[e].from == s; ++e) {
      if (graph.edges[e].move == m && graph.edges[e].to) taken = e;
    }
    if (!taken) break;
    const std::size_t next = *graph.edges[*taken].to;
    path.edges.push_back(*taken);
    if (std::find(path.states.begin(), path.states.end(), next) != path.states.end()) {
      path.repeats = true;
      break;
    }
    path.states.push_back(next);
  }
  return path;
}

std::optional<Lasso> main_line_lasso(const StateGraph& graph, const std::vector<Move>& moves) {
  const MainLinePath path = follow_main_line(graph, moves);
  if (!path.repeats) return std::nullopt;
  const std::size_t back = *graph.edges[path.edges.back()].to;
  const auto k = static_cast<std::ptrdiff_t>(
      std::find(path.states.begin(), path.states.end(), back) - path.states.begin());
  Lasso lasso;
  lasso.lead.assign(path.edges.begin(), path.edges.begin() + k);
  lasso.cycle.states.assign(path.states.begin() + k, path.states.end());
  lasso.cycle.edges.assign(path.edges.begin() + k, path.edges.end());
  return lasso;
}

Lasso lasso_of(const StateGraph& graph, const Cycle& cycle) {
  Lasso lasso{{}, cycle};
  for (std::size_t s = cycle.states.front(); graph.nodes[s].parent_edge != SIZE_MAX;) {
    const std::size_t e = graph.nodes[s].parent_edge;
    lasso.lead.push_back(e);
    s = graph.edges[e].from;
  }
  std::reverse(lasso.lead.begin(), lasso.lead.end());
  return lasso;
}

std::optional<ChosenLasso> choose_lasso(const StateGraph& graph, const std::vector<Cycle>& cycles,
                                        const std::vector<Move>& moves,
                                        std::optional<std::size_t> number) {
  if (number) {
    if (*number < 1 || *number > cycles.size())
      throw InputError("--cycle " + std::to_string(*number) + ": there are " +
                       std::to_string(cycles.size()) + " cycles listed");
    return ChosenLasso{lasso_of(graph, cycles[*number - 1]), number,
                       "cycle " + std::to_string(*number)};
  }
  if (auto lasso = main_line_lasso(graph, moves)) {
    std::optional<std::size_t> listed;
    for (std::size_t i = 0; i < cycles.size() && !listed; ++i) {
      const auto& s = cycles[i].states;
      if (s.size() == lasso->cycle.states.size() &&
          std::is_permutation(s.begin(), s.end(), lasso->cycle.states.begin()))
        listed = i + 1;
    }
    return ChosenLasso{*lasso, listed, "the main line's cycle"};
  }
  if (cycles.empty()) return std::nullopt;
  const MainLinePath path = follow_main_line(graph, moves);
  std::size_t best = 0, shared_best = 0;
  for (std::size_t i = 0; i < cycles.size(); ++i) {
    std::size_t shared = 0;
    for (std::size_t s : cycles[i].states)
      shared += std::count(path.states.begin(), path.states.end(), s) > 0 ? 1 : 0;
    if (shared > shared_best) {
      best = i;
      shared_best = shared;
    }
  }
  const std::string left = "the main line leaves the graph after " +
                           std::to_string(path.edges.size()) + " plies without repeating a state";
  if (shared_best == 0) return ChosenLasso{lasso_of(graph, cycles[0]), 1, left + "; cycle 1"};
  // Enter the cycle where the main line first reaches it, along the main line.
  const Cycle& c = cycles[best];
  std::size_t entry = 0;
  while (std::find(c.states.begin(), c.states.end(), path.states[entry]) == c.states.end()) ++entry;
  const auto shift =
      std::find(c.states.begin(), c.states.end(), path.states[entry]) - c.states.begin();
  Lasso lasso;
  lasso.lead.assign(path.edges.begin(), path.edges.begin() + static_cast<std::ptrdiff_t>(entry));
  lasso.cycle = c;
  std::rotate(lasso.cycle.states.begin(), lasso.cycle.states.begin() + shift,
              lasso.cycle.states.end());
  std::rotate(lasso.cycle.edges.begin(), lasso.cycle.edges.begin() + shift,
              lasso.cycle.edges.end());
  return ChosenLasso{lasso, best + 1,
                     left + "; cycle " + std::to_string(best + 1) + ", which shares " +
                         std::to_string(shared_best) + " of its states"};
}

}  // namespace kospec::explore
