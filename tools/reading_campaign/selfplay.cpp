#include "tools/reading_campaign/selfplay.h"

#include <algorithm>

#include "reading/fast_board.h"
#include "spec/error.h"
#include "tools/gtp_client/engine_process.h"
#include "tools/reading_campaign/gnugo_oracle.h"

namespace kospec::reading::campaign {

namespace {

std::string must(gtp::EngineProcess& engine, const std::string& command) {
  const gtp::Response r = engine.send(command);
  if (!r.ok()) {
    throw EngineError("self-play engine: '" + command + "' " +
                      std::string(gtp::exchange_name(r.exchange)) + ": " + r.text.substr(0, 200));
  }
  return r.text;
}

}  // namespace

sgf::SgfGame self_play(const std::string& command, const SelfPlaySpec& spec,
                       std::chrono::milliseconds timeout, const std::function<bool()>& stop) {
  gtp::EngineProcess engine(command, timeout);
  must(engine, "boardsize " + std::to_string(spec.size));
  must(engine, "clear_board");
  must(engine, "komi " + spec.komi);
  must(engine, "set_random_seed " + std::to_string(spec.seed));
  const Graph graph = Graph::grid(spec.size, spec.size);
  sgf::SgfGame game{
      GameSetup{graph, Configuration(graph.size()), Player::Black}, {}, {}, {}, "", {}};
  FastBoard board(graph, game.setup.initial);
  Player to_move = Player::Black;
  int passes = 0;
  while (game.moves.size() < spec.max_plies && passes < 2 && !stop()) {
    std::string answer = must(engine, std::string("genmove ") + std::string(player_name(to_move)));
    std::transform(answer.begin(), answer.end(), answer.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (answer == "resign") break;
    if (answer == "pass") {
      game.moves.push_back(Move::pass(to_move));
      board.pass();
      ++passes;
    } else {
      const std::optional<Point> p = graph.parse_name(answer);
      if (!p || !board.play(*p, to_move)) {
        throw InputError("self-play: GNU Go played '" + answer + "', not a legal move here");
      }
      game.moves.push_back(Move::play(to_move, *p));
      passes = 0;
    }
    to_move = opponent(to_move);
  }
  game.move_comments.assign(game.moves.size(), "");
  game.root_comment = "GNU Go self-play (" + command + "), " + std::to_string(spec.size) + "x" +
                      std::to_string(spec.size) + ", komi " + spec.komi + ", random seed " +
                      std::to_string(spec.seed);
  return game;
}

}  // namespace kospec::reading::campaign
