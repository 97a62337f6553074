#include "properties/generators.h"

#include "spec/diagram.h"
#include "tools/cli/text_output.h"

namespace kospec::props {

Graph make_board(int columns, int rows, bool torus) {
  Graph g = Graph::grid(columns, rows);
  if (torus) {
    for (int r = 0; r < rows; ++r) {
      if (columns > 2) g.add_arc(g.at(0, r), g.at(columns - 1, r));
    }
    for (int c = 0; c < columns; ++c) {
      if (rows > 2) g.add_arc(g.at(c, 0), g.at(c, rows - 1));
    }
  }
  return g;
}

rc::Gen<Colouring> gen_colouring() {
  return rc::gen::mapcat(
      rc::gen::tuple(rc::gen::inRange(1, 7), rc::gen::inRange(1, 7), rc::gen::arbitrary<bool>()),
      [](const std::tuple<int, int, bool>& shape) {
        auto [columns, rows, torus] = shape;
        return rc::gen::map(
            rc::gen::container<std::vector<Color>>(
                static_cast<std::size_t>(columns * rows),
                rc::gen::element(Color::Empty, Color::Black, Color::White)),
            [=](std::vector<Color> colours) { return Colouring{columns, rows, torus, std::move(colours)}; });
      });
}

rc::Gen<GameScript> gen_game_script(int max_side, int max_plies) {
  return rc::gen::build<GameScript>(
      rc::gen::set(&GameScript::columns, rc::gen::inRange(1, max_side + 1)),
      rc::gen::set(&GameScript::rows, rc::gen::inRange(1, max_side + 1)),
      rc::gen::set(&GameScript::torus, rc::gen::arbitrary<bool>()),
      rc::gen::set(&GameScript::self_capture,
                   rc::gen::element(SelfCapture::Forbidden, SelfCapture::MultiStone, SelfCapture::All)),
      rc::gen::set(&GameScript::choices,
                   rc::gen::resize(max_plies, rc::gen::container<std::vector<int>>(rc::gen::inRange(0, 1000)))));
}

rc::Gen<GameScript> gen_capture_script(int max_side, int max_plies) {
  return rc::gen::map(gen_game_script(max_side, max_plies), [](GameScript s) {
    s.prefer_captures = true;
    return s;
  });
}

Game play_script(const GameScript& script,
                 const std::function<void(const Game&, const Move&, const Judgement&)>& on_ply) {
  Graph graph = make_board(script.columns, script.rows, script.torus);
  Configuration empty(graph.size());
  Game game({graph, empty, Player::Black}, parse_ruleset("no-ko", script.self_capture));
  for (int choice : script.choices) {
    const Player player = game.record().to_move();
    std::vector<Move> legal{Move::pass(player)};
    std::vector<Move> captures;
    for (Point p : graph.points()) {
      Move m = Move::play(player, p);
      const Judgement j = game.judge(m);
      if (!j.verdict.legal()) continue;
      legal.push_back(m);
      if (!j.effect.captured.empty()) captures.push_back(m);
    }
    const auto index = static_cast<std::size_t>(choice);
    const Move move = script.prefer_captures && !captures.empty() && index % 3 != 0
                          ? captures[(index / 3) % captures.size()]
                          : legal[index % legal.size()];
    Judgement j = game.judge(move);
    if (on_ply) on_ply(game, move, j);
    game.play(move);
  }
  return game;
}

void showValue(const Colouring& colouring, std::ostream& os) {
  Graph g = make_board(colouring.columns, colouring.rows, colouring.torus);
  Configuration c(g.size());
  for (std::uint32_t i = 0; i < g.size(); ++i) c.set(Point(i), colouring.colours[i]);
  os << g.size_name() << (colouring.torus ? " torus" : " grid") << "\n" << render_diagram(g, c);
}

void showValue(const GameScript& script, std::ostream& os) {
  Game game = play_script(script, nullptr);
  const Graph& g = game.record().graph();
  os << g.size_name() << (script.torus ? " torus" : " grid") << ", self-capture "
     << self_capture_name(script.self_capture) << ", moves:";
  for (const Ply& ply : game.record().plies()) os << " " << cli::move_text(g, ply.move);
  os << "\n" << render_diagram(g, game.record().current());
}

}  // namespace kospec::props
