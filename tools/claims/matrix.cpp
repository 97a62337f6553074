#include "tools/claims/matrix.h"

#include <algorithm>
#include <cctype>
#include <tuple>

#include "spec/clause_table.h"
#include "spec/error.h"

namespace kospec::claims {

namespace {

// Every reading is told apart from the others inside this composition (all the additions on).
constexpr const char* kReference = "cycle-sets+A1+A2+A3";

// A rule with readings, gathered from the clause table.
struct RuleReadings {
  std::string rule;                     // "A1"
  RuleId clause = RuleId::R9;           // the row its readings belong to
  bool adds_clause = false;             // naming a reading adds the row's clause
  std::vector<std::string> names;       // the terms that name its readings ("A1", "A1.full", ...)
  std::vector<MatrixReading> readings;  // the distinct readings
};

bool same_term(std::string_view a, std::string_view b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) ==
           std::tolower(static_cast<unsigned char>(y));
  });
}

// The rule a reading's term reads: "A1.local" -> "A1", "R13.next" -> "R13".
std::string rule_of(std::string_view term) {
  return std::string(term.substr(0, term.find_first_of(".(")));
}

Ruleset parse(const std::string& expression) {
  return parse_ruleset(expression, SelfCapture::Forbidden);
}

// Adds `term` to `rr`'s readings unless an earlier one is the same rules.
void add_reading(RuleReadings& rr, const std::string& term, bool literal,
                 const std::vector<Ruleset>& defaults) {
  const Ruleset r = parse(std::string(kReference) + "+" + term);
  for (const MatrixReading& m : rr.readings)
    if (same_rules(r, parse(std::string(kReference) + "+" + m.term))) return;
  const bool plain = std::any_of(defaults.begin(), defaults.end(),
                                 [&](const Ruleset& d) { return same_rules(r, d); });
  rr.readings.push_back({term, literal, plain});
}

std::vector<RuleReadings> table_readings() {
  std::vector<RuleReadings> all;
  for (const ClauseRow& row : clause_table()) {
    for (const ClauseReading& reading : row.readings) {
      if (reading.option_required) continue;  // a parameter (WSK's window), not a reading
      const std::string rule = rule_of(reading.term);
      auto at = std::find_if(all.begin(), all.end(), [&](const auto& r) { return r.rule == rule; });
      if (at == all.end()) {
        at = all.insert(all.end(), RuleReadings{rule, row.id, reading.adds_clause, {}, {}});
        // A2, A3: the clause's own id names its default reading, and is replaced too.
        if (reading.adds_clause && rule == rule_code(row.id)) at->names.push_back(rule);
      }
      at->names.emplace_back(reading.term);
      std::vector<Ruleset> defaults{parse(kReference)};
      const std::string with = reading.matrix_option
                                   ? "(" + std::string(reading.option) + "=" +
                                         std::to_string(*reading.matrix_option) + ")"
                                   : "";
      if (!with.empty()) defaults.push_back(parse(std::string(kReference) + "+" + rule + with));
      add_reading(*at, std::string(reading.term), reading.literal, defaults);
      if (!with.empty())
        add_reading(*at, std::string(reading.term) + with, reading.literal, defaults);
    }
  }
  return all;
}

// `expression` without the terms that name a reading of `rr`.
std::string strip(const std::string& expression, const RuleReadings& rr) {
  std::string kept;
  std::size_t start = 0;
  while (start <= expression.size()) {
    const std::size_t plus = std::min(expression.find('+', start), expression.size());
    const std::string term = expression.substr(start, plus - start);
    const std::string name = term.substr(0, term.find('('));
    if (std::none_of(rr.names.begin(), rr.names.end(),
                     [&](const std::string& n) { return same_term(n, name); }))
      kept += (kept.empty() ? "" : "+") + term;
    start = plus + 1;
  }
  return kept;
}

// Whether the ruleset `expression` takes a reading of `rr`: it has the clause the readings
// belong to (A2, A3; R15 for R13), or, for A1's readings, which add no clause, it names one.
bool takes(const std::string& expression, const RuleReadings& rr, SelfCapture suicide) {
  const Ruleset r = parse_ruleset(expression, suicide);
  if (rr.adds_clause) return r.has(rr.clause);
  return !same_rules(r, parse_ruleset(strip(expression, rr), suicide));
}

// The claim's ruleset the readings of `rr` replace a term of: the first it is made for, else the
// first reading shown beside them, that takes one; "" when none does.
std::string base_of(const Claim& c, const RuleReadings& rr) {
  for (const auto* list : {&c.rulesets, &c.readings})
    for (const std::string& e : *list)
      if (takes(e, rr, c.suicide)) return e;
  return "";
}

