#pragma once
// A ruleset: the base rules plus the options and clauses that make a named set of rules.

#include <string>

#include "spec/base_self_capture.h"

namespace kospec {

/// A named ruleset. For now only the base rules (OCC, R5, SUI, PASS, TURN) with a self-capture
/// option; ko clauses are composed in on top of them.
struct Ruleset {
  std::string name = "base";                          ///< the name it is known by
  SelfCapture self_capture = SelfCapture::Forbidden;  ///< the SUI option
};

}  // namespace kospec
