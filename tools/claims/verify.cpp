#include "tools/claims/verify.h"

#include <algorithm>
#include <filesystem>

#include "spec/error.h"
#include "tools/claims/position.h"
#include "tools/run/stop_clock.h"
#include "tools/sgf/sgf_file.h"

namespace kospec::claims {

namespace {

// Whether A1 is read the same way (both off, or the same depth, continuations and scope).
bool same_a1(const std::optional<A1Reading>& a, const std::optional<A1Reading>& b) {
  if (a.has_value() != b.has_value()) return false;
  if (!a) return true;
  return a->depth == b->depth && a->constrains == b->constrains &&
         a->continuations == b->continuations;
}

bool among(const Ruleset& r, const std::vector<std::string>& names, SelfCapture suicide) {
  return std::any_of(names.begin(), names.end(), [&](const std::string& n) {
    return same_rules(r, parse_ruleset(n, suicide));
  });
}

// Counts one result into the totals.
void count(VerifyTotals& t, const ClaimResult& r) {
  ++t.decided;
  if (r.asked.about == About::Reading) {
    t.conflicts += r.decision.status == Status::Refuted ? 1 : 0;
    return;
  }
  (r.decision.status == Status::Holds     ? t.holds
   : r.decision.status == Status::Refuted ? t.refuted
                                          : t.unknown)++;
}

// Under a ruleset the claim is not made for, the plies before its position may be illegal: the
// figure's line cannot be played, so what the claim says of the position does not hold there.
std::optional<Decision> unreachable(const Claim& c, const ClaimPosition& position, const Asked& a) {
  if (a.about == About::Claim) return std::nullopt;  // the claims file's own defect: bad input
  try {
    claim_start(c, position, a.ruleset);
    return std::nullopt;
  } catch (const InputError& e) {
    return Decision{
        Status::Refuted,
        std::string("the claim's position cannot be reached under this ruleset: ") + e.what(),
        std::nullopt};
  }
}

}  // namespace

const char* about_name(About about) {
  switch (about) {
    case About::Claim:
      return "claim";
    case About::Reading:
      return "reading";
    case About::Proposal:
      break;
  }
  return "proposal";
}

bool same_rules(const Ruleset& a, const Ruleset& b) {
  return a.clauses == b.clauses && a.self_capture == b.self_capture && same_a1(a.a1, b.a1) &&
         a.a3 == b.a3 && a.a2_passes == b.a2_passes && a.r13 == b.r13;
}

std::vector<Asked> asked_rulesets(const Claim& claim, const std::vector<std::string>& proposals) {
  std::vector<Asked> asked;
  if (proposals.empty()) {
    for (const std::string& r : claim.rulesets)
      asked.push_back({parse_ruleset(r, claim.suicide), About::Claim});
    for (const std::string& r : claim.readings)
      asked.push_back({parse_ruleset(r, claim.suicide), About::Reading});
    return asked;
  }
  for (const std::string& p : proposals) {
    Ruleset r = parse_ruleset(p, claim.suicide);
    const About about = among(r, claim.rulesets, claim.suicide)   ? About::Claim
                        : among(r, claim.readings, claim.suicide) ? About::Reading
                                                                  : About::Proposal;
    asked.push_back({std::move(r), about});
  }
  return asked;
}

VerifyTotals verify_claims(const std::vector<Claim>& claims,
                           const std::vector<std::string>& proposals, const SearchLimits& limits,
                           const std::function<void(const ClaimResult&)>& each,
                           const std::function<void(const Claim&, const Asked&)>& starting,
                           double seconds) {
  VerifyTotals totals;
  for (const Claim& c : claims) {
    const ClaimPosition position = read_claim_position(c);
    for (const Asked& a : asked_rulesets(c, proposals)) {
      if (limits.control.stop_requested()) {
        totals.stopped = true;
        return totals;
      }
      if (starting) starting(c, a);
      const run::StopClock clock(limits.control.stop, seconds);
      SearchLimits timed = limits;
      timed.control.stop = clock.flag();
      const std::optional<Decision> cannot = unreachable(c, position, a);
      const ClaimResult result{&c, &position, a,
                               cannot ? *cannot : decide(c, position, a.ruleset, timed)};
      count(totals, result);
      each(result);
    }
  }
  return totals;
}

std::vector<Claim> play_ends_claims(const std::vector<std::string>& files,
                                    const std::vector<std::string>& rulesets) {
  std::vector<Claim> claims;
  for (const std::string& file : files) {
    const sgf::SgfGame game = sgf::read_game_file(file);
    const std::string stem = std::filesystem::path(file).stem().string();
    const Json json{{"id", stem + "-play-ends"},
                    {"file", std::filesystem::path(file).filename().string()},
                    {"source", "kospec verify: a position given without claims.json"},
                    {"quote", "every play from this position ends"},
                    {"claim",
                     {{"kind", "terminates"},
                      {"value", true},
                      {"region", game.moves.empty() ? "all" : "moves"}}},
                    {"rulesets", rulesets}};
    claims.push_back(claim_of(json, std::filesystem::path(file).parent_path().string(),
                              file + ": its claim that play ends"));
  }
  return claims;
}

}  // namespace kospec::claims
