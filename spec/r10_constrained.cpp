#include "spec/r10_constrained.h"

#include "spec/r09_rule_cycle_sets.h"

namespace kospec {

bool constrained_after(const GameRecord& record, std::size_t plies, const A1Reading* a1,
                       const DefinitionReadings& readings) {
  if (plies == 0) return false;
  // A1 counts for R10 only under the literal reading A1.full (A1Reading::constrains).
  return !capture_cycle_set(record, plies, a1 != nullptr && a1->constrains ? a1 : nullptr, readings)
              .empty();
}

}  // namespace kospec
