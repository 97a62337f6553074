#include "rules/ruleset.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "rules/lang/rule_file.h"
#include "spec/clause_table.h"
#include "spec/error.h"

namespace kospec {

namespace {

std::string trim(std::string_view text) {
  auto start = text.find_first_not_of(" \t");
  auto end = text.find_last_not_of(" \t");
  return start == std::string_view::npos ? "" : std::string(text.substr(start, end - start + 1));
}

bool same_term(std::string_view a, std::string_view b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
    return std::tolower(static_cast<unsigned char>(x)) ==
           std::tolower(static_cast<unsigned char>(y));
  });
}

// A term as written: its name and its option, "A1(depth=4)" -> {"A1", "depth", 4}.
struct Term {
  std::string name;
  std::string option;
  std::optional<int> value;
};

Term split_term(const std::string& text) {
  const auto open = text.find('(');
  if (open == std::string::npos) return {text, {}, std::nullopt};
  const auto close = text.find(')', open);
  const auto equals = text.find('=', open);
  Term term{trim(std::string_view(text).substr(0, open)), {}, 0};
  int value = 0;
  if (close != std::string::npos && close + 1 == text.size() && equals != std::string::npos &&
      equals < close) {
    term.option = trim(std::string_view(text).substr(open + 1, equals - open - 1));
    const std::string digits = trim(std::string_view(text).substr(equals + 1, close - equals - 1));
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (ec == std::errc() && end == digits.data() + digits.size() && !digits.empty()) {
      term.value = value;
      return term;
    }
  }
  throw InputError("ruleset term '" + text + "': expected an option written (key=N), e.g. " +
                   "A1(depth=4) or PSK(window=8)");
}

void add_clause(Ruleset& ruleset, RuleId id) {
  if (!ruleset.has(id)) ruleset.clauses.push_back(id);
}

// A reading of a row named by `term`: selects it (and adds the row's clause when it says so; a
// reading that adds none modifies the row's clause, which the ruleset must then hold: `inert`
// collects them to check at the end).
bool add_reading(Ruleset& ruleset, const Term& term, std::vector<const ClauseRow*>* inert) {
  for (const ClauseRow& row : clause_table()) {
    for (const ClauseReading& reading : row.readings) {
      if (!same_term(reading.term, term.name)) continue;
      if (term.value ? reading.option != term.option : reading.option_required) continue;
      try {
        reading.select(ruleset, term.value);
      } catch (const InputError& e) {
        throw InputError("ruleset term '" + term.name + "': " + e.what());
      }
      if (reading.adds_clause)
        add_clause(ruleset, row.id);
      else if (inert)
        inert->push_back(&row);
      return true;
    }
  }
  return false;
}

// A clause id, bare.
bool add_id(Ruleset& ruleset, const Term& term) {
  const auto id = parse_rule_id(term.name);
  const ClauseRow* row = id ? clause_row(*id) : nullptr;
  if (!row) return false;
  for (const ClauseReading& reading : row->readings) {
    if (same_term(reading.term, term.name) && (reading.option_required || term.value)) {
      throw InputError("ruleset term '" + term.name + "': expected " + term.name + "(" +
                       std::string(reading.option) + "=N)");
    }
  }
  if (term.value)
    throw InputError("ruleset term '" + term.name + "(" + term.option +
                     "=...)': this clause takes no option '" + term.option + "'");
  add_clause(ruleset, *id);
  return true;
}

// A rule file's rule, into the ruleset: refused when another rule of that id is there already.
void add_file_rule(Ruleset& ruleset, const std::shared_ptr<const FileRule>& rule) {
  const FileRuleText& t = rule->text;
  for (const auto& other : ruleset.file_rules) {
    if (other->text.id != t.id) continue;
    if (other->text.source == t.source) return;  // the same file named twice
    throw InputError(t.source + ": rule " + rule_code(t.id) + " is defined at " +
                     other->text.source + " too");
  }
  if (t.window != 0) {
    if (ruleset.window != 0 && ruleset.window != t.window)
      throw InputError(t.source + ": rule " + rule_code(t.id) + " reads the last " +
                       std::to_string(t.window) +
                       " plies, another clause of the ruleset the last " +
                       std::to_string(ruleset.window) + ": a ruleset has one window");
    ruleset.window = t.window;
  }
  ruleset.file_rules.push_back(rule);
  add_clause(ruleset, t.id);
}

