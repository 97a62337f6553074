#include "spec/rule_text.h"

#include "spec/a1_obvious_cycles.h"
#include "spec/a2_eternal_life.h"
#include "spec/a3_tko.h"
#include "spec/base_occupied.h"
#include "spec/base_pass.h"
#include "spec/base_self_capture.h"
#include "spec/base_setup.h"
#include "spec/error.h"
#include "spec/ko_basic.h"
#include "spec/ko_no_result.h"
#include "spec/r02_adjacent.h"
#include "spec/r03_string.h"
#include "spec/r04_liberty.h"
#include "spec/r05_capture.h"
#include "spec/r06_same_configuration.h"
#include "spec/r07_same_capture.h"
#include "spec/r08_cycle_sets.h"
#include "spec/r09_rule_cycle_sets.h"
#include "spec/r10_constrained.h"
#include "spec/r11_threatened.h"
#include "spec/r12_potentially_disallowed.h"
#include "spec/r13_counteracted.h"
#include "spec/r14_move_signature.h"
#include "spec/r15_rule_disallowed_capture.h"
#include "spec/repeated_pass_end.h"
#include "spec/spight.h"
#include "spec/superko.h"
#include "spec/window_superko.h"

namespace kospec {

const std::vector<RuleText>& rule_catalogue() {
  static const std::vector<RuleText> catalogue{
      kR2Adjacent,
      kR3String,
      kR4Liberty,
      kR5Capture,
      kR6SameConfiguration,
      kR7SameCapture,
      kR8CycleSets,
      kR9RuleCycleSets,
      kR10Constrained,
      kR11Threatened,
      kR12PotentiallyDisallowed,
      kR13Counteracted,
      kR14MoveSignature,
      kR15RuleDisallowedCapture,
      kA1ObviousCycles,
      kA2EternalLife,
      kA3Tko,
      kOccupied,
      kSelfCaptureRule,
      kPassRule,
      kTurnRule,
      kSetupRule,
      kKoBasic,
      kNoResult,
      kPositionalSuperko,
      kSituationalSuperko,
      kNaturalSituationalSuperko,
      kSpightBan,
      kSpightEnd,
      kRepeatedPassEnd,
      kWindowSuperko,
  };
  return catalogue;
}

const RuleText& rule_text(RuleId id) {
  for (const RuleText& rule : rule_catalogue()) {
    if (rule.id == id) return rule;
  }
  throw PreconditionError("rule_text: rule id missing from the catalogue");
}

}  // namespace kospec
