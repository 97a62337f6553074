#include "spec/ko_no_result.h"

namespace kospec {

std::size_t last_pass_ply(const GameRecord& record) {
  for (std::size_t ply = record.ply_count(); ply >= 1; --ply) {
    if (record.plies()[ply - 1].move.is_pass()) return ply;
  }
  return 0;
}

std::vector<std::size_t> situation_repeats_since_pass(const GameRecord& record,
                                                      const Configuration& after, Player to_move) {
  std::vector<std::size_t> repeats;
  for (std::size_t ply = last_pass_ply(record); ply <= record.ply_count(); ++ply) {
    if (record.to_move_after(ply) == to_move && record.configuration_after(ply) == after) {
      repeats.push_back(ply);
    }
  }
  return repeats;
}

}  // namespace kospec
