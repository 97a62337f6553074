#include "tools/explore/state_graph.h"

#include <map>

#include "engine/board.h"

namespace kospec::explore {

namespace {

std::optional<Outcome> ending_of(const engine::State& s) {
  if (s.flags & engine::State::kNoResult) return Outcome::NoResult;
  if (s.flags & engine::State::kEnded) return Outcome::Ends;
  return std::nullopt;
}

}  // namespace

StateGraph listing_graph(const ExactGraph& g, const Game& start) {
  StateGraph graph;
  graph.region = g.region;
  graph.complete = g.complete;
  graph.stopped_by = g.stopped_by;
  const int points = static_cast<int>(start.record().graph().size());
  for (std::size_t s = 0; s < g.size(); ++s) {
    const engine::State& st = g.states[s];
    graph.nodes.push_back({engine::configuration_of(st.board, points), st.to_move, g.depth[s],
                           ending_of(st),
                           g.parent_edge[s] == ExactEdge::kNone ? SIZE_MAX : g.parent_edge[s]});
  }
  // The findings of refused and ending moves come from the rules layer: a Game is replayed along
  // the breadth-first tree (a state's game is its parent's plus one move) and kept while children
  // of the state remain to be made.
  std::vector<std::size_t> children(g.size(), 0);
  for (std::size_t s = 1; s < g.size(); ++s) ++children[g.source(g.parent_edge[s])];
  std::map<std::size_t, Game> games;
  games.emplace(0, start);
  for (std::size_t s = 0; s < g.size(); ++s) {
    if (s > 0) {
      const std::size_t parent = g.source(g.parent_edge[s]);
      Game game = games.at(parent);
      game.play(g.move(g.parent_edge[s]));
      if (--children[parent] == 0) games.erase(parent);
      games.emplace(s, std::move(game));
    }
    const Game& game = games.at(s);
    const auto [b, e] = g.edge_range(s);
    for (std::size_t i = b; i < e; ++i) {
      const ExactEdge& edge = g.edges[i];
      const Move move = g.move(i);
      std::string reason;
      if (edge.outcome != Outcome::Legal)
        reason = game.judge(move).verdict.decisive_finding().statement;
      graph.edges.push_back(
          {s, edge.to == ExactEdge::kNone ? std::nullopt : std::optional<std::size_t>(edge.to),
           move, edge.outcome, edge.rule, std::move(reason)});
    }
    if (children[s] == 0 && s > 0) games.erase(s);
  }
  return graph;
}

StateGraph explore_states(const Game& start, const PointSet& region, const ExploreLimits& limits) {
  ExactLimits native;
  native.max_states = limits.max_states;
  native.max_depth = limits.max_depth;
  native.show_base_illegal = limits.show_base_illegal;
  native.control = limits.control;
  return listing_graph(explore_exact(start, region, native), start);
}

std::vector<Move> path_to(const StateGraph& graph, std::size_t state) {
  std::vector<Move> moves;
  while (graph.nodes[state].parent_edge != SIZE_MAX) {
    const StateEdge& e = graph.edges[graph.nodes[state].parent_edge];
    moves.push_back(e.move);
    state = e.from;
  }
  return {moves.rbegin(), moves.rend()};
}

}  // namespace kospec::explore
