// Rulesets as compositions of clauses: the named rulesets of ../shared/reference/rulesets.md and the
// composition syntax `TERM ('+' TERM)*` (rules/ruleset.h).
#include <gtest/gtest.h>

#include "rules/ruleset.h"
#include "spec/error.h"

namespace kospec {
namespace {

std::vector<RuleId> clauses_of(std::string_view expression) {
  return parse_ruleset(expression, SelfCapture::Forbidden).clauses;
}

TEST(RULES_Ruleset, NamedRulesetsAreTheirPublishedClauses) {
  // rulesets.md: simple ko is the basic ko point; Japanese 1989 adds "no result" for long cycles,
  // and issue 12 a pass rule that stops pass-containing cycles (KataGo's, RPE);
  // Tromp-Taylor is positional superko; AGA situational; BGA natural situational; Spight's rule is
  // a superko lifted by a pass plus its end of play; the rules text's own rules are R9 and R15.
  EXPECT_TRUE(clauses_of("no-ko").empty());
  EXPECT_EQ(clauses_of("simple-ko"), std::vector<RuleId>{RuleId::KO});
  EXPECT_EQ(clauses_of("japanese"), (std::vector<RuleId>{RuleId::KO, RuleId::NR, RuleId::RPE}));
  EXPECT_EQ(clauses_of("positional-superko"), std::vector<RuleId>{RuleId::PSK});
  EXPECT_EQ(clauses_of("situational-superko"), std::vector<RuleId>{RuleId::SSK});
  EXPECT_EQ(clauses_of("natural-situational-superko"), std::vector<RuleId>{RuleId::NSSK});
  EXPECT_EQ(clauses_of("spight"), (std::vector<RuleId>{RuleId::SPB, RuleId::SPE}));
  EXPECT_EQ(clauses_of("cycle-sets"), (std::vector<RuleId>{RuleId::R9, RuleId::R15}));
}

TEST(RULES_Ruleset, CompositionsJoinTermsInOrderWithoutRepeats) {
  const Ruleset r = parse_ruleset("cycle-sets+A1+A3", SelfCapture::All);
  EXPECT_EQ(r.clauses, (std::vector<RuleId>{RuleId::R9, RuleId::R15, RuleId::A3}));
  ASSERT_TRUE(r.a1.has_value());
  EXPECT_EQ(r.a1->depth, 2);  // A1.k's default: the basic ko's two-ply cycle
  EXPECT_EQ(r.self_capture, SelfCapture::All);
  EXPECT_EQ(r.name, "cycle-sets+A1+A3");
  EXPECT_EQ(clauses_of("PSK+PSK+positional-superko"), std::vector<RuleId>{RuleId::PSK});
  EXPECT_EQ(clauses_of(" KO + NR "), (std::vector<RuleId>{RuleId::KO, RuleId::NR}));
  EXPECT_EQ(parse_ruleset("cycle-sets+A1(depth=4)", SelfCapture::Forbidden).a1->depth, 4);
}

TEST(A1_Ruleset, DepthFourMeansTheLocalReadingAndTheBaseSearchIsNamed) {
  auto a1 = [](const char* expression) {
    return *parse_ruleset(expression, SelfCapture::MultiStone).a1;
  };
  // A1 alone: k = 2, A1.base (the basic ko). A1(depth=4): A1.local.
  EXPECT_EQ(a1("cycle-sets+A1").continuations, A1Continuations::Base);
  const A1Reading deep = a1("cycle-sets+A1(depth=4)+A3.any+R13.later");
  EXPECT_EQ(deep.continuations, A1Continuations::Local);
  EXPECT_EQ(deep.depth, 4);
  EXPECT_EQ(deep.self_capture, SelfCapture::MultiStone);
  // A1.local judges its continuations by the ruleset's own cycle-set clauses and readings.
  A1ContinuationClauses clauses;
  clauses.r9 = clauses.r15 = clauses.a3 = true;
  clauses.a3_reading = A3Reading::Any;
  clauses.r13 = R13Reading::Later;
  EXPECT_EQ(deep.clauses, clauses);
  // The named readings, each with k = 2 unless given.
  EXPECT_EQ(a1("cycle-sets+A1.local").continuations, A1Continuations::Local);
  EXPECT_EQ(a1("cycle-sets+A1.local").depth, 2);
  EXPECT_EQ(a1("cycle-sets+A1.base(depth=4)").continuations, A1Continuations::Base);
  EXPECT_EQ(a1("cycle-sets+A1.base(depth=4)").depth, 4);
  // A1.full keeps A1.base's search: under it the reply to the capture would be constrained by the
  // very set the continuations are searched for.
  EXPECT_EQ(a1("cycle-sets+A1.full(depth=4)").continuations, A1Continuations::Base);
  EXPECT_TRUE(a1("cycle-sets+A1.full(depth=4)").constrains);
}

TEST(RULES_Ruleset, BadTermsAreInputErrorsNamingTheTerm) {
  for (const char* bad : {"superko", "PSK+", "+PSK", "A1(depth=3)", "KO(depth=2)", "R8",
                          "A1(depth=2", "A1.local(depth=6)", "A1.near", "WSK", "WSK(window=0)",
                          "PSK(depth=2)", "WSK(depth=2)", "japanese(window=2)"}) {
    try {
      parse_ruleset(bad, SelfCapture::Forbidden);
      ADD_FAILURE() << bad << " was accepted";
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find("ruleset"), std::string::npos) << e.what();
    }
  }
}

TEST(RULES_Ruleset, TwoPassesEndEveryRulesetButThoseWithTheirOwnEnd) {
  // Tromp-Taylor rule 8 and Japanese Article 9: two consecutive passes end the game; Spight's rule
  // ends play at a repeated pass instead (SPE).
  EXPECT_TRUE(parse_ruleset("positional-superko", SelfCapture::Forbidden).two_passes_end());
  EXPECT_TRUE(parse_ruleset("japanese", SelfCapture::Forbidden).two_passes_end());
  EXPECT_FALSE(parse_ruleset("spight", SelfCapture::Forbidden).two_passes_end());
}

TEST(RULES_Ruleset, NeedsOnlyTheIndexesItsClausesRead) {
  EXPECT_FALSE(parse_ruleset("simple-ko", SelfCapture::Forbidden).needs_positions());
  EXPECT_TRUE(parse_ruleset("japanese", SelfCapture::Forbidden).needs_positions());
  EXPECT_FALSE(parse_ruleset("japanese", SelfCapture::Forbidden).needs_cycle_sets());
  EXPECT_TRUE(parse_ruleset("PSK+R15", SelfCapture::Forbidden).needs_cycle_sets());
}

TEST(WSK_Ruleset, PskWithAWindowIsTheWindowSuperko) {
  // "PSK(window=N): a board play may not recreate a configuration of the last N plies" (the
  // issue that asked for it); WSK(window=N) is the same clause under its own id.
  const Ruleset r = parse_ruleset("PSK(window=8)", SelfCapture::Forbidden);
  EXPECT_EQ(r.clauses, std::vector<RuleId>{RuleId::WSK});
  EXPECT_EQ(r.window, 8);
  EXPECT_EQ(parse_ruleset("KO+WSK(window=2)", SelfCapture::Forbidden).clauses,
            (std::vector<RuleId>{RuleId::KO, RuleId::WSK}));
  EXPECT_EQ(clauses_of("PSK"), std::vector<RuleId>{RuleId::PSK});
  // A window bounds nothing: no theorem says every game ends under it.
  EXPECT_FALSE(r.termination_theorem().has_value());
  EXPECT_TRUE(parse_ruleset("PSK", SelfCapture::Forbidden).termination_theorem().has_value());
}

TEST(RULES_Ruleset, TheTheoremsThatPlayEndsComeWithTheClausesTheyNeed) {
  // Spight's ban alone lifts its bans at every pass: only with SPE's end are the passes bounded.
  EXPECT_TRUE(parse_ruleset("spight", SelfCapture::Forbidden).termination_theorem().has_value());
  EXPECT_FALSE(parse_ruleset("SPB", SelfCapture::Forbidden).termination_theorem().has_value());
  // NR ends only board plays: a game of passes and kos needs RPE to end.
  EXPECT_TRUE(parse_ruleset("japanese", SelfCapture::Forbidden).termination_theorem().has_value());
  EXPECT_FALSE(parse_ruleset("KO+NR", SelfCapture::Forbidden).termination_theorem().has_value());
  EXPECT_FALSE(parse_ruleset("cycle-sets", SelfCapture::Forbidden).termination_theorem());
  EXPECT_TRUE(parse_ruleset("japanese", SelfCapture::Forbidden).can_end_with_no_result());
  EXPECT_FALSE(parse_ruleset("PSK", SelfCapture::Forbidden).can_end_with_no_result());
}

}  // namespace
}  // namespace kospec

