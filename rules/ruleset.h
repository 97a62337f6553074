#pragma once
// A ruleset: the base rules plus a list of clauses, each a spec component, consulted in order.
// Named rulesets are compositions written in the same syntax a rules committee can use:
//   TERM ('+' TERM)*   TERM = a ruleset name | a clause id [ '(' key '=' value ')' ]
// e.g. "japanese", "PSK", "cycle-sets+A1+A3", "KO+NR", "cycle-sets+A1(depth=4)",
// "cycle-sets+R13.later". A reading term (A1.local, A1.base, A1.full, A2.pass, A3.ko-liberty,
// A3.any, R13.later) selects a reading; A1 alone is A1.base at depth 2 and A1.local at depth 4.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "spec/a1_obvious_cycles.h"
#include "spec/a3_tko.h"
#include "spec/base_self_capture.h"
#include "spec/r13_counteracted.h"
#include "spec/rule_id.h"

namespace kospec {

/// A ruleset: its name, its clauses in the order they are consulted, and its options.
struct Ruleset {
  std::string name = "no-ko";                         ///< the expression it was built from
  std::vector<RuleId> clauses;                        ///< ko clauses consulted after the base rules
  SelfCapture self_capture = SelfCapture::Forbidden;  ///< the SUI option
  std::optional<A1Reading> a1;                        ///< A1 (modifies R9, and R10 under A1.full)
  A3Reading a3 = A3Reading::Counter;  ///< A3's reading (A3.counter, A3.ko-liberty, A3.any)
  bool a2_passes =
      false;  ///< A2 under the literal reading A2.pass (the cycle's middle plies may be passes)
  R13Reading r13 = R13Reading::Next;  ///< R13's "subsequent opponent's move" (R15 reads it)

  /// Whether a clause is part of the ruleset.
  bool has(RuleId id) const;
  /// Whether the cycle-set rules' state (R8-R15) is needed.
  bool needs_cycle_sets() const;
  /// Whether the index of every configuration is needed (superkos, NR, Spight).
  bool needs_positions() const;
  /// Whether a pass after a pass ends the game (the usual end of play): every ruleset but those with
  /// an end of their own (Spight's SPE ends play at a repeated pass instead).
  bool two_passes_end() const;
};

/// A named ruleset: a name, its composition, and where its definition comes from.
struct NamedRuleset {
  std::string_view name;         ///< e.g. "positional-superko"
  std::string_view composition;  ///< e.g. "PSK"
  std::string_view description;  ///< one line
};

/// The named rulesets, in the order they are listed.
const std::vector<NamedRuleset>& named_rulesets();

/// Parses a ruleset expression. Throws InputError naming the bad term and the known names and ids.
Ruleset parse_ruleset(std::string_view expression, SelfCapture self_capture);

}  // namespace kospec
