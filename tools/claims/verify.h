#pragma once
// Which rulesets each claim is decided under, and the loop that decides them: by default each
// claim under the rulesets it is made for and the readings shown beside them; under a proposal
// (`kospec verify -r EXPR`, `kospec report -r EXPR`) every claim under the proposal, labelled by
// whether the claim is made for it.

#include <cstddef>
#include <functional>
#include <mutex>
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
  Control,   ///< the claim's control ruleset: it must fail there, or it cannot fail at all
};

/// "claim", "reading", "proposal" or "control".
const char* about_name(About about);

/// One ruleset a claim is decided under.
struct Asked {
  Ruleset ruleset;  ///< with the claim's self-capture option
  About about;      ///< why
};

/// Whether two rulesets are the same rules, however they are spelt ("PSK", "positional-superko").
bool same_rules(const Ruleset& a, const Ruleset& b);

/// Whether `ruleset` holds the cycle-set rules in their default readings only (each clause as
/// named plainly: "cycle-sets+A1(depth=4)" does, "cycle-sets+A1.full" does not).
bool default_cycle_set_readings(const Ruleset& ruleset);

/// The rulesets `claim` is decided under: its own and its readings when `proposals` is empty
/// (a reading of the cycle-set rules that is their default is no reading: it is labelled Claim,
/// so a refutation there counts), then its control (unless it is a claim about the base rules);
/// else each proposal expression (parsed in the claim's self-capture option), labelled Claim
/// when the claim is made for it, Reading when it is one of the claim's readings, Proposal
/// otherwise.
std::vector<Asked> asked_rulesets(const Claim& claim, const std::vector<std::string>& proposals);

/// One claim decided under one ruleset.
struct ClaimResult {
  const Claim* claim = nullptr;             ///< the claim
  const ClaimPosition* position = nullptr;  ///< its position
  Asked asked;                              ///< the ruleset and why
  Decision decision;                        ///< the answer
  double seconds = 0;                       ///< how long the decision took (wall clock)
};

/// How many results held, were refuted, were left unknown.
struct StatusCounts {
  std::size_t holds = 0;    ///< held
  std::size_t refuted = 0;  ///< refuted
  std::size_t unknown = 0;  ///< left unknown
};

/// Totals of a verification.
struct VerifyTotals {
  std::size_t holds = 0;    ///< held where a refutation is a finding (Claim, Proposal)
  std::size_t refuted = 0;  ///< refuted there
  std::size_t unknown = 0;  ///< left unknown there
  /// Of holds, refuted and unknown: the results under a proposal the claim is not made for
  /// (About::Proposal); the rest are under rulesets the claims are made for (About::Claim).
  StatusCounts proposal;
  std::size_t conflicts = 0;    ///< refuted under a reading shown beside the claim
  std::size_t cannot_fail = 0;  ///< claims that hold under their control ruleset too
  std::size_t decided = 0;      ///< results in all
  bool stopped = false;         ///< a stop request ended it before every claim was decided
  /// Whether every claim held where a refutation is a finding, and every claim can fail.
  bool all_hold() const { return refuted == 0 && unknown == 0 && cannot_fail == 0 && !stopped; }
};

/// Decides `claim` on `position` under `asked`, within `seconds` (0: no time budget; past it,
/// unknown, its why naming --claim-seconds). Under a ruleset the claim is not made for, a position its line cannot reach is a
/// refutation. Throws InputError on a claim that does not fit its position.
Decision decide_asked(const Claim& claim, const ClaimPosition& position, const Asked& asked,
                      const SearchLimits& limits, double seconds);

/// "claim figure2-remains (5 of 41) under PSK+R15": what a progress line is about.
std::string decision_label(const Claim& claim, std::size_t index, std::size_t count,
                           const Asked& asked);

/// `limits` for one of several decisions made at once: each progress line begins with `label` and
/// they are sent one at a time (under `lock`).
SearchLimits labelled_limits(const SearchLimits& limits, const std::string& label,
                             std::mutex& lock);

/// Decides every claim under asked_rulesets(claim, proposals), `at_once` claims at a time (at
/// least 1), calling `each` with every result in the claims' order (and `starting` before each
/// decision, one call at a time; progress lines begin with decision_label); stops at a stop
/// request. Each decision gets at most `seconds` (0: no time budget; past it, the result is
/// unknown). Throws InputError on a claim that does not fit its position.
VerifyTotals verify_claims(const std::vector<Claim>& claims,
                           const std::vector<std::string>& proposals, const SearchLimits& limits,
                           const std::function<void(const ClaimResult&)>& each,
                           const std::function<void(const Claim&, const Asked&)>& starting = {},
                           double seconds = 0, std::size_t at_once = 1);

/// Claims for positions that come without a claims file (a user's own SGF files): for each file,
/// that every play from its position ends (kind terminates, region: the main line's points, or
/// the whole board when it has no moves), made for `rulesets`.
std::vector<Claim> play_ends_claims(const std::vector<std::string>& files,
                                    const std::vector<std::string>& rulesets);

}  // namespace kospec::claims
