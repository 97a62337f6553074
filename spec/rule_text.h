#pragma once
// The text of a rule as kospec quotes it, and the catalogue of every rule kospec implements.

#include <string_view>
#include <vector>

#include "spec/rule_id.h"

namespace kospec {

/// Where a rule's wording comes from.
enum class RuleSource : std::uint8_t {
  RulesText,  ///< quoted verbatim from the cycle-set rules text (ko-rules-cycle-sets.txt)
  Published,  ///< quoted or summarised from a published ruleset, named in `citation`
  Kospec,     ///< kospec's own rule or reading for what a text leaves open
  RuleFile,   ///< a committee's rule from a rule file (spec/file_rule.h), named in `citation`
};

/// A rule's id, title and wording.
struct RuleText {
  RuleId id;                       ///< stable id
  std::string_view title;          ///< short title, as in the text ("Capture")
  std::string_view text;           ///< the wording, verbatim where source is RulesText
  RuleSource source;               ///< where the wording comes from
  std::string_view reading = {};   ///< kospec's decidable reading of informal wording, if any
  std::string_view citation = {};  ///< the published source, for RuleSource::Published
  std::string_view summary = {};   ///< one line for a ruleset's clause table (deciding rules only)
};

/// Every rule kospec implements, in id order.
const std::vector<RuleText>& rule_catalogue();

/// The catalogue entry of one rule.
const RuleText& rule_text(RuleId id);

}  // namespace kospec
