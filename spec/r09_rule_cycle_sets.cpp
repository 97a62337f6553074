#include "spec/r09_rule_cycle_sets.h"

#include "spec/r08_cycle_sets.h"

namespace kospec {

PointSet capture_cycle_set(const GameRecord& record, std::size_t ply, const A1Reading* a1) {
  const auto capture = capture_of(record.plies()[ply - 1]);
  if (!capture) return {};
  PointSet set = cycle_set(record, *capture, ply);
  if (a1) set.insert_all(obvious_cycle_set(record, ply, *a1));
  return set;
}

PointSet cycle_set_ban(const GameRecord& record, const A1Reading* a1) {
  if (record.ply_count() == 0) return {};
  return capture_cycle_set(record, record.ply_count(), a1);
}

}  // namespace kospec
