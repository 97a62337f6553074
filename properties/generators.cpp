#include "properties/generators.h"

#include "spec/clause_table.h"
#include "spec/error.h"

#include <algorithm>

#include "spec/diagram.h"

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
        const int columns = std::get<0>(shape), rows = std::get<1>(shape);
        const bool torus = std::get<2>(shape);  // (named, not bound: clang 14 captures no binding)
        return rc::gen::map(rc::gen::container<std::vector<Color>>(
                                static_cast<std::size_t>(columns * rows),
                                rc::gen::element(Color::Empty, Color::Black, Color::White)),
                            [=](std::vector<Color> colours) {
                              return Colouring{columns, rows, torus, std::move(colours)};
                            });
      });
}

rc::Gen<GameScript> gen_game_script(int max_side, int max_plies) {
  return rc::gen::build<GameScript>(
      rc::gen::set(&GameScript::columns, rc::gen::inRange(1, max_side + 1)),
      rc::gen::set(&GameScript::rows, rc::gen::inRange(1, max_side + 1)),
      rc::gen::set(&GameScript::torus, rc::gen::arbitrary<bool>()),
      rc::gen::set(
          &GameScript::self_capture,
          rc::gen::element(SelfCapture::Forbidden, SelfCapture::MultiStone, SelfCapture::All)),
      rc::gen::set(&GameScript::choices,
                   rc::gen::resize(max_plies, rc::gen::container<std::vector<int>>(
                                                  rc::gen::inRange(0, 1000)))));
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
  play_choices(game, script.choices, script.prefer_captures, on_ply);
  return game;
}

void play_choices(Game& game, const std::vector<int>& choices, bool prefer_captures,
                  const std::function<void(const Game&, const Move&, const Judgement&)>& on_ply) {
  const Graph& graph = game.record().graph();
  for (int choice : choices) {
    if (game.over()) return;
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
    const Move move = prefer_captures && !captures.empty() && index % 3 != 0
                          ? captures[(index / 3) % captures.size()]
                          : legal[index % legal.size()];
    Judgement j = game.judge(move);
    if (on_ply) on_ply(game, move, j);
    game.play(move);
  }
}

namespace {

// Every term a composition may use, from the clause table: each clause id (unless it needs an
// option) and each reading, an option written with a value it takes.
std::vector<std::string> composition_terms() {
  std::vector<std::string> terms;
  for (const ClauseRow& row : clause_table()) {
    bool id_needs_option = false;
    for (const ClauseReading& reading : row.readings) {
      id_needs_option |= reading.option_required && reading.term == rule_code(row.id);
      const std::string term(reading.term);
      if (reading.option.empty()) {
        terms.push_back(term);
      } else if (reading.option == "depth") {
        terms.push_back(term + "(depth=4)");
        if (!reading.option_required) terms.push_back(term);
      } else if (reading.option == "window") {
        terms.push_back(term + "(window=2)");
        terms.push_back(term + "(window=6)");
      } else {
        throw PreconditionError("gen_ruleset_expression: no value known for option " +
                                std::string(reading.option));
      }
    }
    if (!id_needs_option) terms.emplace_back(rule_code(row.id));
  }
  return terms;
}

}  // namespace

rc::Gen<std::string> gen_ruleset_expression() {
  std::vector<std::string> names;
  for (const NamedRuleset& r : named_rulesets()) names.emplace_back(r.name);
  const std::vector<std::string> terms = composition_terms();
  // A named ruleset, or cycle-sets or a clause with one to three terms of the table added.
  const auto added = rc::gen::mapcat(rc::gen::inRange<std::size_t>(0, 4), [terms](std::size_t n) {
    return rc::gen::container<std::vector<std::string>>(n, rc::gen::elementOf(terms));
  });
  // A reading that modifies a clause instead of adding one (A1 modifies R9) comes with that
  // clause: without it the composition is refused (rules/ruleset.h).
  std::vector<std::pair<std::string, std::string>> modifies;
  for (const ClauseRow& row : clause_table()) {
    for (const ClauseReading& reading : row.readings) {
      if (!reading.adds_clause) modifies.emplace_back(reading.term, rule_code(row.id));
    }
  }
  const auto composed = rc::gen::map(
      rc::gen::pair(rc::gen::element<std::string>("cycle-sets", "PSK", "KO", "SSK"), added),
      [modifies](const std::pair<std::string, std::vector<std::string>>& p) {
        std::string out = p.first;
        for (const std::string& t : p.second) {
          out += "+" + t;
          for (const auto& [term, clause] : modifies) {
            if (t.rfind(term, 0) == 0 && t.find('.', term.size()) == std::string::npos)
              out += "+" + clause;
          }
        }
        return out;
      });
  return rc::gen::oneOf(rc::gen::elementOf(names), composed);
}

