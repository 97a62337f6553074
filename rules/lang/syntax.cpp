#include "rules/lang/syntax.h"

#include <charconv>
#include <memory>
#include <tao/pegtl/contrib/limit_depth.hpp>
#include <tao/pegtl/contrib/parse_tree.hpp>

#include "rules/lang/grammar.h"
#include "spec/error.h"

namespace kospec::lang {

namespace {

namespace pegtl = tao::pegtl;
namespace pt = tao::pegtl::parse_tree;
using namespace grammar;

// What was expected where a pegtl::must<> failed.
template <class Rule>
inline constexpr const char* kExpected = nullptr;
template <>
inline constexpr const char* kExpected<close_quote> =
    "expected '\"' closing the sentence on its line";
template <>
inline constexpr const char* kExpected<argument_value> = "expected a number after '='";
template <>
inline constexpr const char* kExpected<argument> =
    "expected an argument, e.g. configuration, situation, since-last-pass, made-by-player or "
    "within=8";
template <>
inline constexpr const char* kExpected<close_paren> = "expected ')'";
template <>
inline constexpr const char* kExpected<compared_value> = "expected a number to compare with";
template <>
inline constexpr const char* kExpected<condition> =
    "expected a condition: a term (e.g. ko-point, repeats(configuration), captures >= 1), "
    "'not', or '('";
template <>
inline constexpr const char* kExpected<operand> =
    "expected a term (e.g. ko-point, repeats(situation)), 'not' or '('";
template <>
inline constexpr const char* kExpected<conjunction> =
    "expected a term (e.g. ko-point, repeats(situation)), 'not' or '(' after 'or'";
template <>
inline constexpr const char* kExpected<rule_id> =
    "expected the rule's id, e.g. CSK (letters, digits, '-' or '_', a letter first)";
template <>
inline constexpr const char* kExpected<open_brace> = "expected '{' opening the rule's fields";
template <>
inline constexpr const char* kExpected<close_brace> =
    "expected a field (sentence, judges, effect, when, two-passes-end) or '}' closing the rule";
template <>
inline constexpr const char* kExpected<string_literal> =
    "expected the rule's sentence in double quotes";
template <>
inline constexpr const char* kExpected<judges_value> = "expected board-plays or passes";
template <>
inline constexpr const char* kExpected<effect_value> = "expected forbid, no-result or end";
template <>
inline constexpr const char* kExpected<yes_no> = "expected yes or no";
template <>
inline constexpr const char* kExpected<ruleset_name> = "expected the ruleset's name";
template <>
inline constexpr const char* kExpected<equals> = "expected '=' after the ruleset's name";
template <>
inline constexpr const char* kExpected<composition_term> =
    "expected a composition term: a ruleset name, a clause id, a reading or a rule of this file";
template <>
inline constexpr const char* kExpected<end_of_file> =
    "expected 'rule' or 'ruleset' (a rule file holds rules and rulesets only)";

struct Expectations {
  template <class Rule>
  static constexpr const char* message = kExpected<Rule>;
};

template <class Rule>
using Control = pegtl::must_if<Expectations, pegtl::normal, false>::control<Rule>;

// Nesting deeper than this (in grammar rules, a dozen a parenthesis) is refused, not recursed into.
template <class Rule>
struct Limit : pegtl::limit_depth<800> {};

// The nodes kept in the parse tree.
template <class Rule>
struct Keep
    : pt::selector<Rule, pt::store_content::on<
                             rule_declaration, rule_id, sentence_field, string_body, judges_field,
                             judges_value, effect_field, effect_value, when_field, condition,
                             conjunction, negation, comparison, comparison_operator, compared_value,
                             term, name, argument, argument_value, two_passes_field, yes_no,
                             ruleset_declaration, ruleset_name, composition_term>> {};

using Node = pt::node;

Place place_of(const Node& n) {
  const pegtl::position p = n.begin();
  return {p.line, p.column};
}

std::string at(const std::string& source, const Place& p) {
  return source + ":" + std::to_string(p.line) + ":" + std::to_string(p.column);
}

long long number_of(const Node& n, const std::string& source) {
  long long value = 0;
  const std::string_view text = n.string_view();
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size())
    throw InputError(at(source, place_of(n)) + ": the number " + std::string(text) +
                     " is too large");
  return value;
}

std::string unescaped(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size()) ++i;
    out += text[i];
  }
  return out;
}

