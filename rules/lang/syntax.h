#pragma once
// A rule file as written: its declarations, their fields and conditions, each with the line and
// column it starts at (rules/lang/grammar.h gives the grammar). Reading a text either gives this
// or throws InputError "FILE:LINE:COLUMN: expected ...".

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace kospec::lang {

/// A place in a rule file.
struct Place {
  std::size_t line = 1;    ///< from 1
  std::size_t column = 1;  ///< from 1
};

/// A term's argument as written: "since-last-pass", "within=8".
struct ArgumentSyntax {
  std::string name;                ///< the word
  std::optional<long long> value;  ///< the number after '=', if any
  Place at;                        ///< where it is written
};

/// A condition as written.
struct ConditionSyntax {
  /// What a node is.
  enum class Kind { Or, And, Not, Term, Compare };
  Kind kind = Kind::Term;                 ///< the node's kind
  Place at;                               ///< where it starts
  std::string name;                       ///< Term: the term's name
  std::vector<ArgumentSyntax> arguments;  ///< Term: its arguments
  std::string op;                         ///< Compare: "=", "!=", "<", "<=", ">" or ">="
  long long value = 0;                    ///< Compare: the number compared with
  Place value_at;                         ///< Compare: where the number is written
  std::vector<ConditionSyntax> children;  ///< Or, And: the operands; Not: one; Compare: the term
};

/// A field of a rule as written.
struct FieldSyntax {
  std::string keyword;        ///< "sentence", "judges", "effect", "when" or "two-passes-end"
  Place at;                   ///< where the keyword is
  std::string value;          ///< the word or the sentence's text (escapes undone)
  ConditionSyntax condition;  ///< "when": the condition
  std::string text;           ///< "when": the condition as written, its spaces collapsed
};

/// A rule as written.
struct RuleSyntax {
  std::string id;                   ///< the id as written
  Place at;                         ///< where "rule" is
  Place id_at;                      ///< where the id is
  std::vector<FieldSyntax> fields;  ///< in the order written
};

/// A ruleset as written.
struct RulesetSyntax {
  std::string name;                ///< its name
  Place at;                        ///< where "ruleset" is
  std::vector<std::string> terms;  ///< the composition terms in order
  std::vector<Place> term_places;  ///< where each is written
};

/// A rule file as written.
struct FileSyntax {
  std::vector<RuleSyntax> rules;        ///< in the order written
  std::vector<RulesetSyntax> rulesets;  ///< in the order written
};

/// The largest rule file read (bytes).
inline constexpr std::size_t kMaxRuleFileBytes = std::size_t{1} << 20;

/// Parses the text of a rule file named `source` (for messages). Throws InputError
/// "SOURCE:LINE:COLUMN: expected ..." at the first place the text does not follow the grammar,
/// and for a text over kMaxRuleFileBytes, with bytes that are not text, or nested too deep.
FileSyntax parse_rule_text(const std::string& text, const std::string& source);

}  // namespace kospec::lang
