#include "tools/claims/matrix.h"

#include <algorithm>
#include <cctype>
#include <mutex>
#include <tuple>

#include "spec/clause_table.h"
#include "spec/error.h"
#include "tools/run/in_order.h"

namespace kospec::claims {

namespace {

// Why a cell a stop request left undecided is unknown.
constexpr const char* kStoppedCell = "stopped before this cell";

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

// Searches the sets of `size` rows among `candidates` from index `from`, `pick` so far; true
// when `pick` is one no reading keeps.
bool find_conflict(const RuleMatrix& m, const std::vector<std::size_t>& candidates,
                   std::size_t size, std::size_t from, std::vector<std::size_t>& pick) {
  if (pick.size() == size) return no_reading_keeps(m, pick);
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
  if (m.complete) choose(m);  // a stopped matrix chooses nothing: its counts are not the text's
  // Each smallest conflict, then the next among the rows left, until none is found.
  for (bool found = true; found;) {
    found = false;
    for (std::size_t size = 2; size <= std::min<std::size_t>(candidates.size(), 6) && !found;
         ++size) {
      std::vector<std::size_t> pick;
      if (find_conflict(m, candidates, size, 0, pick)) {
        m.conflicts.push_back(pick);
        std::erase_if(candidates, [&](std::size_t k) {
          return std::find(pick.begin(), pick.end(), k) != pick.end();
        });
        found = true;
      }
    }
  }
}

// Every cell of the matrices, each (claim, ruleset) once: a ruleset two rules' readings both give
// (each rule's default, the claim's own ruleset) is decided once.
struct Cells {
  struct Cell {
    std::size_t claim;
    Asked asked;
    std::optional<Decision> decision;  // none until decided (or when never decided: a stop)
  };
  std::vector<Cell> cells;

