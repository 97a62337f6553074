#include "tools/explore/state_graph.h"

#include <deque>
#include <unordered_map>

#include "rules/state_key.h"

namespace kospec::explore {

namespace {

bool base_rule(RuleId id) { return id == RuleId::OCC || id == RuleId::SUI || id == RuleId::TURN; }

}  // namespace

StateGraph explore_states(const Game& start, const PointSet& region, const ExploreLimits& limits) {
  StateGraph graph;
  graph.region = region;
  std::unordered_map<std::string, std::size_t> index;
  std::deque<std::pair<std::size_t, Game>> frontier;
  auto add = [&](const Game& game, std::size_t depth,
                 std::size_t parent_edge) -> std::optional<std::size_t> {
    auto [it, fresh] = index.try_emplace(state_key(game), graph.nodes.size());
    if (!fresh) return it->second;
    if (graph.nodes.size() >= limits.max_states) {
      index.erase(it);
      graph.complete = false;
      graph.stopped_by = "--max-states " + std::to_string(limits.max_states);
      return std::nullopt;
    }
    graph.nodes.push_back(
        {game.record().current(), game.record().to_move(), depth, game.ending(), parent_edge});
    if (!game.over()) frontier.emplace_back(it->second, game);
    return it->second;
  };
  add(start, 0, SIZE_MAX);
  while (!frontier.empty()) {
    if (limits.control.stop_requested()) {
      graph.complete = false;
      graph.stopped_by = "a stop request (Ctrl-C)";
      break;
    }
    auto [state, game] = std::move(frontier.front());
    frontier.pop_front();
    if (game.over()) continue;
    const std::size_t depth = graph.nodes[state].depth;
    if (depth >= limits.max_depth) {
      graph.complete = false;
      graph.stopped_by = "--max-depth " + std::to_string(limits.max_depth);
      continue;
    }
    const Player p = game.record().to_move();
    std::vector<Move> moves;
    for (Point q : region) {
      if (game.record().current().at(q) == Color::Empty) moves.push_back(Move::play(p, q));
    }
    moves.push_back(Move::pass(p));
    for (const Move& m : moves) {
      Game next = game;
      const Verdict v = next.play(m).verdict;
      if (!v.legal()) {
        if (base_rule(v.deciding) && !limits.show_base_illegal) continue;
        graph.edges.push_back(
            {state, std::nullopt, m, v.outcome, v.deciding, v.decisive_finding().statement});
        continue;
      }
      const std::size_t edge = graph.edges.size();
      graph.edges.push_back({state, std::nullopt, m, v.outcome, v.deciding,
                             v.outcome == Outcome::Legal ? "" : v.decisive_finding().statement});
      const auto target = add(next, depth + 1, edge);
      if (!target) {
        graph.edges.pop_back();
        continue;
      }
      graph.edges[edge].to = target;
    }
  }
  return graph;
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
