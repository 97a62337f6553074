#include "tools/claims/line.h"

#include <set>

#include "spec/rule_id.h"
#include "spec/trace.h"

namespace kospec::claims {

namespace {

}  // namespace

std::vector<std::uint32_t> forced_line(const LocalGame& game, const Attractor& won,
                                       Player player) {
  std::vector<std::uint32_t> line;
  std::uint32_t s = 0;
  while (won.has(s) && won.distance[s] > 0) {
    const auto [b, e] = game.move_range(s);
    const bool mine = game.nodes[s].state.to_move == player;
    std::size_t pick = e;
    for (std::size_t i = b; i < e; ++i) {
      const std::uint32_t t = game.moves[i].to;
      if (!won.has(t) || won.distance[t] >= won.distance[s]) continue;
      if (pick == e || (mine ? won.distance[t] < won.distance[game.moves[pick].to]
                             : won.distance[t] > won.distance[game.moves[pick].to]))
        pick = i;
    }
    if (pick == e) break;  // cannot happen in an attractor; stop rather than loop
    line.push_back(static_cast<std::uint32_t>(pick));
    s = game.moves[pick].to;
  }
  return line;
}

std::vector<std::uint32_t> escape_line(const LocalGame& game, const Predecessors& in,
                                       const Attractor& lost, Player escaper,
                                       const std::vector<bool>& target, std::size_t max_moves,
                                       bool& repeats) {
  // The fewest moves to a target, whoever makes them.
  const std::vector<std::uint32_t> near = attractor(game, in, escaper, target, true).distance;
  std::vector<std::uint32_t> line;
  std::set<std::uint32_t> seen;
  std::uint32_t s = 0;
  repeats = false;
  while (line.size() < max_moves) {
    if (!seen.insert(s).second) {
      repeats = true;
      break;
    }
    const auto [b, e] = game.move_range(s);
    const bool mine = game.nodes[s].state.to_move == escaper;
    std::size_t pick = e;
    for (std::size_t i = b; i < e; ++i) {
      const std::uint32_t t = game.moves[i].to;
      if (lost.has(t)) continue;
      // The escaper keeps as far from a target as it can, the other heads for the nearest.
      if (pick == e || (mine ? near[t] > near[game.moves[pick].to]
                             : near[t] < near[game.moves[pick].to]))
        pick = i;
    }
    if (pick == e) break;  // the end of the game (or a node left unexplored)
    line.push_back(static_cast<std::uint32_t>(pick));
    s = game.moves[pick].to;
  }
  return line;
}

Json line_json(const LocalGame& game, const std::vector<std::uint32_t>& line,
               const sgf::SgfGame& position, const std::string& comment) {
  const Graph& graph = game.rules->graph();
  sgf::SgfGame g = position;
  g.move_positions.clear();
  g.move_comments.resize(g.moves.size());
  g.root_comment = comment;
  Json moves = Json::array();
  Json trace = Json::array();
  std::string pending;  // a threat spent, to note on the next move's node
  std::uint32_t s = 0;
  std::size_t ply = 0;
  for (std::uint32_t i : line) {
    const LocalMove& m = game.moves[i];
    const native::State& before = game.nodes[s].state;
    const native::State& after = game.nodes[m.to].state;
    const Player p = before.to_move;
    const std::string text = local_move_text(graph, p, m.code);
    moves.push_back(text);
    Json row{{"ply", ++ply}, {"move", text}};
    if (m.code == LocalMove::kThreat) {
      row["outcome"] = "threat";
      row["rule"] = "THREAT.exchange";
      pending += (pending.empty() ? "" : " ") + std::string(p == Player::Black ? "Black" : "White") +
                 " spent an external ko threat here (THREAT.exchange: a threat and its answer "
                 "played elsewhere).";
    } else {
      row["outcome"] = std::string(outcome_name(m.outcome));
      row["rule"] = std::string(rule_code(m.rule));
      Json captured = Json::array();
      for_each_point(before.board.stones(opponent(p)) - after.board.stones(opponent(p)),
                     [&](int q) { captured.push_back(graph.name(Point(q))); });
      row["captured"] = captured;
      g.moves.push_back(m.code == LocalMove::kPass
                            ? Move::pass(p)
                            : Move::play(p, Point(static_cast<std::uint32_t>(m.code))));
      g.move_comments.push_back(pending);
      pending.clear();
    }
    trace.push_back(row);
    s = m.to;
  }
  if (!pending.empty()) g.root_comment += " At the end: " + pending;
  return Json{{"moves", moves}, {"sgf", sgf::write_game(g)}, {"trace", trace}};
}

}  // namespace kospec::claims
