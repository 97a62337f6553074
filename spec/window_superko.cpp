#include "spec/window_superko.h"

#include <string>

#include "spec/superko.h"

namespace kospec {

std::optional<std::size_t> window_repeat(const GameRecord& record, const Configuration& after,
                                         int window) {
  const std::size_t n = record.ply_count();
  const std::size_t w = static_cast<std::size_t>(window);
  const std::size_t first = n + 1 > w ? n + 1 - w : 0;
  for (std::size_t ply = n + 1; ply-- > first;) {
    if (record.configuration_after(ply) == after) return ply;
  }
  return std::nullopt;
}

Ruling judge_window_superko(std::optional<std::size_t> earlier, int window) {
  return repeat_ruling(RuleId::WSK, vote_window_superko(earlier.has_value()), earlier,
                       "a configuration of the last " + std::to_string(window) + " plies");
}

}  // namespace kospec