// Whether the claims of `rows` picked by `pick` are refuted together under each reading: some
// picked row is refuted under every reading.
bool no_reading_keeps(const RuleMatrix& m, const std::vector<std::size_t>& pick) {
  for (std::size_t r = 0; r < m.readings.size(); ++r) {
    if (std::none_of(pick.begin(), pick.end(), [&](std::size_t i) {
          return m.rows[i].decisions[r].status == Status::Refuted;
        }))
      return false;
  }
  return true;
}

// Searches the sets of `size` rows among `candidates` from index `from`, `pick` so far.
bool find_conflict(RuleMatrix& m, const std::vector<std::size_t>& candidates, std::size_t size,
                   std::size_t from, std::vector<std::size_t>& pick) {
  if (pick.size() == size) {
    if (!no_reading_keeps(m, pick)) return false;
    m.conflict = pick;
    return true;
  }
  for (std::size_t i = from; i < candidates.size(); ++i) {
    pick.push_back(candidates[i]);
    if (find_conflict(m, candidates, size, i + 1, pick)) return true;
    pick.pop_back();
  }
  return false;
}

// The reading that keeps the most claims: ties go to the literal reading, then the default.
void choose(RuleMatrix& m) {
  for (std::size_t r = 0; r < m.readings.size(); ++r) {
    const auto rank = [&](std::size_t i) {
      const MatrixReading& x = m.readings[i];
      return std::tuple{x.kept, x.literal, x.is_default};
    };
    if (!m.chosen || rank(r) > rank(*m.chosen)) m.chosen = r;
  }
}

void conclude(RuleMatrix& m) {
  for (MatrixReading& reading : m.readings) reading.kept = reading.refuted = reading.unknown = 0;
  std::vector<std::size_t> candidates;
  for (std::size_t i = 0; i < m.rows.size(); ++i) {
    std::size_t refuted = 0;
    for (std::size_t r = 0; r < m.readings.size(); ++r) {
      const Status s = m.rows[i].decisions[r].status;
      (s == Status::Holds     ? m.readings[r].kept
       : s == Status::Refuted ? m.readings[r].refuted
                              : m.readings[r].unknown)++;
      refuted += s == Status::Refuted ? 1 : 0;
    }
    if (refuted == m.readings.size())
      m.unanimous.push_back(i);
    else if (refuted > 0)
      candidates.push_back(i);
  }
  choose(m);
  std::vector<std::size_t> pick;
  for (std::size_t size = 2; size <= std::min<std::size_t>(candidates.size(), 6); ++size)
    if (find_conflict(m, candidates, size, 0, pick)) break;
}

// The decisions made so far, per claim: a ruleset two rules' readings both give (each rule's
// default, the claim's own ruleset) is decided once.
class DecisionCache {
 public:
  explicit DecisionCache(std::size_t claims) : known_(claims) {}
  // The decision of claim `i` under `ruleset`, if made.
  const Decision* find(std::size_t i, const Ruleset& ruleset) const {
    for (const auto& [r, d] : known_[i])
      if (same_rules(r, ruleset)) return &d;
    return nullptr;
  }
  // Records a decision.
  void add(std::size_t i, const Ruleset& ruleset, const Decision& d) {
    known_[i].emplace_back(ruleset, d);
  }

 private:
  std::vector<std::vector<std::pair<Ruleset, Decision>>> known_;
};

// One cell: claim `i` under `asked`, from the cache when decided already, else decided (unknown
// when a stop request came first or during the search, which marks the matrix incomplete).
Decision cell(std::size_t i, const Claim& c, const ClaimPosition& position, const Asked& asked,
              const SearchLimits& limits, double seconds,
              const std::function<void(const Claim&, const Asked&)>& on, DecisionCache& cache,
              RuleMatrix& m) {
  if (const Decision* known = cache.find(i, asked.ruleset)) return *known;
  if (limits.control.stop_requested()) {
    m.complete = false;
    return {Status::Unknown, "stopped before this cell", std::nullopt};
  }
  if (on) on(c, asked);
  Decision d = decide_asked(c, position, asked, limits, seconds);
  if (limits.control.stop_requested())
    m.complete = false;  // a stop is no answer: not cached
  else
    cache.add(i, asked.ruleset, d);
  return d;
}

