#pragma once
// The exact reference for the reader: a complete solution of a local capturing game with external
// ko threats, by retrograde analysis of every reachable state.
//
// The game (what "captured" and "a ko threat" mean here):
// - Positions: the stones, the ko ban (simple ko: after a play that captured exactly one stone and
//   left the capturing stone alone with one liberty, the opponent may not play on the captured
//   point on the next move), the player to move, the threats each side has left, and the target
//   (the string to capture; after a recapture, the string of the recapturing stone).
// - Moves of the player to move: a legal play on a point of the region, or on a point freed by a
//   capture of stones next to the region (no self-capture); a pass,
//   which lifts the ko ban; or, when the ko ban forbids this player a retake in the region and the
//   player has a threat left, a ko threat: one threat is spent, the threat and its answer are
//   played elsewhere, so the ban is lifted and the same player is to move again.
// - A play by the attacker that removes the target string ends the game in the attacker's favour,
//   unless the defender immediately plays on a point of the removed string and captures something
//   there (a ko retake, or a snapback), spending a threat first if the ko ban forbids the retake;
//   the string of that stone is then the target, and the game goes on. This is the reader's notion
//   of capture (attack1: a ko capture is not final, a proper snapback is no capture).
// - The attacker wins if the game ends as above; the defender wins every infinite play (passes,
//   cycles), that is, the attacker must force the capture.
// States are enumerated from both starting positions (attacker to move, defender to move) with
// the region's points, the stones outside the region that could be captured (strings next to the
// region with every liberty in it: a liberty outside the region is never filled), the ko point, the
// mover, the threats and the target in the key; the attacker's winning set is the least fixed
// point (attractor) computed backwards from the final captures.

#include <cstddef>
#include <cstdint>

#include "reading/local_problem.h"

namespace kospec::reading {

/// How many ko threats each side has outside the region.
struct ThreatBudget {
  int attacker = 0;  ///< the attacker's threats (0..7)
  int defender = 0;  ///< the defender's threats (0..7)
};

/// The solution of a local game under one threat budget.
struct ExactOutcome {
  bool complete = false;  ///< false if the state limit stopped the enumeration
  bool attacker_first_captures =
      false;  ///< with the attacker to move, the attacker can force the capture
  bool defender_first_survives =
      false;               ///< with the defender to move, the defender can avoid it forever
  std::size_t states = 0;  ///< states enumerated
};

/// Solves the local game of `problem` under `budget`, exploring at most `state_limit` states.
/// Throws PreconditionError if the problem is invalid or has more than 64 points that can change.
ExactOutcome solve_local(const LocalProblem& problem, ThreatBudget budget,
                         std::size_t state_limit = 4'000'000);

}  // namespace kospec::reading
