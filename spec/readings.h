#pragma once
// The readings a ruleset takes of the rules' informal wording and of its own options: the values
// the clauses' votes and their facts read beside the clause list (rules/ruleset.h holds them).

#include <optional>

#include "spec/a1_obvious_cycles.h"
#include "spec/a3_tko.h"
#include "spec/base_self_capture.h"
#include "spec/r13_reading.h"

namespace kospec {

/// The readings and options of a ruleset.
struct Readings {
  SelfCapture self_capture = SelfCapture::Forbidden;  ///< the SUI option
  std::optional<A1Reading> a1;                        ///< A1 (modifies R9, and R10 under A1.full)
  A3Reading a3 = A3Reading::Counter;  ///< A3's reading (A3.counter, A3.ko-liberty, A3.any)
  bool a2_passes =
      false;  ///< A2 under the literal reading A2.pass (the cycle's middle plies may be passes)
  R13Reading r13 = R13Reading::Next;  ///< R13's "subsequent opponent's move" (R15 reads it)
  int window = 0;                     ///< WSK: how many plies back a board play may not repeat
};

}  // namespace kospec
