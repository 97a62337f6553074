#pragma once
// The grammar of a rule file (PEGTL), as rules/lang/README.md gives it:
//
//   file      = { rule | ruleset }
//   rule      = "rule" ID "{" { field } "}"
//   field     = "sentence" STRING | "judges" ("board-plays" | "passes")
//             | "effect" ("forbid" | "no-result" | "end") | "when" condition
//             | "two-passes-end" ("yes" | "no")
//   ruleset   = "ruleset" NAME "=" TERM { "+" TERM }
//   condition = and { "or" and } ;  and = unary { "and" unary } ;  unary = "not" unary | primary
//   primary   = "(" condition ")" | term COMPARISON NUMBER | term
//   term      = NAME [ "(" argument { "," argument } ")" ] ;  argument = NAME [ "=" NUMBER ]
//
// Space, line ends and '#' comments may come between any two tokens. Every rule that must follow
// is a pegtl::must<>, so a file that does not parse is refused at the first place it goes wrong,
// with what was expected there (errors.h).

#include <tao/pegtl.hpp>

namespace kospec::lang::grammar {

namespace pegtl = tao::pegtl;

struct comment : pegtl::seq<pegtl::one<'#'>, pegtl::until<pegtl::eolf>> {};
struct skip : pegtl::star<pegtl::sor<pegtl::space, comment>> {};
struct name_char : pegtl::ranges<'a', 'z', 'A', 'Z', '0', '9', '-', '-', '_', '_'> {};
/// A word not followed by another name character.
template <class Word>
struct keyword : pegtl::seq<Word, pegtl::not_at<name_char>> {};

struct k_rule : keyword<TAO_PEGTL_STRING("rule")> {};
struct k_ruleset : keyword<TAO_PEGTL_STRING("ruleset")> {};
struct k_sentence : keyword<TAO_PEGTL_STRING("sentence")> {};
struct k_judges : keyword<TAO_PEGTL_STRING("judges")> {};
struct k_effect : keyword<TAO_PEGTL_STRING("effect")> {};
struct k_when : keyword<TAO_PEGTL_STRING("when")> {};
struct k_two_passes_end : keyword<TAO_PEGTL_STRING("two-passes-end")> {};
struct k_and : keyword<TAO_PEGTL_STRING("and")> {};
struct k_or : keyword<TAO_PEGTL_STRING("or")> {};
struct k_not : keyword<TAO_PEGTL_STRING("not")> {};

struct name : pegtl::seq<pegtl::alpha, pegtl::star<name_char>> {};
struct number : pegtl::plus<pegtl::digit> {};
struct escaped : pegtl::seq<pegtl::one<'\\'>, pegtl::one<'"', '\\'>> {};
struct string_char : pegtl::sor<escaped, pegtl::not_one<'"', '\\', '\n', '\r'>> {};
struct string_body : pegtl::star<string_char> {};
struct close_quote : pegtl::one<'"'> {};
struct string_literal : pegtl::seq<pegtl::one<'"'>, string_body, pegtl::must<close_quote>> {};

// The condition.
struct condition;
struct argument_value : number {};
struct argument
    : pegtl::seq<name, pegtl::opt<skip, pegtl::one<'='>, skip, pegtl::must<argument_value>>> {};
struct close_paren : pegtl::one<')'> {};
struct arguments : pegtl::seq<pegtl::one<'('>, skip, pegtl::must<argument>,
                              pegtl::star<skip, pegtl::one<','>, skip, pegtl::must<argument>>, skip,
                              pegtl::must<close_paren>> {};
struct term : pegtl::seq<name, pegtl::opt<skip, arguments>> {};
struct comparison_operator
    : pegtl::sor<pegtl::string<'>', '='>, pegtl::string<'<', '='>, pegtl::string<'!', '='>,
                 pegtl::one<'='>, pegtl::one<'<'>, pegtl::one<'>'>> {};
struct compared_value : number {};
struct comparison : pegtl::seq<term, skip, comparison_operator, skip, pegtl::must<compared_value>> {
};
struct operand;
struct group
    : pegtl::seq<pegtl::one<'('>, skip, pegtl::must<condition>, skip, pegtl::must<close_paren>> {};
struct negation : pegtl::seq<k_not, skip, pegtl::must<operand>> {};
struct primary : pegtl::sor<group, comparison, term> {};
struct operand : pegtl::sor<negation, primary> {};
struct conjunction : pegtl::seq<operand, pegtl::star<skip, k_and, skip, pegtl::must<operand>>> {};
struct condition
    : pegtl::seq<conjunction, pegtl::star<skip, k_or, skip, pegtl::must<conjunction>>> {};

// A rule.
struct rule_id : name {};
struct judges_value
    : pegtl::sor<keyword<TAO_PEGTL_STRING("board-plays")>, keyword<TAO_PEGTL_STRING("passes")>> {};
struct effect_value
    : pegtl::sor<keyword<TAO_PEGTL_STRING("forbid")>, keyword<TAO_PEGTL_STRING("no-result")>,
                 keyword<TAO_PEGTL_STRING("end")>> {};
struct yes_no : pegtl::sor<keyword<TAO_PEGTL_STRING("yes")>, keyword<TAO_PEGTL_STRING("no")>> {};
struct sentence_field : pegtl::seq<k_sentence, skip, pegtl::must<string_literal>> {};
struct judges_field : pegtl::seq<k_judges, skip, pegtl::must<judges_value>> {};
struct effect_field : pegtl::seq<k_effect, skip, pegtl::must<effect_value>> {};
struct when_field : pegtl::seq<k_when, skip, pegtl::must<condition>> {};
struct two_passes_field : pegtl::seq<k_two_passes_end, skip, pegtl::must<yes_no>> {};
struct field
    : pegtl::sor<sentence_field, judges_field, effect_field, when_field, two_passes_field> {};
struct open_brace : pegtl::one<'{'> {};
struct close_brace : pegtl::one<'}'> {};
struct rule_declaration
    : pegtl::seq<k_rule, skip, pegtl::must<rule_id>, skip, pegtl::must<open_brace>, skip,
                 pegtl::star<field, skip>, pegtl::must<close_brace>> {};

// A ruleset: composition terms ("KO", "PSK(window=8)", "cycle-sets", a rule of this file).
struct ruleset_name : name {};
struct equals : pegtl::one<'='> {};
struct composition_term : pegtl::plus<pegtl::not_one<'+', ' ', '\t', '\n', '\r', '#', '{', '}'>> {};
struct ruleset_declaration
    : pegtl::seq<k_ruleset, skip, pegtl::must<ruleset_name>, skip, pegtl::must<equals>, skip,
                 pegtl::must<composition_term>,
                 pegtl::star<skip, pegtl::one<'+'>, skip, pegtl::must<composition_term>>> {};

struct declaration : pegtl::sor<rule_declaration, ruleset_declaration> {};
struct end_of_file : pegtl::eof {};
struct file : pegtl::seq<skip, pegtl::star<declaration, skip>, pegtl::must<end_of_file>> {};

}  // namespace kospec::lang::grammar
