#pragma once
// The spec's vocabulary for rules written as data (rule files, rules/lang): each term a committee's
// condition may use, the fact kind it reads (spec/move_facts.h), the moves it applies to, its type,
// and what it says. The terms are the spec's own definitions (R5 capture, R6 configuration and
// situation, KO's ko point, PSK ... NR's histories, R8-R15, A1-A3), no more: a rule that needs a
// definition kospec lacks needs C++ (docs/contributing.md, "Adding a definition").

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "spec/clause_table.h"
#include "spec/move_facts.h"

namespace kospec {

/// What a term's value is.
enum class TermType : std::uint8_t {
  Truth,  ///< true or false
  Count,  ///< a number compared with a constant (captures >= 2)
};

/// Which moves a term says something of.
enum class TermMoves : std::uint8_t {
  BoardPlays,  ///< board plays only (of a pass it says nothing)
  Passes,      ///< passes only
  Both,        ///< any move
};

/// One term of the vocabulary.
struct VocabularyTerm {
  std::string_view spelling;  ///< as written in a condition, e.g. "repeats(situation)"
  Fact fact;                  ///< the fact kind it reads
  TermType type;              ///< a truth or a count
  TermMoves moves;            ///< the moves it applies to
  std::string_view meaning;   ///< what it says of a move, in words
  /// A truth made of the fact: true when the fact's value is at least this (1 for a flag); a
  /// count's value is the fact's.
  int at_least = 1;
  bool negated = false;  ///< the truth is the fact's negation ("white" reads Mover)
  /// The largest value a count takes (a larger one reads as it); 0: unbounded (captures).
  int largest = 1;
};

/// Every term, in the order the rule guide lists them. A window term is written with its number
/// ("repeats(configuration, within=8)"); its spelling here has "N".
std::span<const VocabularyTerm> vocabulary();

/// The term spelled `spelling` (a window term with its number replaced by "N"), or nullptr.
const VocabularyTerm* find_term(std::string_view spelling);

/// The value of `term` for a move with facts `facts` (a truth: 0 or 1).
int term_value(const VocabularyTerm& term, const MoveFacts& facts);

/// The evidence a finding cites for `term` where it holds: "repeats the configuration of ply 7".
std::string term_evidence(const VocabularyTerm& term, const MoveFacts& facts,
                          const Evidence& evidence);

/// Whether a term says something of the moves a rule judges.
bool applies_to(const VocabularyTerm& term, Judges judges);

}  // namespace kospec
