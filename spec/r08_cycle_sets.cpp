#include "spec/r08_cycle_sets.h"

#include "spec/error.h"
#include "spec/r06_same_configuration.h"

namespace kospec {

std::optional<CaptureMove> capture_of(const Ply& ply) {
  if (ply.move.is_pass() || ply.captured.empty()) return std::nullopt;
  return CaptureMove{*ply.move.point, ply.captured, ply.move.player};
}

std::optional<CycleSetGrowth> cycle_set_growth(const GameRecord& record, std::size_t ply,
                                               R7Reading r7) {
  require(ply >= 1 && ply <= record.ply_count(), "cycle_set_growth: no such ply");
  const auto capture = capture_of(record.plies()[ply - 1]);
  if (!capture) return std::nullopt;
  for (std::size_t earlier = 1; earlier < ply; ++earlier) {
    const auto other = capture_of(record.plies()[earlier - 1]);
    if (!other || !same_capture(*other, *capture, r7)) continue;
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

PointSet cycle_set(const GameRecord& record, std::size_t ply, const DefinitionReadings& readings) {
  PointSet set;
  const auto capture = capture_of(record.plies()[ply - 1]);
  if (!capture) return set;
  for (std::size_t q = 1; q <= ply; ++q) {
    const auto made = capture_of(record.plies()[q - 1]);
    if (!made || !same_capture(*made, *capture, readings.r7)) continue;
    if (readings.r8 == R8Reading::Config &&
        !same_board_configuration(record.configuration_after(q), record.configuration_after(ply)))
      continue;
    if (auto growth = cycle_set_growth(record, q, readings.r7)) set.insert_all(growth->added);
  }
  return set;
}

}  // namespace kospec
