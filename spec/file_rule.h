#pragma once
// A committee's rule, written as data in a rule file (rules/lang reads the text): its id, its
// sentence, the moves it judges, its effect and its condition compiled over the spec's vocabulary
// (spec/vocabulary.h). It is a clause like the built-in ones: it has a row (ClauseRow, with
// `file` pointing back here) whose facts every engine gathers and whose decision every engine
// asks, and the theorems about the end of play it inherits from the built-in clauses it covers.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "spec/clause_table.h"
#include "spec/rule_program.h"
#include "spec/rule_text.h"

namespace kospec {

/// What a rule file says of one rule, compiled.
struct FileRuleText {
  RuleId id;                           ///< its id (no built-in's)
  std::string sentence;                ///< the rule as the committee words it
  Judges judges = Judges::BoardPlays;  ///< the moves it judges
  Vote effect = Vote::Forbid;          ///< Forbid, NoResult or Ends, where the condition holds
  bool two_passes_end = true;  ///< false: with this rule two consecutive passes do not end play
  std::string condition_text;  ///< the condition as written
  std::string source;          ///< where it is written: "FILE:LINE"
  RuleProgram condition;       ///< the condition, compiled
  int window = 0;              ///< the N of repeats(configuration, within=N), 0 if none
};

/// A committee's rule as a clause. Made by make_file_rule; not copied (its row points to it).
struct FileRule {
  FileRuleText text;  ///< what the file says
  ClauseRow row;      ///< its clause: reads, decision, finding and theorems from `text`
  /// The built-in clauses it covers: wherever their vote is not Allow, its decision is not Allow
  /// either (it forbids or ends play at least where they do).
  std::vector<RuleId> covers;
  /// The built-in clause whose vote it gives on every combination of the facts either reads
  /// (under default readings), if any: F-PSK's is PSK. A search that holds exactly a built-in
  /// clause's history (the native solver) takes such a rule as that clause.
  std::optional<RuleId> same_as;
  std::string termination;    ///< the termination theorem it inherits ("" if none)
  std::string endless_alone;  ///< the endless theorem it inherits ("" if none)
  /// The capture-superko theorem, where the rule forbids every capture that recreates an earlier
  /// configuration but not every such self-capture: it holds with self-capture forbidden only
  /// ("" if none; Ruleset::termination_theorem reads it).
  std::string termination_without_self_capture;
  std::string title;  ///< "rule of FILE"
  /// Its entry as the catalogue's are (title, sentence, condition as its reading, the file as
  /// its citation), for `explain`, `rules` and the report.
  RuleText entry;

  FileRule() = default;
  FileRule(const FileRule&) = delete;
  FileRule& operator=(const FileRule&) = delete;

  /// Its decision on a move with `facts`: its effect where its condition holds, else Allow.
  Decision decide(const MoveFacts& facts) const;
  /// Its ruling: the decision's finding, quoting its sentence and citing the facts that held.
  Ruling explain(const Decision& decision, const MoveFacts& facts, const Evidence& evidence) const;
  /// Whether some move it judges can meet its condition (the combinations of values no move has,
  /// such as a self-capture that captures, left out).
  bool can_apply() const;
};

/// The clause of a rule file's rule, with its row and inherited theorems. Throws InputError when
/// the rule can never apply.
std::shared_ptr<const FileRule> make_file_rule(FileRuleText text);

/// Whether `row`'s decision is not Allow wherever `covered`'s vote is not Allow, over every
/// combination of the facts either reads (under default readings).
bool covers_row(const FileRule& rule, const ClauseRow& covered);

}  // namespace kospec
