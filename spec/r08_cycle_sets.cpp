#include "spec/r08_cycle_sets.h"

#include "spec/error.h"
#include "spec/r06_same_configuration.h"

namespace kospec {

std::optional<CaptureMove> capture_of(const Ply& ply) {
  if (ply.move.is_pass() || ply.captured.empty()) return std::nullopt;
  return CaptureMove{*ply.move.point, ply.captured};
}

std::optional<CycleSetGrowth> cycle_set_growth(const GameRecord& record, std::size_t ply) {
  require(ply >= 1 && ply <= record.ply_count(), "cycle_set_growth: no such ply");
  const auto capture = capture_of(record.plies()[ply - 1]);
  if (!capture) return std::nullopt;
  for (std::size_t earlier = 1; earlier < ply; ++earlier) {
    const auto other = capture_of(record.plies()[earlier - 1]);
    if (!other || !same_capture(*other, *capture)) continue;
    if (!same_board_configuration(record.configuration_after(earlier),
                                  record.configuration_after(ply))) {
      continue;
    }
    PointSet added;
    for (std::size_t between = earlier + 1; between < ply; ++between) {
      const Move& move = record.plies()[between - 1].move;
      if (!move.is_pass()) added.insert(*move.point);
    }
    return CycleSetGrowth{std::move(added), earlier};
  }
  return std::nullopt;
}

PointSet cycle_set(const GameRecord& record, const CaptureMove& capture, std::size_t plies) {
  PointSet set;
  for (std::size_t ply = 1; ply <= plies; ++ply) {
    const auto made = capture_of(record.plies()[ply - 1]);
    if (!made || !same_capture(*made, capture)) continue;
    if (auto growth = cycle_set_growth(record, ply)) set.insert_all(growth->added);
  }
  return set;
}

}  // namespace kospec
