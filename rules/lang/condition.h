#pragma once
// A rule's condition as written, resolved against the spec's vocabulary and compiled into a table
// (spec/rule_program.h). Every name is checked before anything runs: an unknown term is refused
// with the nearest known ones, a history question no engine gathers with the ones they do, a term
// that says nothing of the moves the rule judges, a count not compared, a truth compared.

#include <string>

#include "rules/lang/syntax.h"
#include "spec/clause_table.h"
#include "spec/rule_program.h"

namespace kospec::lang {

/// A condition, compiled.
struct CompiledCondition {
  RuleProgram program;  ///< its table
  int window = 0;       ///< the N of repeats(configuration, within=N), 0 if it reads none
};

/// Compiles `condition` (written in `source`) for a rule that judges `judges`. Throws InputError
/// "SOURCE:LINE:COLUMN: ..." naming the term and what is wrong with it.
CompiledCondition compile_condition(const ConditionSyntax& condition, Judges judges,
                                    const std::string& source);

/// The known term spellings nearest to `written` (at most three, nearest first), for messages.
std::string nearest_terms(const std::string& written);

}  // namespace kospec::lang
