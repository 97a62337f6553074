#include "tools/explore/cycles.h"

#include <algorithm>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/hawick_circuits.hpp>
#include <boost/graph/strong_components.hpp>

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

std::vector<std::size_t> components(const StateGraph& graph) {
  Digraph g(graph.nodes.size());
  for (const StateEdge& e : graph.edges) {
    if (e.to) boost::add_edge(e.from, *e.to, g);
  }
  std::vector<std::size_t> component(graph.nodes.size());
  boost::strong_components(
      g, boost::make_iterator_property_map(component.begin(), boost::get(boost::vertex_index, g)));
  return component;
}

std::vector<Cycle> elementary_cycles(const StateGraph& graph, std::size_t limit,
                                     std::size_t& total) {
  const std::vector<std::size_t> component = components(graph);
  const std::size_t count =
      component.empty() ? 0 : *std::max_element(component.begin(), component.end()) + 1;
  std::vector<std::vector<std::size_t>> found;
  bool stopped = false;
  for (std::size_t c = 0; c < count && !stopped; ++c) {
    std::vector<std::size_t> to_state, to_vertex(graph.nodes.size(), SIZE_MAX);
    for (std::size_t s = 0; s < graph.nodes.size(); ++s) {
      if (component[s] == c) {
        to_vertex[s] = to_state.size();
        to_state.push_back(s);
      }
    }
    Digraph g(to_state.size());
    bool has_edge = false;
    for (const StateEdge& e : graph.edges) {
      if (e.to && component[e.from] == c && component[*e.to] == c) {
        boost::add_edge(to_vertex[e.from], to_vertex[*e.to], g);
        has_edge = true;
      }
    }
    if (!has_edge) continue;
    try {
      boost::hawick_unique_circuits(g, CycleCollector{&to_state, &found, limit});
    } catch (const Enough&) {
      stopped = true;
    }
  }
  total = stopped ? limit + 1 : found.size();
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
      for (std::size_t e = 0; e < graph.edges.size(); ++e) {
        if (graph.edges[e].from == from && graph.edges[e].to == to) {
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

std::vector<CycleVerdict> judge_cycle(const StateGraph& graph, const Cycle& cycle,
                                      const GameSetup& setup, const std::vector<Move>& prefix,
                                      const std::vector<Ruleset>& rulesets) {
  std::vector<Move> lead = prefix;
  for (const Move& m : path_to(graph, cycle.states.front())) lead.push_back(m);
  std::vector<Move> twice;
  for (int run = 0; run < 2; ++run) {
    for (std::size_t e : cycle.edges) twice.push_back(graph.edges[e].move);
  }
  std::vector<CycleVerdict> verdicts;
  for (const Ruleset& ruleset : rulesets) {
    CycleVerdict v{ruleset.name, Outcome::Legal, 0, RuleId::PASS, "", false};
    Game game(setup, ruleset);
    if (auto stop = replay(game, lead, lead.size())) {
      v.unreachable = true;
      v.outcome = stop->judgement.verdict.outcome;
      v.rule = stop->judgement.verdict.deciding;
      v.reason = stop->judgement.verdict.decisive_finding().statement;
    } else if (auto refused = replay(game, twice, twice.size())) {
      v.outcome = refused->judgement.verdict.outcome;
      v.ply = refused->index + 1;
      v.rule = refused->judgement.verdict.deciding;
      v.reason = refused->judgement.verdict.decisive_finding().statement;
    }
    verdicts.push_back(std::move(v));
  }
  return verdicts;
}

}  // namespace kospec::explore
