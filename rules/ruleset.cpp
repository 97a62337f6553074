#include "rules/ruleset.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "spec/error.h"

namespace kospec {

namespace {

// The clause ids a composition may name (A1 is an option of R9/R10, handled apart).
constexpr RuleId kComposable[] = {RuleId::KO,   RuleId::NR,  RuleId::PSK, RuleId::SSK,
                                  RuleId::NSSK, RuleId::SPB, RuleId::SPE, RuleId::RPE,
                                  RuleId::R9,   RuleId::R15, RuleId::A2,  RuleId::A3};

std::string trim(std::string_view text) {
  auto start = text.find_first_not_of(" \t");
  auto end = text.find_last_not_of(" \t");
  return start == std::string_view::npos ? "" : std::string(text.substr(start, end - start + 1));
}

std::string known_terms() {
  std::string known;
  for (const NamedRuleset& r : named_rulesets())
    known += std::string(known.empty() ? "" : ", ") + std::string(r.name);
  for (RuleId id : kComposable) known += ", " + std::string(rule_code(id));
  return known +
         ", A1, A1.local, A1.base, A1.full, A2.pass, A3.counter, A3.ko-liberty, A3.any, R13.later";
}

void add_term(Ruleset& ruleset, const std::string& term, int depth) {
  for (const NamedRuleset& named : named_rulesets()) {
    if (term == named.name) {
      Ruleset expanded = parse_ruleset(named.composition, ruleset.self_capture);
      for (RuleId id : expanded.clauses) {
        if (!ruleset.has(id)) ruleset.clauses.push_back(id);
      }
      if (expanded.a1) ruleset.a1 = expanded.a1;
      return;
    }
  }
  for (A3Reading reading : {A3Reading::Counter, A3Reading::KoLiberty, A3Reading::Any}) {
    if (term == a3_reading_id(reading)) {  // A3 under a named reading
      ruleset.a3 = reading;
      if (!ruleset.has(RuleId::A3)) ruleset.clauses.push_back(RuleId::A3);
      return;
    }
  }
  if (term == "A2.pass") {  // the literal reading of A2: passes count in the eternal life cycle
    ruleset.a2_passes = true;
    if (!ruleset.has(RuleId::A2)) ruleset.clauses.push_back(RuleId::A2);
    return;
  }
  if (term == "R13.later") {  // R13: any later opponent move may counteract; R15 reads it
    ruleset.r13 = R13Reading::Later;
    if (!ruleset.has(RuleId::R15)) ruleset.clauses.push_back(RuleId::R15);
    return;
  }
  if (term == "A1.full") {  // the literal reading: the obvious set also constrains (R10)
    ruleset.a1 = A1Reading{depth, ruleset.self_capture, true, A1Continuations::Base, {}};
    return;
  }
  // A1's continuations: A1.local, A1.base, or (plain A1) A1.local at depth 4, A1.base at depth 2.
  for (A1Continuations continuations : {A1Continuations::Local, A1Continuations::Base}) {
    if (term == a1_continuations_id(continuations)) {
      ruleset.a1 = A1Reading{depth, ruleset.self_capture, false, continuations, {}};
      return;
    }
  }
  const auto id = parse_rule_id(term);
  if (id == RuleId::A1) {
    ruleset.a1 = A1Reading{depth,
                           ruleset.self_capture,
                           false,
                           depth > 2 ? A1Continuations::Local : A1Continuations::Base,
                           {}};
    return;
  }
  if (!id ||
      std::find(std::begin(kComposable), std::end(kComposable), *id) == std::end(kComposable)) {
    throw InputError("ruleset term '" + term +
                     "': expected a ruleset name or clause id: " + known_terms());
  }
  if (!ruleset.has(*id)) ruleset.clauses.push_back(*id);
}

}  // namespace

bool Ruleset::has(RuleId id) const {
  return std::find(clauses.begin(), clauses.end(), id) != clauses.end();
}

bool Ruleset::needs_positions() const {
  return has(RuleId::PSK) || has(RuleId::SSK) || has(RuleId::NSSK) || has(RuleId::NR) ||
         has(RuleId::SPB) || has(RuleId::SPE) || has(RuleId::RPE);
}

bool Ruleset::two_passes_end() const { return !has(RuleId::SPE); }

bool Ruleset::needs_cycle_sets() const {
  return has(RuleId::R9) || has(RuleId::R15) || has(RuleId::A3) || a1;
}

const std::vector<NamedRuleset>& named_rulesets() {
  static const std::vector<NamedRuleset> rulesets{
      {"no-ko", "", "the base rules only: any recapture (an engine's 'no ko' option)"},
      {"simple-ko", "KO", "the basic ko point (Japanese Article 6 as engines read it)"},
      {"japanese", "KO+NR+RPE",
       "basic ko, no result at the third repetition since the last pass, and a repeated pass in the "
       "same position ends the game"},
      {"positional-superko", "PSK",
       "no board play may repeat an earlier configuration (Tromp-Taylor)"},
      {"situational-superko", "SSK",
       "no board play may repeat a configuration with the same player to move (AGA)"},
      {"natural-situational-superko", "NSSK",
       "no player may recreate by a board play a position they created by a board play (BGA)"},
      {"spight", "SPB+SPE",
       "superko bans lifted by a pass; a repeated pass in the same position ends play"},
      {"cycle-sets", "R9+R15",
       "the cycle-set rules of the rules text: cycle sets (R9) and disallowed captures (R15)"},
  };
  return rulesets;
}

Ruleset parse_ruleset(std::string_view expression, SelfCapture self_capture) {
  Ruleset ruleset;
  ruleset.name = trim(expression);
  ruleset.self_capture = self_capture;
  std::string_view rest = expression;
  while (true) {
    const auto plus = rest.find('+');
    std::string term = trim(rest.substr(0, plus));
    int depth = 2;
    if (const auto open = term.find('('); open != std::string::npos) {
      const auto close = term.find(')', open);
      const std::string option = trim(std::string_view(term).substr(
          open + 1, close == std::string::npos ? 0 : close - open - 1));
      const std::string key = "depth=";
      const char* digits = option.data() + key.size();
      auto [end, ec] = std::from_chars(digits, option.data() + option.size(), depth);
      if (close == std::string::npos || close + 1 != term.size() || option.rfind(key, 0) != 0 ||
          ec != std::errc() || end != option.data() + option.size() || (depth != 2 && depth != 4)) {
        throw InputError("ruleset term '" + term +
                         "': expected an option (depth=2) or (depth=4) after A1");
      }
      term = trim(std::string_view(term).substr(0, open));
      if (term != "A1.full" && term != "A1.local" && term != "A1.base" &&
          parse_rule_id(term) != RuleId::A1)
        throw InputError("ruleset term '" + term +
                         "(...)': only A1 (A1.local, A1.base, A1.full) takes an option (depth=2 "
                         "or 4)");
    }
    if (term.empty()) {
      if (expression.find_first_not_of(" \t") == std::string_view::npos &&
          plus == std::string_view::npos)
        break;
      throw InputError("ruleset '" + std::string(expression) +
                       "': empty term; expected names joined by '+'");
    }
    add_term(ruleset, term, depth);
    if (plus == std::string_view::npos) break;
    rest = rest.substr(plus + 1);
  }
  if (ruleset.a1 && ruleset.a1->continuations == A1Continuations::Local) {
    // A1.local judges a continuation's plies by the ruleset's own cycle-set clauses.
    ruleset.a1->clauses = A1ContinuationClauses{ruleset.has(RuleId::R9),
                                                ruleset.has(RuleId::R15),
                                                ruleset.has(RuleId::A2),
                                                ruleset.has(RuleId::A3),
                                                ruleset.a2_passes,
                                                ruleset.a3,
                                                ruleset.r13};
  }
  return ruleset;
}

}  // namespace kospec
