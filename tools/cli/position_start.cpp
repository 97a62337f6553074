#include "tools/cli/position_start.h"

#include <chrono>
#include <iostream>

#include "spec/error.h"
#include "tools/explore/region.h"
#include "tools/run/stop_signals.h"
#include "tools/sgf/sgf_file.h"

namespace kospec::cli {

PositionStart read_position(const std::string& file, std::size_t at) {
  PositionStart p{sgf::read_game_file(file), {}};
  p.main_line = p.game.moves;
  if (at > p.game.moves.size()) {
    throw InputError(file + ": --at " + std::to_string(at) + " is beyond the main line (" +
                     std::to_string(p.game.moves.size()) + " plies)");
  }
  p.game.moves.resize(at);
  if (p.game.move_comments.size() > at) p.game.move_comments.resize(at);
  if (p.game.move_positions.size() > at) p.game.move_positions.resize(at);
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

explore::ExactLimits command_limits(std::size_t max_states, std::size_t max_depth,
                                     std::size_t max_memory_mb, double progress_seconds) {
  explore::ExactLimits limits;
  limits.max_states = max_states;
  limits.max_depth = max_depth;
  limits.max_bytes = max_memory_mb << 20;
  limits.control.stop = &run::install_stop_signals();
  limits.control.progress_every =
      std::chrono::milliseconds(static_cast<long>(progress_seconds * 1000));
  limits.control.progress = [](const std::string& line) { std::cerr << line << "\n"; };
  return limits;
}

PointSet start_region(const PositionStart& position, const Game& start, const std::string& text) {
  const Graph& board = position.game.setup.graph;
  return text.empty() ? explore::ko_region(board, start.record().current())
                      : explore::parse_region(board, text, position.main_line);
}

}  // namespace kospec::cli