namespace kospec {
namespace {

std::string refusal_of(std::string_view expression) {
  try {
    parse_ruleset(expression, SelfCapture::Forbidden);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(A1_Ruleset, AReadingThatModifiesAClauseTheRulesetLacksIsRefused) {
  // A1 reads the etiquette of obvious cycles into R9 ("behave as though the set has already been
  // created"): without R9 it changes nothing, so `-r A1` and `-r KO+A1` are refused, naming R9.
  EXPECT_EQ(refusal_of("A1"),
            "ruleset 'A1': A1 modifies R9 and changes nothing without it; add R9 (e.g. "
            "cycle-sets+A1)");
  EXPECT_NE(refusal_of("KO+A1(depth=4)").find("A1(depth=4) modifies R9"), std::string::npos);
  EXPECT_NE(refusal_of("PSK+A1.full").find("A1.full modifies R9"), std::string::npos);
  EXPECT_EQ(refusal_of("cycle-sets+A1"), "");
  EXPECT_EQ(refusal_of("R9+A1.local"), "");
  // R9 written as a rule file (it reads R9's facts, the obvious set among them) counts as R9.
  EXPECT_EQ(refusal_of("corpus/rules/R9.kor+A1"), "");
}

}  // namespace
}  // namespace kospec

namespace kospec {
namespace {

TEST(RULES_RuleFileRuleset, CaptureSuperkoEndsEveryGameWhenSelfCaptureIsForbidden) {
  // Worked by hand (docs/committee.md, "Write your own rule"): in an endless game some
  // configurations recur for ever; once each has occurred, a capture would recreate one, which CSK
  // forbids, so stones are only added and play ends. A self-capture also removes stones, and CSK
  // says nothing of it: with self-capture allowed the argument fails.
  const Ruleset forbidden = parse_ruleset("corpus/rules/examples/CSK.kor", SelfCapture::Forbidden);
  ASSERT_TRUE(forbidden.termination_theorem().has_value());
  EXPECT_NE(forbidden.termination_theorem()->find("capture superko"), std::string_view::npos);
  EXPECT_FALSE(parse_ruleset("corpus/rules/examples/CSK.kor", SelfCapture::All)
                   .termination_theorem()
                   .has_value());
  // A rule forbidding self-captures that repeat as well keeps the theorem with self-capture.
  EXPECT_TRUE(parse_ruleset("corpus/rules/PSK.kor", SelfCapture::All).termination_theorem());
}

}  // namespace
}  // namespace kospec
