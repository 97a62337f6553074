#include "tools/claims/verify.h"

#include <algorithm>
#include <chrono>
#include <filesystem>

#include "sgf/sgf_file.h"
#include "spec/error.h"
#include "tools/claims/position.h"
#include "tools/run/in_order.h"
#include "tools/run/number_text.h"
#include "tools/run/stop_clock.h"
#include "tools/run/stop_name.h"

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
  if (r.asked.about == About::Control) {
    t.cannot_fail += r.decision.status == Status::Holds ? 1 : 0;
    return;
  }
  if (r.asked.about == About::Reading) {
    t.conflicts += r.decision.status == Status::Refuted ? 1 : 0;
    return;
  }
  (r.decision.status == Status::Holds     ? t.holds
   : r.decision.status == Status::Refuted ? t.refuted
                                          : t.unknown)++;
  if (r.asked.about == About::Proposal)
    (r.decision.status == Status::Holds     ? t.proposal.holds
     : r.decision.status == Status::Refuted ? t.proposal.refuted
                                            : t.proposal.unknown)++;
}

// Under a ruleset the claim is not made for, the plies before its position may be illegal: the
// figure's line cannot be played, so what the claim says of the position does not hold there.
std::optional<Decision> unreachable(const Claim& c, const ClaimPosition& position, const Asked& a) {
  if (a.about == About::Claim) return std::nullopt;  // the claims file's own defect: bad input
  const std::optional<BlockedPly> blocked = blocked_ply(position, a.ruleset);
  if (!blocked) return std::nullopt;
  return Decision{Status::Refuted,
                  "the claim's position cannot be reached under this ruleset: ply " +
                      std::to_string(blocked->ply) + " before it is " +
                      std::string(outcome_name(blocked->verdict.outcome)) + " by " +
                      std::string(rule_code(blocked->verdict.deciding)) + " (" + c.file + ")",
                  Counterexample{Json{{"ply", blocked->ply}}, blocked->verdict}};
}

}  // namespace

const char* about_name(About about) {
  switch (about) {
    case About::Claim:
      return "claim";
    case About::Reading:
      return "reading";
    case About::Control:
      return "control";
    case About::Proposal:
      break;
  }
  return "proposal";
}

bool default_cycle_set_readings(const Ruleset& r) {
  if (!r.needs_cycle_sets()) return false;
  std::string plain;
  for (RuleId id : r.clauses) {
    plain += (plain.empty() ? "" : "+") + std::string(rule_code(id));
    if (id == RuleId::WSK) plain += "(window=" + std::to_string(r.window) + ")";
  }
  if (r.a1) plain += "+A1(depth=" + std::to_string(r.a1->depth) + ")";
  return same_rules(r, parse_ruleset(plain, r.self_capture));
}

bool same_rules(const Ruleset& a, const Ruleset& b) {
  return a.clauses == b.clauses && a.self_capture == b.self_capture && same_a1(a.a1, b.a1) &&
         a.a3 == b.a3 && a.a2_passes == b.a2_passes && a.r13 == b.r13 &&
         a.definitions == b.definitions && a.window == b.window;
}

std::vector<Asked> asked_rulesets(const Claim& claim, const std::vector<std::string>& proposals) {
  std::vector<Asked> asked;
  if (proposals.empty()) {
    for (const std::string& r : claim.rulesets)
      asked.push_back({parse_ruleset(r, claim.suicide), About::Claim});
    for (const std::string& r : claim.readings) {
      Ruleset ruleset = parse_ruleset(r, claim.suicide);
      const bool plain = default_cycle_set_readings(ruleset);
      asked.push_back({std::move(ruleset), plain ? About::Claim : About::Reading});
    }
    if (!claim.base_rules)
      asked.push_back({parse_ruleset(claim.control, claim.suicide), About::Control});
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

Decision decide_asked(const Claim& claim, const ClaimPosition& position, const Asked& asked,
                      const SearchLimits& limits, double seconds) {
  const run::StopClock clock(limits.control.stop, seconds);
  SearchLimits timed = limits;
  timed.control.stop = clock.flag();
  const std::optional<Decision> cannot = unreachable(claim, position, asked);
  Decision d = cannot ? *cannot : decide(claim, position, asked.ruleset, timed);
  // The search says "a stop request"; when the claim's own budget set the flag, it is named.
  if (clock.timed_out())
    d.why = run::named_stop(d.why, "--claim-seconds " + run::seconds_text(seconds));
  return d;
}

std::string decision_label(const Claim& claim, std::size_t index, std::size_t count,
                           const Asked& asked) {
  return "claim " + claim.id + " (" + std::to_string(index + 1) + " of " + std::to_string(count) +
         ") under " + asked.ruleset.name;
}

SearchLimits labelled_limits(const SearchLimits& limits, const std::string& label,
                             std::mutex& lock) {
  SearchLimits labelled = limits;
  if (limits.control.progress)
    labelled.control.progress = [&lock, label,
                                 sink = limits.control.progress](const std::string& line) {
      const std::lock_guard<std::mutex> one_at_a_time(lock);
      sink(label + ": " + line);
    };
  return labelled;
}

VerifyTotals verify_claims(const std::vector<Claim>& claims,
                           const std::vector<std::string>& proposals, const SearchLimits& limits,
                           const std::function<void(const ClaimResult&)>& each,
                           const std::function<void(const Claim&, const Asked&)>& starting,
                           double seconds, std::size_t at_once) {
  // The pieces decided at once: each claim under each of its rulesets, in order.
  std::vector<ClaimPosition> positions;
  std::vector<ClaimResult> pieces;
  positions.reserve(claims.size());
  for (const Claim& c : claims) {
    positions.push_back(read_claim_position(c));
    for (Asked& a : asked_rulesets(c, proposals))
      pieces.push_back({&c, &positions.back(), std::move(a), {}});
  }
  std::mutex lock;  // `starting` and the progress sink, called from the pieces under way
  const auto decide_piece = [&](std::size_t i) {
    ClaimResult r = pieces[i];
    if (starting) {
      const std::lock_guard<std::mutex> one_at_a_time(lock);
      starting(*r.claim, r.asked);
    }
    const std::size_t index = static_cast<std::size_t>(r.claim - claims.data());
    const SearchLimits mine =
        labelled_limits(limits, decision_label(*r.claim, index, claims.size(), r.asked), lock);
    const auto start = std::chrono::steady_clock::now();
    r.decision = decide_asked(*r.claim, *r.position, r.asked, mine, seconds);
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
  };
  VerifyTotals totals;
  const std::size_t handed = run::in_order(
      pieces.size(), at_once, decide_piece,
      [&](ClaimResult&& result) {
        count(totals, result);
        each(result);
      },
      [&] { return limits.control.stop_requested(); });
  totals.stopped = handed < pieces.size();
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
