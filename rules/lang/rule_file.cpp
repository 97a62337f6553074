#include "rules/lang/rule_file.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "rules/lang/condition.h"
#include "spec/error.h"

namespace kospec::lang {

namespace {

std::string at(const std::string& source, const Place& p) {
  return source + ":" + std::to_string(p.line) + ":" + std::to_string(p.column);
}

std::string line_of(const std::string& source, const Place& p) {
  return source + ":" + std::to_string(p.line);
}

constexpr std::string_view kFields[] = {"sentence", "judges", "effect", "when", "two-passes-end"};

// The field `keyword` of a rule, refused when written twice; nullptr when not written.
const FieldSyntax* field_of(const RuleSyntax& r, std::string_view keyword,
                            const std::string& source) {
  const FieldSyntax* found = nullptr;
  for (const FieldSyntax& f : r.fields) {
    if (f.keyword != keyword) continue;
    if (found)
      throw InputError(at(source, f.at) + ": rule " + r.id + " gives its " + std::string(keyword) +
                       " twice (first at line " + std::to_string(found->at.line) + ")");
    found = &f;
  }
  return found;
}

const FieldSyntax& required(const RuleSyntax& r, std::string_view keyword,
                            const std::string& source, std::string_view what) {
  const FieldSyntax* f = field_of(r, keyword, source);
  if (!f)
    throw InputError(at(source, r.at) + ": rule " + r.id + " has no " + std::string(keyword) +
                     " (" + std::string(what) + ")");
  return *f;
}

RuleId rule_id_of(const RuleSyntax& r, const std::string& source) {
  if (parse_rule_id(r.id))
    throw InputError(at(source, r.id_at) + ": the id " + r.id +
                     " is a built-in rule's: a rule file's rules take ids of their own (e.g. F-" +
                     r.id + ")");
  const auto id = RuleId::file_rule(r.id);
  if (!id)
    throw InputError(at(source, r.id_at) + ": the id " + r.id + " is longer than " +
                     std::to_string(RuleId::kMaxCodeLength) + " characters");
  return *id;
}

FileRuleText rule_text_of(const RuleSyntax& r, const std::string& source) {
  for (const std::string_view keyword : kFields) field_of(r, keyword, source);
  FileRuleText t;
  t.id = rule_id_of(r, source);
  t.source = line_of(source, r.at);
  const FieldSyntax& sentence =
      required(r, "sentence", source, "the rule as the committee words it, in double quotes");
  t.sentence = sentence.value;
  if (std::all_of(t.sentence.begin(), t.sentence.end(),
                  [](unsigned char c) { return std::isspace(c) != 0; }))
    throw InputError(at(source, sentence.at) + ": rule " + r.id + "'s sentence is empty");
  const FieldSyntax& judges = required(r, "judges", source, "board-plays or passes");
  t.judges = judges.value == "passes" ? Judges::Passes : Judges::BoardPlays;
  const FieldSyntax& effect = required(r, "effect", source, "forbid, no-result or end");
  t.effect = effect.value == "forbid"      ? Vote::Forbid
             : effect.value == "no-result" ? Vote::NoResult
                                           : Vote::Ends;
  if (t.judges == Judges::Passes && t.effect == Vote::Forbid)
    throw InputError(at(source, effect.at) + ": rule " + r.id + " would forbid a pass, and the " +
                     "base rules let a player pass at every turn (PASS): a rule of passes ends " +
                     "the game (end, no-result)");
  if (const FieldSyntax* passes = field_of(r, "two-passes-end", source))
    t.two_passes_end = passes->value == "yes";
  const FieldSyntax& when = required(r, "when", source, "the condition under which it applies");
  const CompiledCondition c = compile_condition(when.condition, t.judges, source);
  t.condition = c.program;
  t.window = c.window;
  t.condition_text = when.text;
  return t;
}

RuleFile compile(const FileSyntax& syntax, const std::string& source) {
  RuleFile file;
  file.path = source;
  for (const RuleSyntax& r : syntax.rules) {
    FileRuleText text = rule_text_of(r, source);
    for (const auto& earlier : file.rules) {
      if (earlier->text.id == text.id)
        throw InputError(at(source, r.id_at) + ": rule " + r.id + " is defined at " +
                         earlier->text.source + " too");
    }
    file.rules.push_back(make_file_rule(std::move(text)));
  }
  if (syntax.rulesets.size() > 1)
    throw InputError(at(source, syntax.rulesets[1].at) +
                     ": a rule file names one ruleset at most (the first is at line " +
                     std::to_string(syntax.rulesets[0].at.line) + ")");
  if (!syntax.rulesets.empty()) {
    const RulesetSyntax& r = syntax.rulesets.front();
    for (std::size_t i = 0; i < r.terms.size(); ++i) {
      if (names_rule_file(r.terms[i]))
        throw InputError(at(source, r.term_places[i]) + ": a rule file's ruleset names no other " +
                         "file (" + r.terms[i] + "): a rule file reads nothing");
    }
    file.ruleset = RulesetDeclaration{r.name, r.terms, line_of(source, r.at)};
  }
  if (file.rules.empty() && !file.ruleset)
    throw InputError(source + ": no rule and no ruleset in the file");
  return file;
}

}  // namespace

bool names_rule_file(std::string_view term) {
  if (term.size() <= kRuleFileExtension.size()) return false;
  const std::string_view tail = term.substr(term.size() - kRuleFileExtension.size());
  return std::equal(tail.begin(), tail.end(), kRuleFileExtension.begin(), [](char a, char b) {
    return std::tolower(static_cast<unsigned char>(a)) == b;
  });
}

bool mentions_rule_file(std::string_view expression) {
  for (std::size_t start = 0; start <= expression.size();) {
    const std::size_t plus = std::min(expression.find('+', start), expression.size());
    std::string_view term = expression.substr(start, plus - start);
    while (!term.empty() && std::isspace(static_cast<unsigned char>(term.front())))
      term.remove_prefix(1);
    while (!term.empty() && std::isspace(static_cast<unsigned char>(term.back())))
      term.remove_suffix(1);
    if (names_rule_file(term)) return true;
    start = plus + 1;
  }
  return false;
}

RuleFile compile_rule_text(const std::string& text, const std::string& source) {
  return compile(parse_rule_text(text, source), source);
}

RuleFile read_rule_file(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec))
    throw InputError(path + ": no rule file there (a rule file is a file ending in .kor)");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path + ": cannot read the rule file");
  std::string text;
  text.resize(kMaxRuleFileBytes + 1);
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  if (in.bad()) throw InputError(path + ": cannot read the rule file");
  return compile_rule_text(text, path);
}

}  // namespace kospec::lang
