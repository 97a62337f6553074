#include "tools/exploration/position_start.h"

#include "sgf/sgf_file.h"
#include "spec/error.h"
#include "tools/explore/region.h"

namespace kospec::exploration {

PositionStart read_position(const std::string& file, std::size_t at) {
  PositionStart p{sgf::read_game_file(file), {}};
  p.main_line = p.game.moves;
  sgf::cut_main_line(p.game, at, file + ": --at");
  return p;
}

Game start_game(const PositionStart& position, const Ruleset& ruleset, const std::string& file) {
  Game start(position.game.setup, ruleset);
  if (auto stop = replay(start, position.game.moves, position.game.moves.size());
      stop && !stop->judgement.verdict.legal()) {
    throw InputError(file + ": move " + std::to_string(stop->index + 1) +
                     " of the main line is illegal under " + ruleset.name + " (" +
                     std::string(rule_code(stop->judgement.verdict.deciding)) + ")");
  }
  return start;
}

Verdict verdict_after(const Game& start, const std::vector<Move>& line, const Move& move) {
  Game game = start;
  for (const Move& m : line) game.play(m);
  return game.judge(move).verdict;
}

PointSet start_region(const PositionStart& position, const Game& start, const std::string& text) {
  const Graph& board = position.game.setup.graph;
  return text.empty() ? explore::ko_region(board, start.record().current())
                      : explore::parse_region(board, text, position.main_line);
}

}  // namespace kospec::exploration
