#pragma once
// The exact WIN / KO_A / KO_B / 0 class of a local problem, from the exact search under threat
// budgets where the side that would need ko threats has k of them and the other side none.
//
// Definitions (K is the threat horizon, 2 by default: "enough threats" means K of them):
//   att(a, d)  = with the attacker to move, the attacker forces the capture when the attacker has
//                a threats and the defender d (solve_local(...).attacker_first_captures);
//   def(a, d)  = with the defender to move, the defender avoids the capture forever
//                (solve_local(...).defender_first_survives).
// Threats only help their owner, so att(a, d) grows with a and shrinks with d, def the reverse.
// The attack class (attacker to move):
//   WIN  iff att(0, K): the capture succeeds even if the defender has K threats and the attacker
//        none ("unconditional");
//   KO_A iff att(0, 0) and not att(0, K): it succeeds when nobody has a threat, fails when the
//        defender has K, so the attacker gets the first ko capture and the defender needs the
//        first threat;
//   KO_B iff not att(0, 0) and att(K, 0): it succeeds only if the attacker has threats, so the
//        attacker has to make the first ko threat;
//   0    iff not att(K, 0): it fails even with K attacker threats.
// The defence class (defender to move) is the same with the roles exchanged:
//   WIN iff def(K, 0); KO_A iff def(0, 0) and not def(K, 0); KO_B iff not def(0, 0) and def(0, K);
//   0 iff not def(0, K).
// threats_needed is the least k <= K for which the needing side succeeds with k threats (0 for
// WIN and KO_A), or -1 when even K are not enough.

#include "reading/exact_search.h"
#include "reading/read_code.h"

namespace kospec::reading {

/// The exact classes of both questions of a problem.
struct ExactClass {
  bool complete = false;             ///< false if some search hit the state limit (classes unknown)
  ReadCode attack = ReadCode::Lose;  ///< the attack class
  ReadCode defend = ReadCode::Lose;  ///< the defence class
  int attack_threats_needed = -1;    ///< threats the attacker needs (0: none; -1: more than K)
  int defend_threats_needed = -1;    ///< threats the defender needs (0: none; -1: more than K)
  std::size_t states = 0;            ///< states enumerated over all the searches
};

/// Classifies a problem with threat horizon `horizon` (K above, 1..7).
ExactClass classify_exactly(const LocalProblem& problem, int horizon = 2,
                            std::size_t state_limit = 4'000'000);

}  // namespace kospec::reading
