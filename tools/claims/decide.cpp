#include "tools/claims/decide.h"

#include "tools/claims/verdict_claims.h"

namespace kospec::claims {

const char* status_name(Status status) {
  switch (status) {
    case Status::Holds:
      return "holds";
    case Status::Refuted:
      return "refuted";
    case Status::Unknown:
      return "unknown";
  }
  return "?";
}

Decision decide(const Claim& claim, const ClaimPosition& position, const Ruleset& ruleset,
                const SearchLimits& limits) {
  switch (claim.kind) {
    case Kind::Verdict:
      return decide_verdict(claim, position, ruleset);
    case Kind::Terminates:
      return decide_terminates(claim, position, ruleset, limits);
    case Kind::CycleSet:
      return decide_cycle_set(claim, position, ruleset);
    case Kind::Liberties:
      return decide_liberties(claim, position, ruleset);
    default:
      return decide_outcome(claim, claim_start(claim, position, ruleset), position.game,
                            position.main_line, limits);
  }
}

}  // namespace kospec::claims
