#include "tools/claims/line.h"

#include <set>

#include "spec/rule_id.h"
#include "spec/trace.h"

namespace kospec::claims {

namespace {}  // namespace

namespace {

// The code of the main line's move at `ply` (from the claim's position), while the line so far
// has followed it; -3 when it has not or the main line is over.
struct MainLine {
  const std::vector<Move>& moves;
  bool on = true;
  std::int16_t code(std::size_t ply) const {
    if (!on || ply >= moves.size()) return -3;
    const Move& m = moves[ply];
    return m.is_pass() ? LocalMove::kPass : static_cast<std::int16_t>(m.point->index());
  }
};

}  // namespace

std::vector<std::uint32_t> forced_line(const LocalGame& game, const Attractor& won, Player player,
                                       const std::vector<Move>& main_line) {
  std::vector<std::uint32_t> line;
  MainLine main{main_line};
  std::uint32_t s = 0;
  while (won.has(s) && won.distance[s] > 0) {
    const auto [b, e] = game.move_range(s);
    const bool mine = game.nodes[s].state.to_move == player;
    const std::int16_t follow = main.code(line.size());
    std::size_t pick = e;
    for (std::size_t i = b; i < e; ++i) {
      const std::uint32_t t = game.moves[i].to;
      if (!won.has(t) || won.distance[t] >= won.distance[s]) continue;
      const std::uint32_t best = pick == e ? 0 : won.distance[game.moves[pick].to];
      // The winner's fastest way, the loser's longest; the main line's move among equals.
      if (pick == e || (mine ? won.distance[t] < best : won.distance[t] > best) ||
          (won.distance[t] == best && game.moves[i].code == follow))
        pick = i;
    }
    if (pick == e) break;  // cannot happen in an attractor; stop rather than loop
    main.on = main.on && game.moves[pick].code == follow;
    line.push_back(static_cast<std::uint32_t>(pick));
    s = game.moves[pick].to;
  }
  return line;
}

std::vector<std::uint32_t> escape_line(const LocalGame& game, const Predecessors& in,
                                       const Attractor& lost, Player escaper,
                                       const std::vector<bool>& target,
                                       const std::vector<Move>& main_line, std::size_t max_moves,
                                       bool& repeats) {
  // The fewest moves to a target, whoever makes them; and where the escaper can force the local
  // game to end without one (the pursuer avoids those).
  const std::vector<std::uint32_t> near = attractor(game, in, escaper, target, true).distance;
  std::vector<bool> dead(game.size(), false);
  for (std::size_t n = 0; n < game.expanded; ++n) {
    const auto [b, e] = game.move_range(n);
    dead[n] = b == e && !target[n];
  }
  const Attractor lose = attractor(game, in, escaper, dead);
  std::vector<std::uint32_t> line;
  std::set<std::uint32_t> seen;
  MainLine main{main_line};
  std::uint32_t s = 0;
  repeats = false;
  while (line.size() < max_moves) {
    if (!seen.insert(s).second) {
      repeats = true;
      break;
    }
    const auto [b, e] = game.move_range(s);
    const bool mine = game.nodes[s].state.to_move == escaper;
    const std::int16_t follow = main.code(line.size());
    std::size_t pick = e;
    auto better = [&](std::uint32_t t, std::uint32_t u) {
      if (mine) return near[t] > near[u];  // the escaper keeps as far from a target as it can
      if (lose.has(t) != lose.has(u)) return !lose.has(t);  // the pursuer does not give up
      return near[t] < near[u];                             // and heads for the nearest
    };
    for (std::size_t i = b; i < e; ++i) {
      const std::uint32_t t = game.moves[i].to;
      if (lost.has(t)) continue;
      if (game.moves[i].code == follow) {  // the main line, while it is a way to escape
        pick = i;
        break;
      }
      if (pick == e || better(t, game.moves[pick].to)) pick = i;
    }
    if (pick == e) break;  // the end of the game (or a node left unexplored)
    main.on = main.on && game.moves[pick].code == follow;
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
  std::size_t ply = position.moves.size();  // plies count from the setup
  for (std::uint32_t i : line) {
    const LocalMove& m = game.moves[i];
    const engine::State& before = game.nodes[s].state;
    const engine::State& after = game.nodes[m.to].state;
    const Player p = before.to_move;
    const std::string text = local_move_text(graph, p, m.code);
    moves.push_back(text);
    Json row{{"ply", ++ply}, {"move", text}};
    if (m.code == LocalMove::kThreat) {
      row["outcome"] = "threat";
      row["rule"] = "THREAT.exchange";
      pending += (pending.empty() ? "" : " ") +
                 std::string(p == Player::Black ? "Black" : "White") +
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