  // The cell of claim `i` under `asked`, added if new.
  std::size_t at(std::size_t i, const Asked& asked) {
    for (std::size_t k = 0; k < cells.size(); ++k)
      if (cells[k].claim == i && same_rules(cells[k].asked.ruleset, asked.ruleset)) return k;
    cells.push_back({i, asked, std::nullopt});
    return cells.size() - 1;
  }
};

// A row as it waits for its cells: the cell of the claim's own ruleset and of each reading.
struct PendingRow {
  std::size_t matrix;
  std::size_t claim;
  MatrixRow row;
  std::size_t own;
  std::vector<std::size_t> readings;
};

// Decides the cells `which` (indices into `cells`), `at_once` at a time; a cell decided while a
// stop request came stays undecided (a stop is no answer).
void decide_cells(Cells& cells, const std::vector<std::size_t>& which,
                  const std::vector<Claim>& claims, const std::vector<ClaimPosition>& positions,
                  const SearchLimits& limits, double seconds,
                  const std::function<void(const Claim&, const Asked&)>& on, std::size_t at_once) {
  std::mutex lock;  // `on` and the progress lines, one at a time
  const auto decide_one = [&](std::size_t k) -> std::optional<Decision> {
    const Cells::Cell& cell = cells.cells[which[k]];
    const Claim& c = claims[cell.claim];
    if (on) {
      const std::lock_guard<std::mutex> one_at_a_time(lock);
      on(c, cell.asked);
    }
    const SearchLimits mine =
        labelled_limits(limits, decision_label(c, cell.claim, claims.size(), cell.asked), lock);
    Decision d = decide_asked(c, positions[cell.claim], cell.asked, mine, seconds);
    if (limits.control.stop_requested()) return std::nullopt;
    return d;
  };
  std::size_t handed = 0;
  run::in_order(
      which.size(), at_once, decide_one,
      [&](std::optional<Decision>&& d) { cells.cells[which[handed++]].decision = std::move(d); },
      [&] { return limits.control.stop_requested(); });
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
    const std::function<void(const Claim&, const Asked&)>& starting, std::size_t at_once,
    const std::vector<KnownDecision>& known) {
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
  Cells cells;
  std::vector<PendingRow> pending;
  for (const RuleReadings* rr : asked) {
    matrices.push_back(RuleMatrix{rr->rule, rr->readings, {}, std::nullopt, {}, {}, true});
    for (std::size_t i = 0; i < claims.size(); ++i) {
      const std::string base = base_of(claims[i], *rr);
      if (base.empty()) continue;
      PendingRow p{matrices.size() - 1,
                   i,
                   MatrixRow{&claims[i], &positions[i], base, {}, {}},
                   cells.at(i, asked_rulesets(claims[i], {base}).front()),
                   {}};
      const std::string rest = strip(base, *rr);
      for (const MatrixReading& reading : rr->readings) {
        const std::string expression = rest.empty() ? reading.term : rest + "+" + reading.term;
        p.row.asked.push_back(asked_rulesets(claims[i], {expression}).front());
        p.readings.push_back(cells.at(i, p.row.asked.back()));
      }
      pending.push_back(std::move(p));
    }
  }
  // First each claim under its own ruleset; then the readings of the rows decided there (a claim
  // a limit left unknown under its own ruleset is not tried under the others: their searches are
  // as large, as for the value claims of the triple ko with an external liberty).
  for (Cells::Cell& cell : cells.cells)
    for (const KnownDecision& k : known)
      if (k.claim == claims[cell.claim].id && same_rules(k.ruleset, cell.asked.ruleset))
        cell.decision = k.decision;
  const auto undecided = [&](std::size_t k) { return !cells.cells[k].decision; };
  const auto unknown_own = [&](const PendingRow& p) {
    return cells.cells[p.own].decision && cells.cells[p.own].decision->status == Status::Unknown;
  };
  std::vector<std::size_t> own;
  for (const PendingRow& p : pending)
    if (undecided(p.own) && std::find(own.begin(), own.end(), p.own) == own.end())
      own.push_back(p.own);
  decide_cells(cells, own, claims, positions, limits, seconds, starting, at_once);
  std::vector<std::size_t> rest;
  for (const PendingRow& p : pending)
    if (!unknown_own(p))
      for (std::size_t k : p.readings)
        if (undecided(k) && std::find(rest.begin(), rest.end(), k) == rest.end()) rest.push_back(k);
  if (!limits.control.stop_requested())
    decide_cells(cells, rest, claims, positions, limits, seconds, starting, at_once);
  for (PendingRow& p : pending) {
    RuleMatrix& m = matrices[p.matrix];
    const std::optional<Decision>& own_decision = cells.cells[p.own].decision;
    for (std::size_t k : p.readings) {
      const std::optional<Decision>& d = cells.cells[k].decision;
      if (d) {
        p.row.decisions.push_back(*d);
      } else if (k != p.own && unknown_own(p)) {
        p.row.decisions.push_back({Status::Unknown,
                                   "not tried: unknown under the claim's own ruleset " +
                                       p.row.base + " (" + own_decision->why + ")",
                                   std::nullopt});
      } else {
        m.complete = false;
        p.row.decisions.push_back({Status::Unknown, kStoppedCell, std::nullopt});
      }
    }
    m.rows.push_back(std::move(p.row));
  }
  for (RuleMatrix& m : matrices) conclude(m);
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
  if (!m.conflicts.empty()) {
    text = "the text is inconsistent here: no reading of " + m.rule + " keeps " +
           claim_ids(m, m.conflicts.front());
    for (std::size_t k = 1; k < m.conflicts.size(); ++k)
      text += "; nor " + claim_ids(m, m.conflicts[k]);
  } else if (!m.chosen) {
    std::size_t undecided = 0;
    for (const MatrixRow& row : m.rows)
      for (const Decision& d : row.decisions) undecided += d.why == kStoppedCell ? 1 : 0;
    text = "stopped with " + std::to_string(undecided) + " of " +
           std::to_string(m.rows.size() * m.readings.size()) +
           " cells undecided: no reading chosen, no conflict proven in the cells decided";
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
