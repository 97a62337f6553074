#include "spec/rule_text.h"

#include "spec/base_occupied.h"
#include "spec/base_pass.h"
#include "spec/base_self_capture.h"
#include "spec/base_setup.h"
#include "spec/error.h"
#include "spec/r02_adjacent.h"
#include "spec/r03_string.h"
#include "spec/r04_liberty.h"
#include "spec/r05_capture.h"
#include "spec/r06_same_configuration.h"
#include "spec/r07_same_capture.h"

namespace kospec {

const std::vector<RuleText>& rule_catalogue() {
  static const std::vector<RuleText> catalogue{
      kR2Adjacent, kR3String,        kR4Liberty, kR5Capture, kR6SameConfiguration,
      kR7SameCapture, kOccupied,     kSelfCaptureRule, kPassRule, kTurnRule, kSetupRule,
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
