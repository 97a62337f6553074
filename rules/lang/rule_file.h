#pragma once
// Rule files: a committee's own ko rules as data, over the spec's vocabulary (spec/vocabulary.h).
// A file holds rules (each an id, a sentence, the moves it judges, an effect and a condition) and
// at most one ruleset (composition terms, its own rules among them). read_rule_file parses it
// (syntax.h), resolves every term, compiles each condition once into a table (spec/rule_program.h)
// and refuses the file, naming FILE:LINE:COLUMN, on any error: nothing of it is run. The rules
// layer takes a file as a composition term ("PSK+my-rule.kor"; rules/ruleset.h).

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "spec/file_rule.h"

namespace kospec::lang {

/// A ruleset a rule file names.
struct RulesetDeclaration {
  std::string name;                ///< as written
  std::vector<std::string> terms;  ///< composition terms in order
  std::string source;              ///< "FILE:LINE"
};

/// A rule file, read and compiled.
struct RuleFile {
  std::string path;                                    ///< as named
  std::vector<std::shared_ptr<const FileRule>> rules;  ///< in the order written
  std::optional<RulesetDeclaration> ruleset;           ///< its ruleset, if it names one
};

/// The extension of a rule file.
inline constexpr std::string_view kRuleFileExtension = ".kor";

/// Whether a composition term names a rule file (ends in ".kor", any letter case).
bool names_rule_file(std::string_view term);

/// Whether a composition ("PSK+my.kor") has a term that names a rule file.
bool mentions_rule_file(std::string_view expression);

/// Reads, parses and compiles the rule file at `path`. Throws InputError naming the file (and
/// the line and column where one applies) when it cannot be read or is not a valid rule file.
RuleFile read_rule_file(const std::string& path);

/// Compiles the text of a rule file named `source` (for messages), as read_rule_file does.
RuleFile compile_rule_text(const std::string& text, const std::string& source);

}  // namespace kospec::lang
