#pragma once
// Which rulesets each claim is decided under, and the loop that decides them: by default each
// claim under the rulesets it is made for and the readings shown beside them; under a proposal
// (`kospec verify -r EXPR`, `kospec report -r EXPR`) every claim under the proposal, labelled by
// whether the claim is made for it.

#include <functional>
#include <string>
#include <vector>

#include "rules/ruleset.h"
#include "tools/claims/decide.h"
#include "tools/claims/position.h"

namespace kospec::claims {

/// Why a claim is decided under a ruleset.
enum class About {
  Claim,     ///< the claim is made for this ruleset: a refutation is a finding
  Reading,   ///< a reading shown beside them: a refutation is a conflict with the text
  Proposal,  ///< a ruleset asked for (a proposal) that the claim is not made for
};

/// "claim", "reading" or "proposal".
const char* about_name(About about);

/// One ruleset a claim is decided under.
struct Asked {
  Ruleset ruleset;  ///< with the claim's self-capture option
  About about;      ///< why
};

/// Whether two rulesets are the same rules, however they are spelt ("PSK", "positional-superko").
bool same_rules(const Ruleset& a, const Ruleset& b);

/// The rulesets `claim` is decided under: its own and its readings when `proposals` is empty,
/// else each proposal expression (parsed in the claim's self-capture option), labelled Claim when the claim is made
/// for it, Reading when it is one of the claim's readings, Proposal otherwise.
std::vector<Asked> asked_rulesets(const Claim& claim, const std::vector<std::string>& proposals);

/// One claim decided under one ruleset.
struct ClaimResult {
  const Claim* claim = nullptr;             ///< the claim
  const ClaimPosition* position = nullptr;  ///< its position
  Asked asked;                              ///< the ruleset and why
  Decision decision;                        ///< the answer
};

/// Totals of a verification.
struct VerifyTotals {
  std::size_t holds = 0;      ///< held where a refutation is a finding (Claim, Proposal)
  std::size_t refuted = 0;    ///< refuted there
  std::size_t unknown = 0;    ///< left unknown there
  std::size_t conflicts = 0;  ///< refuted under a reading shown beside the claim
  std::size_t decided = 0;    ///< results in all
  bool stopped = false;       ///< a stop request ended it before every claim was decided
  /// Whether every claim held where a refutation is a finding.
  bool all_hold() const { return refuted == 0 && unknown == 0 && !stopped; }
};

/// Decides every claim under asked_rulesets(claim, proposals), in order, calling `each` with every
/// result as it is found (and `starting` before each decision, if set); stops at a stop request.
/// Each decision gets at most `seconds` (0: no time budget; past it, the result is unknown).
/// Throws InputError on a claim that does not fit its position.
VerifyTotals verify_claims(const std::vector<Claim>& claims,
                           const std::vector<std::string>& proposals, const SearchLimits& limits,
                           const std::function<void(const ClaimResult&)>& each,
                           const std::function<void(const Claim&, const Asked&)>& starting = {},
                           double seconds = 0);

/// Claims for positions that come without a claims file (a user's own SGF files): for each file,
/// that every play from its position ends (kind terminates, region: the main line's points, or
/// the whole board when it has no moves), made for `rulesets`.
std::vector<Claim> play_ends_claims(const std::vector<std::string>& files,
                                    const std::vector<std::string>& rulesets);

}  // namespace kospec::claims
