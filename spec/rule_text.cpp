#include "spec/rule_text.h"

#include <algorithm>

#include "spec/a1_obvious_cycles.h"
#include "spec/base_occupied.h"
#include "spec/base_pass.h"
#include "spec/base_self_capture.h"
#include "spec/base_setup.h"
#include "spec/clause_table.h"
#include "spec/error.h"
#include "spec/r02_adjacent.h"
#include "spec/r03_string.h"
#include "spec/r04_liberty.h"
#include "spec/r05_capture.h"
#include "spec/r06_same_configuration.h"
#include "spec/r07_same_capture.h"
#include "spec/r08_cycle_sets.h"
#include "spec/r10_constrained.h"
#include "spec/r11_threatened.h"
#include "spec/r12_potentially_disallowed.h"
#include "spec/r13_counteracted.h"
#include "spec/r14_move_signature.h"

namespace kospec {

const std::vector<RuleText>& rule_catalogue() {
  // The definitions and the base rules here; each clause's text is its row's (clause_table.cpp).
  static const std::vector<RuleText> catalogue = [] {
    std::vector<RuleText> all{
        kR2Adjacent,
        kR3String,
        kR4Liberty,
        kR5Capture,
        kR6SameConfiguration,
        kR7SameCapture,
        kR8CycleSets,
        kR10Constrained,
        kR11Threatened,
        kR12PotentiallyDisallowed,
        kR13Counteracted,
        kR14MoveSignature,
        kA1ObviousCycles,
        kOccupied,
        kSelfCaptureRule,
        kPassRule,
        kTurnRule,
        kSetupRule,
    };
    for (const ClauseRow& row : clause_table()) {
      if (row.text != nullptr) all.push_back(*row.text);
    }
    std::sort(all.begin(), all.end(),
              [](const RuleText& a, const RuleText& b) { return a.id < b.id; });
    return all;
  }();
  return catalogue;
}

const RuleText& rule_text(RuleId id) {
  for (const RuleText& rule : rule_catalogue()) {
    if (rule.id == id) return rule;
  }
  throw PreconditionError("rule_text: rule id missing from the catalogue");
}

}  // namespace kospec
