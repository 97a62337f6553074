// Rule files (rules/lang/README.md): what a valid file compiles to, and every way a file is refused
// with FILE:LINE:COLUMN and what was expected. The lines and columns below are counted by hand on
// each text (line 1 is the first, column 1 the first character).
#include <gtest/gtest.h>

#include "rules/lang/rule_file.h"
#include "spec/error.h"
#include "spec/vocabulary.h"

namespace kospec::lang {
namespace {

constexpr const char* kCapture =
    "# capture superko\n"
    "rule CSK {\n"
    "  sentence \"A board play that captures may not recreate an earlier configuration.\"\n"
    "  judges board-plays\n"
    "  effect forbid\n"
    "  when captures >= 1 and repeats(configuration)\n"
    "}\n";

// The message of the InputError compiling `text` throws ("" if none).
std::string refusal(const std::string& text) {
  try {
    compile_rule_text(text, "t.kor");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

std::string rule_with(const std::string& when, const std::string& judges = "board-plays",
                      const std::string& effect = "forbid") {
  return "rule X1 {\n  sentence \"s\"\n  judges " + judges + "\n  effect " + effect + "\n  when " +
         when + "\n}\n";
}

TEST(RULES_RuleFile, CaptureSuperkoCompilesToItsFactsAndTable) {
  const RuleFile file = compile_rule_text(kCapture, "csk.kor");
  ASSERT_EQ(file.rules.size(), 1U);
  const FileRule& r = *file.rules.front();
  EXPECT_EQ(rule_code(r.text.id), "CSK");
  EXPECT_EQ(r.text.sentence,
            "A board play that captures may not recreate an earlier configuration.");
  EXPECT_EQ(r.text.judges, Judges::BoardPlays);
  EXPECT_EQ(r.text.effect, Vote::Forbid);
  EXPECT_EQ(r.text.source, "csk.kor:2");  // "rule" is on line 2, after the comment
  EXPECT_EQ(r.text.condition_text, "captures >= 1 and repeats(configuration)");
  EXPECT_EQ(r.row.reads, fact_bit(Fact::Captures) | fact_bit(Fact::Repeat));
  // Its table, by hand: forbids exactly when both hold.
  MoveFacts f;
  EXPECT_EQ(r.decide(f).vote, Vote::Allow);
  f.repeats = true;
  EXPECT_EQ(r.decide(f).vote, Vote::Allow);  // a repetition that captures nothing
  f.captures = 3;
  EXPECT_EQ(r.decide(f).vote, Vote::Forbid);
  EXPECT_EQ(r.decide(f).rule, r.text.id);
  f.repeats = false;
  EXPECT_EQ(r.decide(f).vote, Vote::Allow);
  // It forbids less than PSK: no theorem of PSK's, and it covers no built-in clause.
  EXPECT_TRUE(r.covers.empty());
  EXPECT_TRUE(r.termination.empty());
}

TEST(RULES_RuleFile, ARuleThatForbidsWherePskDoesInheritsPsksTheorem) {
  // "repeats(configuration) or ko-point" forbids every play PSK forbids (and the ko point too):
  // PSK's theorem that board plays are finitely many holds for it.
  const RuleFile file = compile_rule_text(rule_with("repeats(configuration) or ko-point"), "t.kor");
  const FileRule& r = *file.rules.front();
  EXPECT_NE(std::find(r.covers.begin(), r.covers.end(), RuleId::PSK), r.covers.end());
  EXPECT_NE(r.termination.find("PSK's theorem"), std::string::npos) << r.termination;
  // KO's endless theorem needs a clause that forbids nothing but the ko point: not this one.
  EXPECT_TRUE(r.endless_alone.empty());
  const RuleFile ko = compile_rule_text(rule_with("ko-point and captures = 1"), "t.kor");
  EXPECT_NE(ko.rules.front()->endless_alone.find("KO's theorem"), std::string::npos);
}

TEST(RULES_RuleFile, PassRulesBoundPassesWhenTheyStopAThirdPass) {
  // AGA's end: a pass by White after a pass ends play; two passes alone do not (two-passes-end
  // no). At most three passes come in a row (W, B, W), so passes are bounded.
  const RuleFile file = compile_rule_text(
      "rule AGA-END {\n sentence \"s\"\n judges passes\n effect end\n when after-pass and white\n"
      " two-passes-end no\n}\n",
      "t.kor");
  const ClauseRow& row = file.rules.front()->row;
  EXPECT_TRUE(row.replaces_pass_end);
  EXPECT_TRUE(row.bounds_passes);
  // A pass rule that needs the configuration to repeat bounds passes by RPE's argument.
  const RuleFile rpe = compile_rule_text(rule_with("passed-here", "passes", "end"), "t.kor");
  EXPECT_TRUE(rpe.rules.front()->row.bounds_passes);
  EXPECT_FALSE(rpe.rules.front()->row.replaces_pass_end);
}

TEST(RULES_RuleFile, ARulesetDeclarationListsItsTerms) {
  const RuleFile file =
      compile_rule_text(std::string(kCapture) + "ruleset mine = KO + CSK + A1(depth=4)\n", "t.kor");
  ASSERT_TRUE(file.ruleset.has_value());
  EXPECT_EQ(file.ruleset->name, "mine");
  EXPECT_EQ(file.ruleset->terms, (std::vector<std::string>{"KO", "CSK", "A1(depth=4)"}));
  EXPECT_EQ(file.ruleset->source, "t.kor:8");
}

TEST(RULES_RuleFile, SyntaxErrorsNameTheLineTheColumnAndWhatWasExpected) {
  // Line 6, "  when captures >= and": the number is missing at column 20.
  std::string text = kCapture;
  text.replace(text.find(">= 1"), 4, ">= and");
  EXPECT_EQ(refusal(text), "t.kor:6:20: expected a number to compare with");
  // No closing brace: the end of the text, line 7 column 1 (after the last line's newline).
  text = kCapture;
  text.erase(text.rfind('}'));
  EXPECT_EQ(refusal(text),
            "t.kor:7:1: expected a field (sentence, judges, effect, when, two-passes-end) or '}' "
            "closing the rule");
  // An unclosed sentence: the quote is missing at the end of line 3, where the line ends (the
  // sentence's 69 characters start at column 13, so its line end is at column 82).
  text = kCapture;
  text.erase(text.find(".\"") + 1, 1);
  EXPECT_EQ(refusal(text), "t.kor:3:82: expected '\"' closing the sentence on its line");
  EXPECT_EQ(refusal("rules X {}"),
            "t.kor:1:1: expected 'rule' or 'ruleset' (a rule file holds rules and rulesets only)");
  // After "and" at the end of line 5 the next token is line 6's '}'.
  EXPECT_EQ(refusal(rule_with("ko-point and")),
            "t.kor:6:1: expected a term (e.g. ko-point, "
            "repeats(situation)), 'not' or '('");
  EXPECT_EQ(refusal(rule_with("(ko-point", "board-plays")), "t.kor:6:1: expected ')'");
  EXPECT_EQ(refusal("rule X {\n effect stop\n}"), "t.kor:2:9: expected forbid, no-result or end");
}

TEST(RULES_RuleFile, UnknownTermsGetTheNearestKnownOnes) {
  EXPECT_EQ(refusal(rule_with("ko-pont")),
            "t.kor:5:8: unknown term 'ko-pont'; nearest known: ko-point, black, white");
  const std::string m = refusal(rule_with("repeat(configuration)"));
  EXPECT_NE(m.find("t.kor:5:8: unknown term 'repeat(configuration)'; nearest known: "
                   "repeats(configuration)"),
            std::string::npos)
      << m;
}

TEST(RULES_RuleFile, AHistoryQuestionNoEngineGathersIsRefusedWithTheOnesTheyDo) {
  const std::string m = refusal(rule_with("repeats(situation, within=4)"));
  EXPECT_EQ(m.find("t.kor:5:8: no engine gathers 'repeats(situation, within=4)': the history "
                   "questions kospec's engines keep are repeats(configuration), "),
            0U)
      << m;
}

TEST(RULES_RuleFile, IdsThatClashWithBuiltInsOrEachOtherAreRefused) {
  std::string text = kCapture;
  text.replace(text.find("CSK"), 3, "PSK");
  EXPECT_EQ(refusal(text),
            "t.kor:2:6: the id PSK is a built-in rule's: a rule file's rules take ids of their own "
            "(e.g. F-PSK)");
  EXPECT_EQ(refusal(std::string(kCapture) + kCapture).substr(0, 42),
            "t.kor:9:6: rule CSK is defined at t.kor:2 ");
  text = kCapture;
  text.replace(text.find("CSK"), 3, "ABCDEFGHIJK");
  EXPECT_EQ(refusal(text), "t.kor:2:6: the id ABCDEFGHIJK is longer than 10 characters");
}

TEST(RULES_RuleFile, ARuleThatCanNeverApplyIsRefused) {
  // A self-capture captures nothing of the opponent's (else its string would have a liberty).
  EXPECT_EQ(refusal(rule_with("self-capture and captures >= 1")),
            "t.kor:1: rule X1 can never apply: no move it judges meets its condition "
            "(self-capture and captures >= 1)");
  EXPECT_NE(refusal(rule_with("ko-point and not ko-point")).find("can never apply"),
            std::string::npos);
  // A term of passes in a rule of board plays says nothing of the moves it judges.
  EXPECT_EQ(refusal(rule_with("passed-here")),
            "t.kor:5:8: 'passed-here' says something of passes only, and the rule judges board "
            "plays: a clause that cannot apply");
}

TEST(RULES_RuleFile, APassIsNeverForbidden) {
  // PASS, a base rule: a player may pass at every turn; a rule of passes ends the game instead.
  EXPECT_EQ(refusal(rule_with("passed-here", "passes", "forbid")),
            "t.kor:4:3: rule X1 would forbid a pass, and the base rules let a player pass at "
            "every turn (PASS): a rule of passes ends the game (end, no-result)");
}

TEST(RULES_RuleFile, CountsAreComparedAndTruthsAreNot) {
  EXPECT_EQ(refusal(rule_with("captures")),
            "t.kor:5:8: 'captures' is a count: compare it, e.g. captures >= 1");
  EXPECT_EQ(refusal(rule_with("ko-point >= 1")),
            "t.kor:5:8: 'ko-point' is true or false: write it alone, or 'not ko-point'; only a "
            "count is compared");
}

TEST(RULES_RuleFile, FieldsAreEachWrittenOnce) {
  EXPECT_EQ(refusal("rule X1 {\n sentence \"a\"\n sentence \"b\"\n}\n"),
            "t.kor:3:2: rule X1 gives its sentence twice (first at line 2)");
  EXPECT_EQ(refusal("rule X1 {\n sentence \"a\"\n judges passes\n effect end\n}\n"),
            "t.kor:1:1: rule X1 has no when (the condition under which it applies)");
}

TEST(RULES_RuleFile, ARuleFileReadsNothingAndRunsNothing) {
  EXPECT_EQ(refusal(std::string(kCapture) + "ruleset r = PSK + other.kor\n"),
            "t.kor:8:19: a rule file's ruleset names no other file (other.kor): a rule file "
            "reads nothing");
  EXPECT_EQ(refusal("rule X1 {\n sentence \"a\x01\"\n}"),
            "t.kor:2:13: a byte that is not text (1)");
  // Nesting is bounded: a thousand parentheses are refused, not recursed into.
  const std::string deep = std::string(1000, '(') + "ko-point" + std::string(1000, ')');
  EXPECT_NE(refusal(rule_with(deep)).find("a condition nested too deep"), std::string::npos);
  EXPECT_EQ(refusal(""), "t.kor: no rule and no ruleset in the file");
}

TEST(RULES_RuleFile, AMissingFileIsRefusedByName) {
  try {
    read_rule_file("no/such/rules.kor");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()),
              "no/such/rules.kor: no rule file there (a rule file is a file ending in .kor)");
  }
  EXPECT_TRUE(names_rule_file("corpus/rules/PSK.kor"));
  EXPECT_TRUE(names_rule_file("X.KOR"));
  EXPECT_FALSE(names_rule_file(".kor"));
  EXPECT_FALSE(names_rule_file("PSK"));
  EXPECT_TRUE(mentions_rule_file("PSK + corpus/rules/examples/CSK.kor"));
  EXPECT_FALSE(mentions_rule_file("PSK+KO"));
}

}  // namespace
}  // namespace kospec::lang
