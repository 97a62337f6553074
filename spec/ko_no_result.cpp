#include "spec/ko_no_result.h"
#include <string>

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

Ruling judge_no_result(const std::vector<std::size_t>& earlier) {
  if (vote_no_result(earlier.size()) == Vote::NoResult) {
    return {Vote::NoResult,
            {RuleId::NR,
             "third occurrence of this situation since the last pass (after plies " +
                 std::to_string(earlier[0]) + " and " + std::to_string(earlier[1]) +
                 "): the game ends with no result",
             {},
             earlier[0]}};
  }
  return {Vote::Allow,
          {RuleId::NR,
           "this situation has occurred " + std::to_string(earlier.size()) +
               " time(s) since the last pass",
           {},
           earlier.empty() ? std::nullopt : std::optional(earlier[0])}};
}

}  // namespace kospec