// The matrix of one rule: each claim that takes a reading of it, under each reading.
RuleMatrix rule_matrix(const RuleReadings& rr, const std::vector<Claim>& claims,
                       const std::vector<ClaimPosition>& positions, const SearchLimits& limits,
                       double seconds, const std::function<void(const Claim&, const Asked&)>& on,
                       DecisionCache& cache) {
  RuleMatrix m{rr.rule, rr.readings, {}, std::nullopt, {}, {}, true};
  for (std::size_t i = 0; i < claims.size(); ++i) {
    const Claim& c = claims[i];
    const std::string base = base_of(c, rr);
    if (base.empty()) continue;
    MatrixRow row{&c, &positions[i], base, {}, {}};
    const std::string rest = strip(base, rr);
    // A claim a limit left unknown under its own ruleset is not tried under the others: their
    // searches are as large (the value claims of the triple ko with an external liberty).
    const Asked own = asked_rulesets(c, {base}).front();
    const Decision own_decision = cell(i, c, positions[i], own, limits, seconds, on, cache, m);
    for (const MatrixReading& reading : rr.readings) {
      const std::string expression = rest.empty() ? reading.term : rest + "+" + reading.term;
      row.asked.push_back(asked_rulesets(c, {expression}).front());
      if (own_decision.status == Status::Unknown &&
          !same_rules(own.ruleset, row.asked.back().ruleset)) {
        row.decisions.push_back({Status::Unknown,
                                 "not tried: unknown under the claim's own ruleset " + base + " (" +
                                     own_decision.why + ")",
                                 std::nullopt});
        continue;
      }
      row.decisions.push_back(
          cell(i, c, positions[i], row.asked.back(), limits, seconds, on, cache, m));
    }
    m.rows.push_back(std::move(row));
  }
  conclude(m);
  return m;
}

std::string rule_names(const std::vector<RuleReadings>& table) {
  std::string names;
  for (const RuleReadings& rr : table) names += (names.empty() ? "" : ", ") + rr.rule;
  return names;
}

}  // namespace

std::vector<std::string> matrix_rules() {
  std::vector<std::string> rules;
  for (const RuleReadings& rr : table_readings()) rules.push_back(rr.rule);
  return rules;
}

std::vector<RuleMatrix> readings_matrix(
    const std::vector<Claim>& claims, const std::vector<ClaimPosition>& positions,
    const std::vector<std::string>& rules, const SearchLimits& limits, double seconds,
    const std::function<void(const Claim&, const Asked&)>& starting) {
  const std::vector<RuleReadings> table = table_readings();
  std::vector<const RuleReadings*> asked;
  for (const std::string& rule : rules) {
    if (rule == "all") {
      for (const RuleReadings& rr : table) asked.push_back(&rr);
      continue;
    }
    const auto at = std::find_if(table.begin(), table.end(),
                                 [&](const RuleReadings& rr) { return same_term(rr.rule, rule); });
    if (at == table.end())
      throw InputError("--readings " + rule +
                       ": no rule with readings of that name (expected all or one of: " +
                       rule_names(table) + ")");
    asked.push_back(&*at);
  }
  std::vector<RuleMatrix> matrices;
  DecisionCache cache(claims.size());
  for (const RuleReadings* rr : asked)
    matrices.push_back(rule_matrix(*rr, claims, positions, limits, seconds, starting, cache));
  return matrices;
}

namespace {

// "a, b and c"
std::string claim_ids(const RuleMatrix& m, const std::vector<std::size_t>& rows) {
  std::string ids;
  for (std::size_t k = 0; k < rows.size(); ++k)
    ids += (k == 0 ? "" : k + 1 == rows.size() ? " and " : ", ") + m.rows[rows[k]].claim->id;
  return ids;
}

}  // namespace

sgf::SgfGame counterexample_game(const MatrixRow& row, const Decision& d) {
  if (d.counterexample && d.counterexample->json.contains("sgf"))
    return sgf::read_game(d.counterexample->json["sgf"].get<std::string>(), row.claim->id);
  sgf::SgfGame g = row.position->game;
  if (!d.counterexample || !d.counterexample->json.contains("ply")) return g;
  const std::size_t ply =
      std::min(d.counterexample->json["ply"].get<std::size_t>(), row.position->main_line.size());
  g.moves.assign(row.position->main_line.begin(),
                 row.position->main_line.begin() + static_cast<std::ptrdiff_t>(ply));
  return g;
}

std::string matrix_finding(const RuleMatrix& m) {
  if (m.rows.empty()) return "no claim takes a reading of " + m.rule;
  std::string text;
  if (!m.conflict.empty()) {
    text = "the text is inconsistent here: no reading of " + m.rule + " keeps " +
           claim_ids(m, m.conflict);
  } else {
    const MatrixReading& best = m.readings[*m.chosen];
    const std::size_t refuted = best.refuted - m.unanimous.size();
    const std::size_t n = m.rows.size() - m.unanimous.size();
    text = refuted == 0 ? best.term + " keeps every claim it decides (" +
                              std::to_string(best.kept) + " of " + std::to_string(n) +
                              (best.unknown > 0 ? "; " + std::to_string(best.unknown) +
                                                      " unknown: a limit stopped the search"
                                                : "") +
                              ")"
                        : "no conflict proven within six claims: " + best.term + " keeps " +
                              std::to_string(best.kept) + " of " + std::to_string(n);
  }
  if (!m.unanimous.empty())
    text += "; no reading of " + m.rule + " keeps " + claim_ids(m, m.unanimous) +
            " (refuted under each: not " + m.rule + "'s doing)";
  return text;
}

}  // namespace kospec::claims
