#pragma once
// A ruleset: the base rules plus a list of clauses (rows of the clause table, spec/clause_table.h),
// consulted in order, and the readings they are taken in. Named rulesets are compositions written
// in the same syntax a rules committee can use:
//   TERM ('+' TERM)*   TERM = a ruleset name | a clause id | a reading [ '(' key '=' value ')' ]
// e.g. "japanese", "PSK", "cycle-sets+A1+A3", "KO+NR", "cycle-sets+A1(depth=4)",
// "cycle-sets+R13.later", "PSK(window=8)". The terms a reading is named by are the clause table's.
// A term ending in ".kor" is a rule file (rules/lang/README.md): its ruleset if it names one, else
// its rules in order, e.g. "PSK+corpus/rules/examples/CSK.kor".

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "spec/clause_table.h"
#include "spec/file_rule.h"
#include "spec/move_facts.h"
#include "spec/readings.h"
#include "spec/rule_id.h"
#include "spec/rule_text.h"

namespace kospec {

/// A ruleset: its name, its clauses in the order they are consulted, and its readings.
struct Ruleset : Readings {
  std::string name = "no-ko";   ///< the expression it was built from
  std::vector<RuleId> clauses;  ///< ko clauses (rows of the clause table) consulted in order
  /// The rule files' clauses among `clauses` (each row's `file` is one of these).
  std::vector<std::shared_ptr<const FileRule>> file_rules;

  /// Whether a clause is part of the ruleset.
  bool has(RuleId id) const;
  /// The row of one of its clauses: the clause table's, or a rule file's. Throws
  /// PreconditionError for an id that is no clause of it.
  const ClauseRow& row(RuleId id) const;
  /// The text of a rule it names: a rule file's clause's entry, else the catalogue's.
  const RuleText& text(RuleId id) const;
  /// Whether it has `id`, or a rule file's clause that covers it (forbids or ends play at least
  /// where `id`'s vote does).
  bool has_or_covers(RuleId id) const;
  /// The facts its clauses read (spec/move_facts.h).
  FactMask reads() const;
  /// Whether the cycle-set rules' state (R8-R15) is needed.
  bool needs_cycle_sets() const;
  /// Whether the index of every configuration is needed (the repetition clauses).
  bool needs_positions() const;
  /// Whether a pass after a pass ends the game (the usual end of play): every ruleset but those
  /// with a clause that replaces it (Spight's SPE ends play at a repeated pass instead).
  bool two_passes_end() const;
  /// Whether a clause ends play at a player's pass in a configuration where that player passed
  /// before (SPE, RPE: the rows that bound passes).
  bool repeated_pass_ends() const;
  /// Whether the passes of a game are bounded: two consecutive passes end it, or a repeated pass.
  bool passes_bounded() const;
  /// Whether a clause can end the game with no result (NR).
  bool can_end_with_no_result() const;
  /// The theorem that every game ends under the ruleset, from its clauses' rows, if one applies.
  std::optional<std::string_view> termination_theorem() const;
  /// The theorem that neither side can force play to end on a board of `points` points, if one
  /// applies: with self-capture 'all', the base rules alone (no clause; spec/base_self_capture.h)
  /// or a clause alone whose row gives one for that board (KO: every board but two points).
  std::optional<std::string_view> endless_theorem(std::size_t points) const;
};

/// A named ruleset: a name, its composition, and where its definition comes from.
struct NamedRuleset {
  std::string_view name;         ///< e.g. "positional-superko"
  std::string_view composition;  ///< e.g. "PSK"
  std::string_view description;  ///< one line
};

/// The named rulesets, in the order they are listed.
const std::vector<NamedRuleset>& named_rulesets();

/// Parses a ruleset expression. Throws InputError naming the bad term and the known names, ids and
/// readings.
Ruleset parse_ruleset(std::string_view expression, SelfCapture self_capture);

namespace lang {
struct RuleFile;
}

/// The ruleset a compiled rule file names (rules/lang/rule_file.h): its ruleset, else its rules in
/// order, as the term naming the file gives. Throws InputError as parse_ruleset does.
Ruleset rule_file_ruleset(const lang::RuleFile& file, SelfCapture self_capture);

/// Every term a composition may use (names, clause ids, readings), comma-separated: for messages.
std::string known_ruleset_terms();

}  // namespace kospec