// The readings named that modify a clause instead of adding one (A1 modifies R9), each with the
// term that named it: checked once the whole composition is read.
using Modifiers = std::vector<std::pair<std::string, const ClauseRow*>>;

void add_term(Ruleset& ruleset, const std::string& text, const lang::RuleFile* in_file,
              Modifiers& modifiers);

// A rule file named as a term: its ruleset's terms, or else its rules in order.
void add_rule_file(Ruleset& ruleset, const lang::RuleFile& file, Modifiers& modifiers) {
  if (!file.ruleset) {
    for (const auto& rule : file.rules) add_file_rule(ruleset, rule);
    return;
  }
  for (const std::string& term : file.ruleset->terms) add_term(ruleset, term, &file, modifiers);
}

// A reading that modifies a clause the ruleset lacks changes nothing: refused, naming the clause
// it needs (a rule file's clause that reads the facts the clause reads counts as it).
void check_modifiers(const Ruleset& ruleset, const Modifiers& modifiers) {
  for (const auto& modifier : modifiers) {
    const std::string& term = modifier.first;
    const ClauseRow* row = modifier.second;
    if (ruleset.has(row->id)) continue;
    const bool read =
        std::any_of(ruleset.file_rules.begin(), ruleset.file_rules.end(),
                    [&](const auto& rule) { return (rule->row.reads & row->reads) != 0; });
    if (read) continue;
    throw InputError("ruleset '" + ruleset.name + "': " + term + " modifies " + rule_code(row->id) +
                     " and changes nothing without it; add " + rule_code(row->id) +
                     " (e.g. cycle-sets+" + term + ")");
  }
}

// The checks and settings once every term is read.
void finish(Ruleset& ruleset, const Modifiers& modifiers) {
  check_modifiers(ruleset, modifiers);
  // A1.local judges a continuation's plies by the ruleset's own cycle-set clauses.
  if (ruleset.a1 && ruleset.a1->continuations == A1Continuations::Local)
    ruleset.a1->clauses = continuation_clauses(ruleset.clauses, ruleset);
}

void add_term(Ruleset& ruleset, const std::string& text, const lang::RuleFile* in_file,
              Modifiers& modifiers) {
  if (lang::names_rule_file(text)) {
    add_rule_file(ruleset, lang::read_rule_file(text), modifiers);
    return;
  }
  if (in_file) {
    for (const auto& rule : in_file->rules) {
      if (!same_term(rule_code(rule->text.id), text)) continue;
      add_file_rule(ruleset, rule);
      return;
    }
  }
  const Term term = split_term(text);
  for (const NamedRuleset& named : named_rulesets()) {
    if (term.name != named.name) continue;
    if (term.value) throw InputError("ruleset name '" + term.name + "' takes no option");
    const Ruleset expanded = parse_ruleset(named.composition, ruleset.self_capture);
    for (RuleId id : expanded.clauses) add_clause(ruleset, id);
    if (expanded.a1) ruleset.a1 = expanded.a1;
    return;
  }
  std::vector<const ClauseRow*> modified;
  if (add_reading(ruleset, term, &modified)) {
    for (const ClauseRow* row : modified) modifiers.emplace_back(text, row);
    return;
  }
  if (add_id(ruleset, term)) return;
  throw InputError("ruleset term '" + text +
                   "': expected a ruleset name, clause id or reading: " + known_ruleset_terms());
}

}  // namespace

bool Ruleset::has(RuleId id) const {
  return std::find(clauses.begin(), clauses.end(), id) != clauses.end();
}

const ClauseRow& Ruleset::row(RuleId id) const {
  if (const ClauseRow* built_in = clause_row(id)) return *built_in;
  for (const auto& rule : file_rules) {
    if (rule->text.id == id) return rule->row;
  }
  throw PreconditionError("Ruleset::row: " + rule_code(id) + " is no clause of " + name);
}

const RuleText& Ruleset::text(RuleId id) const {
  for (const auto& rule : file_rules) {
    if (rule->text.id == id) return rule->entry;
  }
  return rule_text(id);
}

bool Ruleset::has_or_covers(RuleId id) const {
  if (has(id)) return true;
  return std::any_of(file_rules.begin(), file_rules.end(), [&](const auto& rule) {
    return std::find(rule->covers.begin(), rule->covers.end(), id) != rule->covers.end();
  });
}

