#include "spec/spight.h"

#include "spec/ko_no_result.h"

namespace kospec {

std::optional<std::size_t> spight_repeat(const GameRecord& record, const Configuration& after) {
  for (std::size_t ply = record.ply_count() + 1; ply-- > last_pass_ply(record);) {
    if (record.configuration_after(ply) == after) return ply;
  }
  return std::nullopt;
}

std::optional<std::size_t> spight_earlier_pass(const GameRecord& record, Player player) {
  for (std::size_t ply = 1; ply <= record.ply_count(); ++ply) {
    const Move& move = record.plies()[ply - 1].move;
    if (move.is_pass() && move.player == player && record.configuration_after(ply) == record.current()) {
      return ply;
    }
  }
  return std::nullopt;
}

}  // namespace kospec
