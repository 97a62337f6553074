#include "reading/exact_class.h"

#include "spec/error.h"

namespace kospec::reading {

ExactClass classify_exactly(const LocalProblem& problem, int horizon, std::size_t state_limit) {
  require(horizon >= 1 && horizon <= 7, "classify_exactly: the horizon must be in 1..7");
  ExactClass out;
  const ExactOutcome none = solve_local(problem, {0, 0}, state_limit);
  const ExactOutcome att_k = solve_local(problem, {horizon, 0}, state_limit);
  const ExactOutcome def_k = solve_local(problem, {0, horizon}, state_limit);
  out.states = none.states + att_k.states + def_k.states;
  out.complete = none.complete && att_k.complete && def_k.complete;
  if (!out.complete) return out;
  // Attack: att(0,K) = def_k.attacker_first_captures, att(0,0), att(K,0).
  if (def_k.attacker_first_captures) {
    out.attack = ReadCode::Win;
  } else if (none.attacker_first_captures) {
    out.attack = ReadCode::KoA;
  } else if (att_k.attacker_first_captures) {
    out.attack = ReadCode::KoB;
  }
  // Defence: def(K,0) = att_k.defender_first_survives, def(0,0), def(0,K).
  if (att_k.defender_first_survives) {
    out.defend = ReadCode::Win;
  } else if (none.defender_first_survives) {
    out.defend = ReadCode::KoA;
  } else if (def_k.defender_first_survives) {
    out.defend = ReadCode::KoB;
  }
  out.attack_threats_needed = out.attack == ReadCode::Lose ? -1 : 0;
  out.defend_threats_needed = out.defend == ReadCode::Lose ? -1 : 0;
  // The least number of threats for the KO_B side.
  for (int k = 1; k <= horizon; ++k) {
    if (out.attack == ReadCode::KoB && out.attack_threats_needed == 0) {
      const ExactOutcome o = k == horizon ? att_k : solve_local(problem, {k, 0}, state_limit);
      out.states += k == horizon ? 0 : o.states;
      if (o.attacker_first_captures) out.attack_threats_needed = k;
    }
    if (out.defend == ReadCode::KoB && out.defend_threats_needed == 0) {
      const ExactOutcome o = k == horizon ? def_k : solve_local(problem, {0, k}, state_limit);
      out.states += k == horizon ? 0 : o.states;
      if (o.defender_first_survives) out.defend_threats_needed = k;
    }
  }
  return out;
}

}  // namespace kospec::reading
