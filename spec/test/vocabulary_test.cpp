// The spec's vocabulary for rule files (spec/vocabulary.h): every kind of fact the engines gather
// has a term a committee can write, each term is spelled once, and a term means its fact.
#include <gtest/gtest.h>

#include <set>

#include "spec/vocabulary.h"

namespace kospec {
namespace {

TEST(SPEC_Vocabulary, EveryFactKindHasATerm) {
  // A definition added to KOSPEC_FACTS without a term could not be written in a rule file.
  std::set<Fact> named;
  for (const VocabularyTerm& t : vocabulary()) named.insert(t.fact);
  for (const Fact f : kFacts) EXPECT_TRUE(named.count(f)) << fact_name(f) << " has no term";
}

TEST(SPEC_Vocabulary, EachTermIsSpelledOnceAndFound) {
  std::set<std::string_view> spellings;
  for (const VocabularyTerm& t : vocabulary()) {
    EXPECT_TRUE(spellings.insert(t.spelling).second) << t.spelling;
    EXPECT_EQ(find_term(t.spelling), &t);
    EXPECT_FALSE(t.meaning.empty()) << t.spelling;
  }
  EXPECT_EQ(find_term("no-such-term"), nullptr);
}

TEST(SPEC_Vocabulary, ATermMeansItsFact) {
  // "white" is Mover's negation; "repeats(situation, since-last-pass)" NR's count at least 1.
  MoveFacts f;
  EXPECT_EQ(term_value(*find_term("white"), f), 1);
  f.black = true;
  EXPECT_EQ(term_value(*find_term("white"), f), 0);
  EXPECT_EQ(term_value(*find_term("black"), f), 1);
  f.situation_count = 1;
  EXPECT_EQ(term_value(*find_term("repeats(situation, since-last-pass)"), f), 1);
  EXPECT_EQ(term_value(*find_term("occurrences(situation, since-last-pass)"), f), 1);
  f.captures = 7;
  EXPECT_EQ(term_value(*find_term("captures"), f), 7);  // a count, not capped
  EXPECT_TRUE(applies_to(*find_term("passed-here"), Judges::Passes));
  EXPECT_FALSE(applies_to(*find_term("passed-here"), Judges::BoardPlays));
  EXPECT_TRUE(applies_to(*find_term("after-pass"), Judges::BoardPlays));
}

}  // namespace
}  // namespace kospec
