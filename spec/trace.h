#pragma once
// Verdicts and their traces: what each consulted rule found, and which rule decided.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "spec/point.h"
#include "spec/rule_id.h"

namespace kospec {

/// What one rule found while a move was judged.
struct Finding {
  RuleId rule;                     ///< the rule consulted
  std::string statement;           ///< what it found, in words, with GTP point names
  PointSet points;                 ///< the points the finding concerns
  std::optional<std::size_t> ply;  ///< an earlier ply given as evidence (1 = first ply)
};

/// The three possible outcomes of judging a move.
enum class Outcome : std::uint8_t {
  Legal,     ///< the move may be played
  Illegal,   ///< the move is forbidden
  NoResult,  ///< the move may be played and the game ends without result
  Ends,      ///< the move may be played and play stops (the game is scored)
};

/// "legal", "illegal", "no-result" or "ends".
std::string_view outcome_name(Outcome outcome);

/// The judgement of one move: outcome, the rule that decided it, and every finding on the way.
struct Verdict {
  Outcome outcome = Outcome::Legal;  ///< what was decided
  RuleId deciding = RuleId::OCC;     ///< the rule whose finding decided the outcome
  std::vector<Finding> trace;        ///< every rule consulted, in the order consulted

  /// Whether the move may be played.
  bool legal() const { return outcome != Outcome::Illegal; }
  /// The finding of the deciding rule (the last finding it made).
  const Finding& decisive_finding() const;
};

}  // namespace kospec
