#pragma once
// A deciding rule's judgement of one move: its vote and its finding, in the words of the rule.
// Every deciding component of spec/ (TURN, KO, NR, PSK, SSK, NSSK, SPB, SPE, RPE, R9, A1, R15, A2, A3)
// has one function returning a Ruling from the facts it needs; rules/ gathers the facts and calls it.

#include "spec/trace.h"

namespace kospec {

/// What a deciding rule says about a move that the base rules allow.
enum class Vote : std::uint8_t {
  Allow,     ///< this rule has no objection
  Forbid,    ///< the move is illegal
  NoResult,  ///< the move is played and the game ends with no result
  Ends,      ///< the move is played and play stops
};

/// The outcome a vote gives a move.
constexpr Outcome outcome_of(Vote vote) {
  switch (vote) {
    case Vote::Allow:
      return Outcome::Legal;
    case Vote::Forbid:
      return Outcome::Illegal;
    case Vote::NoResult:
      return Outcome::NoResult;
    case Vote::Ends:
      return Outcome::Ends;
  }
  return Outcome::Illegal;
}

/// A rule's vote on one move and the finding that says why.
struct Ruling {
  Vote vote = Vote::Allow;  ///< the rule's decision
  Finding finding;  ///< what the rule found, naming the rule, the points and the evidence ply
};

}  // namespace kospec
