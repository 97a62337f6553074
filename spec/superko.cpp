#include "spec/superko.h"

namespace kospec {

std::optional<std::size_t> positional_repeat(const GameRecord& record, const Configuration& after) {
  for (std::size_t ply = 0; ply <= record.ply_count(); ++ply) {
    if (record.configuration_after(ply) == after) return ply;
  }
  return std::nullopt;
}

std::optional<std::size_t> situational_repeat(const GameRecord& record, const Configuration& after,
                                              Player to_move) {
  for (std::size_t ply = 0; ply <= record.ply_count(); ++ply) {
    if (record.to_move_after(ply) == to_move && record.configuration_after(ply) == after) return ply;
  }
  return std::nullopt;
}

std::optional<std::size_t> natural_repeat(const GameRecord& record, const Configuration& after,
                                          Player mover) {
  if (record.setup().to_move != mover && record.configuration_after(0) == after) return 0;
  for (std::size_t ply = 1; ply <= record.ply_count(); ++ply) {
    const Move& move = record.plies()[ply - 1].move;
    if (!move.is_pass() && move.player == mover && record.configuration_after(ply) == after) return ply;
  }
  return std::nullopt;
}

}  // namespace kospec