rc::Gen<DefinitionReadings> gen_definition_readings() {
  return rc::gen::build<DefinitionReadings>(
      rc::gen::set(&DefinitionReadings::r7, rc::gen::element(R7Reading::Points, R7Reading::Colour)),
      rc::gen::set(&DefinitionReadings::r8,
                   rc::gen::element(R8Reading::Between, R8Reading::Config)),
      rc::gen::set(&DefinitionReadings::r11,
                   rc::gen::element(R11Reading::Opponent, R11Reading::Any)),
      rc::gen::set(&DefinitionReadings::r12, rc::gen::element(R12Reading::Own, R12Reading::Joins)),
      rc::gen::set(&DefinitionReadings::r14,
                   rc::gen::element(R14Reading::Union, R14Reading::Parts)));
}

rc::Gen<KoFight> gen_ko_fight(int max_plies, int min_kos) {
  return rc::gen::mapcat(rc::gen::inRange(min_kos, 5), [max_plies, min_kos](int kos) {
    return rc::gen::build<KoFight>(
        rc::gen::set(&KoFight::kos, rc::gen::just(kos)),
        rc::gen::set(&KoFight::black_holds,
                     rc::gen::container<std::vector<bool>>(static_cast<std::size_t>(kos),
                                                           rc::gen::arbitrary<bool>())),
        rc::gen::set(&KoFight::white_to_move, rc::gen::arbitrary<bool>()),
        rc::gen::set(&KoFight::shape, min_kos > 1
                                          ? rc::gen::just(0)
                                          : rc::gen::weightedElement<int>({{4, 0}, {1, 1}})),
        rc::gen::set(&KoFight::choices,
                     rc::gen::resize(max_plies, rc::gen::container<std::vector<int>>(
                                                    rc::gen::inRange(0, 1000)))));
  });
}

GameSetup ko_fight_setup(const KoFight& fight) {
  if (fight.shape == 1) {
    // Sending two returning one (corpus/cycles/sending-two-returning-one.sgf):
    // 3 O . X . X
    // 2 O O O X X
    // 1 . O O X .
    Diagram d = parse_diagram("O.X.X\nOOOXX\n.OOX.");
    return {d.graph, d.config, fight.white_to_move ? Player::White : Player::Black};
  }
  if (fight.kos == 1) {
    // A single ko:
    // 3 . X O .
    // 2 X O . O
    // 1 . X O .
    Diagram d = parse_diagram(".XO.\nXO.O\n.XO.");
    return {d.graph, d.config, fight.white_to_move ? Player::White : Player::Black};
  }
  // Two groups sharing `kos` kos, as in corpus/cycles/triple-ko.sgf: Black holds the top rows,
  // White the bottom; ko i sits in column 2i+1 with a stone of its holder in atari.
  //   X X X X X X X
  //   X O X . X O X     (a white stone held in the ko, or an empty point)
  //   O . O X O . O     (an empty point, or a black stone held in the ko)
  //   O O O O O O O
  // Each group needs a liberty: at least one ko is held by each side (the last one is flipped
  // if all are held by the same side).
  std::vector<bool> holds = fight.black_holds;
  if (std::all_of(holds.begin(), holds.end(), [&](bool b) { return b == holds.front(); }))
    holds.back() = !holds.back();
  const int width = 2 * fight.kos + 1;
  std::string top(static_cast<std::size_t>(width), 'X'), upper, lower,
      bottom(static_cast<std::size_t>(width), 'O');
  for (int c = 0; c < width; ++c) {
    const bool ko = c % 2 == 1;
    const bool black = ko && holds[static_cast<std::size_t>(c / 2)];
    upper += !ko ? 'X' : black ? '.' : 'O';
    lower += !ko ? 'O' : black ? 'X' : '.';
  }
  Diagram d = parse_diagram(top + "\n" + upper + "\n" + lower + "\n" + bottom);
  return {d.graph, d.config, fight.white_to_move ? Player::White : Player::Black};
}

void showValue(const KoFight& fight, std::ostream& os) {
  const GameSetup setup = ko_fight_setup(fight);
  os << (fight.shape == 1 ? "sending two returning one" : std::to_string(fight.kos) + " kos")
     << ", " << player_name(setup.to_move) << " to move\n"
     << render_diagram(setup.graph, setup.initial);
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
  for (const Ply& ply : game.record().plies()) os << " " << move_text(g, ply.move);
  os << "\n" << render_diagram(g, game.record().current());
}

}  // namespace kospec::props
