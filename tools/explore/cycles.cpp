#include "tools/explore/cycles.h"

#include <algorithm>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/hawick_circuits.hpp>

#include "tools/explore/scc.h"

namespace kospec::explore {

namespace {

using Digraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;

// Thrown by the cycle visitor to stop the enumeration at the limit.
struct Enough {};

struct CycleCollector {
  const std::vector<std::size_t>* to_state;  // component vertex -> state
  std::vector<std::vector<std::size_t>>* found;
  std::size_t limit;
  template <class Path, class Graph>
  void cycle(const Path& path, const Graph&) {
    if (found->size() >= limit) throw Enough{};
    std::vector<std::size_t> states;
    for (auto v : path) states.push_back((*to_state)[v]);
    found->push_back(std::move(states));
  }
};

}  // namespace

Adjacency legal_moves(const StateGraph& graph) {
  Adjacency a;
  std::size_t e = 0;
  for (std::size_t s = 0; s < graph.nodes.size(); ++s) {  // edges are listed by source state
    a.first.push_back(static_cast<std::uint32_t>(a.to.size()));
    for (; e < graph.edges.size() && graph.edges[e].from == s; ++e) {
      if (graph.edges[e].to) a.to.push_back(static_cast<std::uint32_t>(*graph.edges[e].to));
    }
  }
  a.first.push_back(static_cast<std::uint32_t>(a.to.size()));
  return a;
}

std::vector<std::size_t> components(const StateGraph& graph) {
  const Components c = strongly_connected(legal_moves(graph));
  return {c.of.begin(), c.of.end()};
}

std::vector<Cycle> elementary_cycles(const StateGraph& graph, std::size_t limit,
                                     std::size_t& total) {
  const Adjacency moves = legal_moves(graph);
  const Components components = strongly_connected(moves);
  // The states of each cyclic component, gathered in one pass.
  std::vector<std::vector<std::size_t>> members(components.cyclic.size());
  for (std::size_t s = 0; s < graph.nodes.size(); ++s) {
    if (components.cyclic[components.of[s]]) members[components.of[s]].push_back(s);
  }
  std::vector<std::vector<std::size_t>> found;
  bool stopped = false;
  std::vector<std::size_t> to_vertex(graph.nodes.size(), SIZE_MAX);
  for (std::size_t c = 0; c < members.size() && !stopped; ++c) {
    const std::vector<std::size_t>& to_state = members[c];
    if (to_state.empty()) continue;
    for (std::size_t v = 0; v < to_state.size(); ++v) to_vertex[to_state[v]] = v;
    Digraph g(to_state.size());
    for (std::size_t v = 0; v < to_state.size(); ++v) {
      const std::size_t s = to_state[v];
      for (std::uint32_t i = moves.first[s]; i < moves.first[s + 1]; ++i) {
        if (components.of[moves.to[i]] == c) boost::add_edge(v, to_vertex[moves.to[i]], g);
      }
    }
    try {
      boost::hawick_unique_circuits(g, CycleCollector{&to_state, &found, limit});
    } catch (const Enough&) {
      stopped = true;
    }
  }
  total = stopped ? limit + 1 : found.size();
  // The first edge of each state, to find the edge between two states of a cycle.
  std::vector<std::size_t> first_edge(graph.nodes.size() + 1, graph.edges.size());
  for (std::size_t e = graph.edges.size(); e-- > 0;) first_edge[graph.edges[e].from] = e;
  for (std::size_t s = graph.nodes.size(); s-- > 0;)
    first_edge[s] = std::min(first_edge[s], first_edge[s + 1]);
  std::vector<Cycle> cycles;
  for (auto& states : found) {
    // Start each cycle at its state nearest the start (then lowest number), for stable output.
    auto first = std::min_element(states.begin(), states.end(), [&](std::size_t a, std::size_t b) {
      return std::pair(graph.nodes[a].depth, a) < std::pair(graph.nodes[b].depth, b);
    });
    std::rotate(states.begin(), first, states.end());
    Cycle cycle{states, {}};
    for (std::size_t i = 0; i < states.size(); ++i) {
      const std::size_t from = states[i], to = states[(i + 1) % states.size()];
      for (std::size_t e = first_edge[from]; e < graph.edges.size() && graph.edges[e].from == from;
           ++e) {
        if (graph.edges[e].to == to) {
          cycle.edges.push_back(e);
          break;
        }
      }
    }
    cycles.push_back(std::move(cycle));
  }
  std::sort(cycles.begin(), cycles.end(), [](const Cycle& a, const Cycle& b) {
    return std::pair(a.states.size(), a.states) < std::pair(b.states.size(), b.states);
  });
  return cycles;
}

}  // namespace kospec::explore