std::string collapsed(std::string_view text) {
  std::string out;
  bool space = false;
  for (char c : text) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

ConditionSyntax condition_of(const Node& n, const std::string& source) {
  ConditionSyntax c;
  c.at = place_of(n);
  if (n.is_type<condition>() || n.is_type<conjunction>()) {
    if (n.children.size() == 1) return condition_of(*n.children.front(), source);
    c.kind = n.is_type<condition>() ? ConditionSyntax::Kind::Or : ConditionSyntax::Kind::And;
    for (const auto& child : n.children) c.children.push_back(condition_of(*child, source));
    return c;
  }
  if (n.is_type<negation>()) {
    c.kind = ConditionSyntax::Kind::Not;
    c.children.push_back(condition_of(*n.children.front(), source));
    return c;
  }
  if (n.is_type<comparison>()) {
    c.kind = ConditionSyntax::Kind::Compare;
    c.children.push_back(condition_of(*n.children.at(0), source));
    c.op = n.children.at(1)->string();
    c.value = number_of(*n.children.at(2), source);
    c.value_at = place_of(*n.children.at(2));
    return c;
  }
  require(n.is_type<term>(), "parse_rule_text: an unexpected node in a condition");
  c.kind = ConditionSyntax::Kind::Term;
  c.name = n.children.at(0)->string();
  for (std::size_t i = 1; i < n.children.size(); ++i) {
    const Node& a = *n.children[i];
    ArgumentSyntax arg{a.children.at(0)->string(), std::nullopt, place_of(a)};
    if (a.children.size() > 1) arg.value = number_of(*a.children[1], source);
    c.arguments.push_back(std::move(arg));
  }
  return c;
}

RuleSyntax rule_of(const Node& n, const std::string& source) {
  RuleSyntax r;
  r.at = place_of(n);
  r.id = n.children.at(0)->string();
  r.id_at = place_of(*n.children.at(0));
  for (std::size_t i = 1; i < n.children.size(); ++i) {
    const Node& f = *n.children[i];
    FieldSyntax field;
    field.at = place_of(f);
    if (f.is_type<sentence_field>()) {
      field.keyword = "sentence";
      field.value = f.children.empty() ? "" : unescaped(f.children.front()->string_view());
    } else if (f.is_type<when_field>()) {
      field.keyword = "when";
      field.condition = condition_of(*f.children.at(0), source);
      field.text = collapsed(f.children.at(0)->string_view());
    } else {
      field.keyword = f.is_type<judges_field>()   ? "judges"
                      : f.is_type<effect_field>() ? "effect"
                                                  : "two-passes-end";
      field.value = f.children.at(0)->string();
    }
    r.fields.push_back(std::move(field));
  }
  return r;
}

RulesetSyntax ruleset_of(const Node& n) {
  RulesetSyntax r;
  r.at = place_of(n);
  r.name = n.children.at(0)->string();
  for (std::size_t i = 1; i < n.children.size(); ++i) {
    r.terms.push_back(n.children[i]->string());
    r.term_places.push_back(place_of(*n.children[i]));
  }
  return r;
}

// The first byte that is not text (a control character other than tab and line ends, or a NUL),
// or npos.
std::size_t first_binary_byte(const std::string& text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') return i;
    if (c == 0x7F) return i;
  }
  return std::string::npos;
}

}  // namespace

FileSyntax parse_rule_text(const std::string& text, const std::string& source) {
  if (text.size() > kMaxRuleFileBytes)
    throw InputError(source + ": a rule file of " + std::to_string(text.size()) +
                     " bytes; at most " + std::to_string(kMaxRuleFileBytes) + " are read");
  if (const std::size_t b = first_binary_byte(text); b != std::string::npos) {
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < b; ++i) {
      column = text[i] == '\n' ? 1 : column + 1;
      if (text[i] == '\n') ++line;
    }
    throw InputError(at(source, {line, column}) + ": a byte that is not text (" +
                     std::to_string(static_cast<unsigned char>(text[b])) + ")");
  }
  pegtl::memory_input input(text, source);
  std::unique_ptr<Node> root;
  try {
    root = pt::parse<grammar::file, Keep, Limit, Control>(input);
  } catch (const pegtl::parse_error& e) {
    const auto& p = e.positions().front();
    const std::string message(e.message());
    throw InputError(at(source, {p.line, p.column}) + ": " +
                     (message == "maximum parser rule nesting depth exceeded"
                          ? std::string("a condition nested too deep")
                          : message));
  }
  if (!root) throw InputError(source + ":1:1: not a rule file");
  FileSyntax file;
  for (const auto& child : root->children) {
    if (child->is_type<rule_declaration>()) file.rules.push_back(rule_of(*child, source));
    if (child->is_type<ruleset_declaration>()) file.rulesets.push_back(ruleset_of(*child));
  }
  return file;
}

}  // namespace kospec::lang
