#include "spec/r10_constrained.h"

#include "spec/r09_rule_cycle_sets.h"

namespace kospec {

bool constrained_after(const GameRecord& record, std::size_t plies, const A1Reading* a1) {
  if (plies == 0) return false;
  return !capture_cycle_set(record, plies, a1).empty();
}

}  // namespace kospec