FactMask Ruleset::reads() const {
  FactMask mask = 0;
  for (RuleId id : clauses) mask |= row(id).reads;
  return mask;
}

bool Ruleset::needs_positions() const { return (reads() & kHistoryFacts) != 0; }

bool Ruleset::needs_cycle_sets() const { return (reads() & kCycleFacts) != 0; }

bool Ruleset::two_passes_end() const {
  return std::none_of(clauses.begin(), clauses.end(),
                      [&](RuleId id) { return row(id).replaces_pass_end; });
}

bool Ruleset::repeated_pass_ends() const {
  return std::any_of(clauses.begin(), clauses.end(),
                     [&](RuleId id) { return row(id).bounds_passes; });
}

bool Ruleset::passes_bounded() const { return two_passes_end() || repeated_pass_ends(); }

bool Ruleset::can_end_with_no_result() const {
  return std::any_of(clauses.begin(), clauses.end(), [&](RuleId id) { return row(id).no_result; });
}

std::optional<std::string_view> Ruleset::termination_theorem() const {
  // The clause table's rows in their order, then the rule files' clauses in the ruleset's.
  std::vector<const ClauseRow*> rows;
  for (const ClauseRow& r : clause_table()) {
    if (has(r.id)) rows.push_back(&r);
  }
  for (const auto& rule : file_rules) rows.push_back(&rule->row);
  for (const ClauseRow* r : rows) {
    if (r->termination.empty()) continue;
    if (r->termination_needs ? has_or_covers(*r->termination_needs) : passes_bounded())
      return r->termination;
  }
  for (const auto& rule : file_rules) {
    if (!rule->termination_without_self_capture.empty() && self_capture == SelfCapture::Forbidden &&
        passes_bounded())
      return rule->termination_without_self_capture;
  }
  return std::nullopt;
}

std::optional<std::string_view> Ruleset::endless_theorem(std::size_t points) const {
  // A clause can forbid the only board play left, or end play at a single pass (SPE, RPE): only a
  // clause's own row says that it does neither, alone and on which boards.
  if (self_capture != SelfCapture::All) return std::nullopt;
  if (clauses.empty()) return kEndlessUnderTheBaseRules;
  if (clauses.size() != 1) return std::nullopt;
  const ClauseRow& only = row(clauses.front());
  if (only.endless_alone.empty() || only.endless_excepted_points == points) return std::nullopt;
  return only.endless_alone;
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

std::string known_ruleset_terms() {
  std::string known;
  const auto add = [&](std::string_view term) {
    known += std::string(known.empty() ? "" : ", ") + std::string(term);
  };
  for (const NamedRuleset& r : named_rulesets()) add(r.name);
  for (const ClauseRow& row : clause_table()) {
    bool named_with_option = false;
    for (const ClauseReading& reading : row.readings) {
      if (same_term(reading.term, rule_code(row.id))) named_with_option = true;
    }
    if (!named_with_option) add(rule_code(row.id));
  }
  for (const ClauseRow& row : clause_table()) {
    for (const ClauseReading& reading : row.readings) {
      add(reading.option.empty()
              ? std::string(reading.term)
              : std::string(reading.term) + "(" + std::string(reading.option) + "=N)");
    }
  }
  return known;
}

Ruleset rule_file_ruleset(const lang::RuleFile& file, SelfCapture self_capture) {
  Ruleset ruleset;
  ruleset.name = file.path;
  ruleset.self_capture = self_capture;
  Modifiers modifiers;
  add_rule_file(ruleset, file, modifiers);
  finish(ruleset, modifiers);
  return ruleset;
}

Ruleset parse_ruleset(std::string_view expression, SelfCapture self_capture) {
  Ruleset ruleset;
  ruleset.name = trim(expression);
  ruleset.self_capture = self_capture;
  if (ruleset.name.empty()) return ruleset;
  std::string_view rest = expression;
  Modifiers modifiers;
  while (true) {
    const auto plus = rest.find('+');
    const std::string term = trim(rest.substr(0, plus));
    if (term.empty())
      throw InputError("ruleset '" + std::string(expression) +
                       "': empty term; expected names joined by '+'");
    add_term(ruleset, term, nullptr, modifiers);
    if (plus == std::string_view::npos) break;
    rest = rest.substr(plus + 1);
  }
  finish(ruleset, modifiers);
  return ruleset;
}

}  // namespace kospec
