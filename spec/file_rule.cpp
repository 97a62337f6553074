#include "spec/file_rule.h"

#include <functional>

#include "spec/error.h"
#include "spec/vocabulary.h"

namespace kospec {

namespace {

// A combination of values no move has: a self-capture captures none of the opponent's stones (its
// string has no liberty only because it captures nothing), and a pass neither captures nor
// self-captures.
bool possible(const MoveFacts& f, Judges judges) {
  if (f.self_capture && f.captures > 0) return false;
  return judges == Judges::BoardPlays || (!f.self_capture && f.captures == 0);
}

// The facts of `rule`'s condition and `row`'s vote together, each kind once.
std::vector<ProgramFact> joint_facts(const FileRule& rule, const ClauseRow& row) {
  std::vector<ProgramFact> facts(rule.text.condition.facts().begin(),
                                 rule.text.condition.facts().end());
  for (Fact f : kFacts) {
    if (!reads(row.reads, f) || reads(rule.text.condition.reads(), f)) continue;
    facts.push_back({f, fact_radix(f, 2)});
  }
  return facts;
}

// Whether `rule` forbids (and only forbids) nowhere but where `row`'s vote forbids.
bool forbids_only_where(const FileRule& rule, const ClauseRow& row) {
  if (rule.text.effect != Vote::Forbid || rule.text.judges != row.judges) return false;
  return for_each_valuation(joint_facts(rule, row), [&](const MoveFacts& f) {
    return !possible(f, row.judges) || !rule.text.condition.holds(f) ||
           row.vote(f, Readings{}).vote == Vote::Forbid;
  });
}

// Whether the rule stops a pass that follows a pass by one of the players, whatever else holds:
// then at most three passes come in a row (a pass, the other player's, and this one).
bool stops_a_third_pass(const FileRule& rule) {
  const FileRuleText& t = rule.text;
  if (t.judges != Judges::Passes || t.effect == Vote::Allow) return false;
  std::vector<ProgramFact> facts(t.condition.facts().begin(), t.condition.facts().end());
  for (Fact f : {Fact::AfterPass, Fact::Mover}) {
    if (!reads(t.condition.reads(), f)) facts.push_back({f, 2});
  }
  for (const bool black : {true, false}) {
    const bool always = for_each_valuation(facts, [&](const MoveFacts& f) {
      return !f.after_pass || f.black != black || t.condition.holds(f);
    });
    if (always) return true;
  }
  return false;
}

// Whether the rule forbids every board play for which `when` holds, over the facts it reads and
// Captures, SelfCapture and Repeat.
bool forbids_wherever(const FileRule& rule, const std::function<bool(const MoveFacts&)>& when) {
  const FileRuleText& t = rule.text;
  if (t.judges != Judges::BoardPlays || t.effect == Vote::Allow) return false;
  std::vector<ProgramFact> facts(t.condition.facts().begin(), t.condition.facts().end());
  for (const Fact f : {Fact::Captures, Fact::SelfCapture, Fact::Repeat}) {
    if (!reads(t.condition.reads(), f)) facts.push_back({f, fact_radix(f, 2)});
  }
  return for_each_valuation(facts, [&](const MoveFacts& f) {
    return !possible(f, t.judges) || !when(f) || t.condition.holds(f);
  });
}

// The capture-superko theorem (docs/committee.md, "Write your own rule"), for rule `id`.
std::string capture_superko_theorem(RuleId id, bool with_self_capture) {
  return "theorem (capture superko: rule " + rule_code(id) + " forbids every capture" +
         (with_self_capture ? " or self-capture" : "") +
         " that recreates an earlier configuration): in a game without end some configurations "
         "occur for ever; once each has occurred, every capture would recreate one, so no capture "
         "is played" +
         (with_self_capture ? ", nor a self-capture," : " (and self-capture is forbidden),") +
         " stones are only added, board plays are finitely many, and two consecutive passes end "
         "the game";
}

std::string quoted(const FileRuleText& t) { return "\"" + t.sentence + "\""; }

}  // namespace

Decision FileRule::decide(const MoveFacts& facts) const {
  return {text.condition.holds(facts) ? text.effect : Vote::Allow, text.id};
}

Ruling FileRule::explain(const Decision& decision, const MoveFacts& facts,
                         const Evidence& evidence) const {
  Ruling r;
  r.vote = decide(facts).vote;
  r.finding.rule = text.id;
  if (evidence.move.point) r.finding.points = PointSet{*evidence.move.point};
  if (decision.vote == Vote::Allow) {
    r.finding.statement = quoted(text) + " Does not apply (" + text.condition_text + ")";
    return r;
  }
  std::string cited;
  for (const VocabularyTerm& term : vocabulary()) {
    if (!reads(text.condition.reads(), term.fact) || !applies_to(term, text.judges)) continue;
    const bool held =
        term.type == TermType::Count ? facts.value(term.fact) > 0 : term_value(term, facts) == 1;
    if (!held) continue;
    const std::string e = term_evidence(term, facts, evidence);
    if (cited.find(e) == std::string::npos) cited += (cited.empty() ? "" : "; ") + e;
  }
  for (const auto& ply : {evidence.repeated, evidence.repeated_to_move, evidence.repeated_made_by,
                          evidence.repeated_since_pass, evidence.repeated_in_window,
                          evidence.earlier_pass, evidence.counteracted}) {
    if (!ply) continue;
    r.finding.ply = ply;
    break;
  }
  r.finding.statement = quoted(text) + " The move " +
                        (cited.empty() ? "meets its condition" : cited) + " (" +
                        text.condition_text + ")";
  return r;
}

bool FileRule::can_apply() const {
  for (std::size_t v = 0; v < text.condition.valuations(); ++v) {
    if (text.condition.holds_at(v) && possible(text.condition.facts_of(v), text.judges))
      return true;
  }
  return false;
}

namespace {

// Whether `rule` decides as `row` votes on every combination of the facts either reads.
bool votes_as(const FileRule& rule, const ClauseRow& row) {
  if (row.judges != rule.text.judges || row.replaces_pass_end != !rule.text.two_passes_end)
    return false;
  return for_each_valuation(joint_facts(rule, row), [&](const MoveFacts& f) {
    return !possible(f, row.judges) || rule.decide(f).vote == row.vote(f, Readings{}).vote;
  });
}

}  // namespace

bool covers_row(const FileRule& rule, const ClauseRow& covered) {
  if (covered.judges != rule.text.judges || rule.text.effect == Vote::Allow) return false;
  return for_each_valuation(joint_facts(rule, covered), [&](const MoveFacts& f) {
    return !possible(f, covered.judges) || covered.vote(f, Readings{}).vote == Vote::Allow ||
           rule.text.condition.holds(f);
  });
}

std::shared_ptr<const FileRule> make_file_rule(FileRuleText text) {
  auto rule = std::make_shared<FileRule>();
  rule->text = std::move(text);
  const FileRuleText& t = rule->text;
  if (!rule->can_apply()) {
    throw InputError(t.source + ": rule " + rule_code(t.id) +
                     " can never apply: no move it judges meets its condition (" +
                     t.condition_text + ")");
  }
  ClauseRow& row = rule->row;
  row.id = t.id;
  row.judges = t.judges;
  row.reads = t.condition.reads();
  row.file = rule.get();
  row.no_result = t.effect == Vote::NoResult;
  row.replaces_pass_end = !t.two_passes_end;
  row.bounds_passes = stops_a_third_pass(*rule);
  for (const ClauseRow& built_in : clause_table()) {
    if (!rule->same_as && built_in.readings.empty() && votes_as(*rule, built_in))
      rule->same_as = built_in.id;
    if (!covers_row(*rule, built_in)) continue;
    rule->covers.push_back(built_in.id);
    if (built_in.bounds_passes) row.bounds_passes = true;
    if (rule->termination.empty() && !built_in.termination.empty()) {
      rule->termination = "theorem (rule " + rule_code(t.id) + " forbids or ends play wherever " +
                          rule_code(built_in.id) + " does, so " + rule_code(built_in.id) +
                          "'s theorem holds): " + std::string(built_in.termination);
      row.termination_needs = built_in.termination_needs;
    }
  }
  if (rule->termination.empty()) {
    const auto capture_repeat = [](const MoveFacts& f) { return f.captures > 0 && f.repeats; };
    const auto self_repeat = [](const MoveFacts& f) { return f.self_capture && f.repeats; };
    if (forbids_wherever(*rule, capture_repeat)) {
      if (forbids_wherever(*rule, self_repeat))
        rule->termination = capture_superko_theorem(t.id, true);
      else
        rule->termination_without_self_capture = capture_superko_theorem(t.id, false);
    }
  }
  for (const ClauseRow& built_in : clause_table()) {
    if (built_in.endless_alone.empty() || !forbids_only_where(*rule, built_in)) continue;
    rule->endless_alone = "theorem (rule " + rule_code(t.id) + " forbids nothing " +
                          rule_code(built_in.id) + " allows, so " + rule_code(built_in.id) +
                          "'s theorem holds): " + std::string(built_in.endless_alone);
    row.endless_excepted_points = built_in.endless_excepted_points;
    break;
  }
  row.termination = rule->termination;
  row.endless_alone = rule->endless_alone;
  rule->title = "a committee's rule";
  rule->entry = {t.id,     rule->title, t.sentence, RuleSource::RuleFile, t.condition_text,
                 t.source, t.sentence};
  return rule;
}

}  // namespace kospec
