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
                          "A1(depth=2", "A1.local(depth=6)", "A1.near"}) {
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

}  // namespace
}  // namespace kospec
