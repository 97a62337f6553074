#include "rules/lang/condition.h"

#include <algorithm>
#include <functional>
#include <memory>

#include "spec/error.h"
#include "spec/vocabulary.h"

namespace kospec::lang {

namespace {

using Kind = ConditionSyntax::Kind;

// The largest N of within=N (as WSK's option) and the largest number a count is compared with.
constexpr long long kMaxWindow = 1000;
constexpr long long kMaxCompared = 10000;

// A condition with its terms resolved.
struct Resolved {
  Kind kind = Kind::Term;
  const VocabularyTerm* term = nullptr;  // Term, Compare
  std::string op;                        // Compare
  int value = 0;                         // Compare
  std::vector<Resolved> children;        // Or, And, Not
};

struct Context {
  Judges judges;
  const std::string& source;
  std::vector<ProgramFact> facts;
  int window = 0;

  std::string at(const Place& p) const {
    return source + ":" + std::to_string(p.line) + ":" + std::to_string(p.column);
  }
  void reads(Fact fact, int radix) {
    for (ProgramFact& f : facts) {
      if (f.fact != fact) continue;
      f.radix = std::max(f.radix, radix);
      return;
    }
    facts.push_back({fact, radix});
  }
};

bool is_what(const std::string& word) { return word == "configuration" || word == "situation"; }

// The term as written, arguments included: "repeats(configuration, within=8)".
std::string written(const ConditionSyntax& c) {
  std::string text = c.name;
  if (c.arguments.empty()) return text;
  text += "(";
  for (std::size_t i = 0; i < c.arguments.size(); ++i) {
    const ArgumentSyntax& a = c.arguments[i];
    text += (i ? ", " : "") + a.name + (a.value ? "=" + std::to_string(*a.value) : "");
  }
  return text + ")";
}

// The vocabulary's spelling of a term: what is compared first, since-start (the default scope)
// left out, a window's number as N.
std::string spelling_of(const ConditionSyntax& c) {
  std::vector<std::string> args;
  for (const ArgumentSyntax& a : c.arguments) {
    if (a.name == "since-start") continue;
    const std::string arg = a.name + (a.value ? "=N" : "");
    if (is_what(a.name))
      args.insert(args.begin(), arg);
    else
      args.push_back(arg);
  }
  std::string text = c.name;
  if (args.empty()) return text;
  text += "(";
  for (std::size_t i = 0; i < args.size(); ++i) text += (i ? ", " : "") + args[i];
  return text + ")";
}

// Whether a term unknown to the vocabulary is a history question in its words (repeats or
// occurrences of a configuration or situation, with known scopes): one no engine gathers.
bool history_question(const ConditionSyntax& c) {
  if (c.name != "repeats" && c.name != "occurrences") return false;
  int what = 0;
  for (const ArgumentSyntax& a : c.arguments) {
    if (is_what(a.name)) {
      ++what;
      continue;
    }
    if (a.name != "since-start" && a.name != "since-last-pass" && a.name != "made-by-player" &&
        a.name != "within")
      return false;
  }
  return what == 1;
}

std::string gathered_history_questions() {
  std::string list;
  for (const VocabularyTerm& t : vocabulary()) {
    if (fact_group(t.fact) != FactGroup::History) continue;
    list += (list.empty() ? "" : ", ") + std::string(t.spelling);
  }
  return list;
}

const VocabularyTerm& resolve_term(const ConditionSyntax& c, Context& ctx) {
  const VocabularyTerm* term = find_term(spelling_of(c));
  if (!term) {
    if (history_question(c))
      throw InputError(ctx.at(c.at) + ": no engine gathers '" + written(c) +
                       "': the history questions kospec's engines keep are " +
                       gathered_history_questions() +
                       " (a new one is a definition in C++: docs/contributing.md)");
    throw InputError(ctx.at(c.at) + ": unknown term '" + written(c) +
                     "'; nearest known: " + nearest_terms(written(c)));
  }
  for (const ArgumentSyntax& a : c.arguments) {
    if (a.name == "within") {
      if (!a.value || *a.value < 1 || *a.value > kMaxWindow)
        throw InputError(ctx.at(a.at) + ": within=N takes N from 1 to " +
                         std::to_string(kMaxWindow) + " plies");
      const int n = static_cast<int>(*a.value);
      if (ctx.window != 0 && ctx.window != n)
        throw InputError(ctx.at(a.at) + ": a rule reads one window, not within=" +
                         std::to_string(ctx.window) + " and within=" + std::to_string(n));
      ctx.window = n;
    } else if (a.value) {
      throw InputError(ctx.at(a.at) + ": '" + a.name + "' takes no number");
    }
  }
  if (!applies_to(*term, ctx.judges)) {
    const bool plays = term->moves == TermMoves::BoardPlays;
    throw InputError(ctx.at(c.at) + ": '" + std::string(term->spelling) + "' says something of " +
                     (plays ? "board plays" : "passes") + " only, and the rule judges " +
                     (plays ? "passes" : "board plays") + ": a clause that cannot apply");
  }
  return *term;
}

Resolved resolve(const ConditionSyntax& c, Context& ctx) {
  Resolved r;
  r.kind = c.kind;
  switch (c.kind) {
    case Kind::Or:
    case Kind::And:
    case Kind::Not:
      for (const ConditionSyntax& child : c.children) r.children.push_back(resolve(child, ctx));
      return r;
    case Kind::Term: {
      r.term = &resolve_term(c, ctx);
      if (r.term->type == TermType::Count)
        throw InputError(ctx.at(c.at) + ": '" + written(c) + "' is a count: compare it, e.g. " +
                         written(c) + " >= 1");
      ctx.reads(r.term->fact, fact_radix(r.term->fact, 2));
      return r;
    }
    case Kind::Compare: {
      const ConditionSyntax& t = c.children.front();
      r.term = &resolve_term(t, ctx);
      if (r.term->type != TermType::Count)
        throw InputError(ctx.at(t.at) + ": '" + written(t) +
                         "' is true or false: write it alone, " + "or 'not " + written(t) +
                         "'; only a count is compared");
      if (c.value > kMaxCompared)
        throw InputError(ctx.at(c.value_at) + ": a count is compared with at most " +
                         std::to_string(kMaxCompared));
      r.op = c.op;
      r.value = static_cast<int>(c.value);
      ctx.reads(r.term->fact, fact_radix(r.term->fact, r.value + 2));
      return r;
    }
  }
  return r;
}

bool compare(int a, const std::string& op, int b) {
  if (op == "=") return a == b;
  if (op == "!=") return a != b;
  if (op == "<") return a < b;
  if (op == "<=") return a <= b;
  if (op == ">") return a > b;
  return a >= b;
}

bool evaluate(const Resolved& r, const MoveFacts& f) {
  switch (r.kind) {
    case Kind::Or:
      return std::any_of(r.children.begin(), r.children.end(),
                         [&](const Resolved& c) { return evaluate(c, f); });
    case Kind::And:
      return std::all_of(r.children.begin(), r.children.end(),
                         [&](const Resolved& c) { return evaluate(c, f); });
    case Kind::Not:
      return !evaluate(r.children.front(), f);
    case Kind::Term:
      return term_value(*r.term, f) != 0;
    case Kind::Compare:
      return compare(term_value(*r.term, f), r.op, r.value);
  }
  return false;
}

std::size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

}  // namespace

std::string nearest_terms(const std::string& written_term) {
  std::vector<std::pair<std::size_t, std::string_view>> scored;
  for (const VocabularyTerm& t : vocabulary())
    scored.emplace_back(edit_distance(written_term, std::string(t.spelling)), t.spelling);
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::string out;
  for (std::size_t i = 0; i < 3 && i < scored.size(); ++i)
    out += (i ? ", " : "") + std::string(scored[i].second);
  return out;
}

CompiledCondition compile_condition(const ConditionSyntax& condition, Judges judges,
                                    const std::string& source) {
  Context ctx{judges, source, {}, 0};
  const auto resolved = std::make_shared<Resolved>(resolve(condition, ctx));
  CompiledCondition c;
  c.window = ctx.window;
  try {
    c.program = RuleProgram(ctx.facts, [&](const MoveFacts& f) { return evaluate(*resolved, f); });
  } catch (const InputError& e) {
    throw InputError(ctx.at(condition.at) + ": " + e.what());
  }
  return c;
}

}  // namespace kospec::lang
