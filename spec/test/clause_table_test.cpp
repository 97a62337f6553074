// The clause table (spec/clause_table.h): one row per deciding clause, each voting as the text of
// its rule says on the facts it reads. The votes below are read off the rules' wording (quoted).
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>

#include "spec/clause_table.h"
#include "spec/rule_text.h"

namespace kospec {
namespace {

Decision vote(RuleId id, const MoveFacts& facts, const Readings& readings = {}) {
  const ClauseRow* row = clause_row(id);
  if (row == nullptr) throw std::logic_error(rule_code(id) + " has no row in the clause table");
  return row->vote(facts, readings);
}

TEST(CLAUSE_Table, OneRowPerClauseEachWithItsText) {
  std::set<RuleId> seen;
  for (const ClauseRow& row : clause_table()) {
    EXPECT_TRUE(seen.insert(row.id).second) << rule_code(row.id) << " has two rows";
    ASSERT_NE(row.text, nullptr) << rule_code(row.id) << " has no text in its row";
    EXPECT_EQ(row.text->id, row.id) << rule_code(row.id) << "'s row quotes another rule's text";
    EXPECT_FALSE(rule_text(row.id).summary.empty()) << rule_code(row.id);
    EXPECT_NE(row.reads, 0U) << rule_code(row.id) << " reads no fact";
  }
  // The base rules and the definitions are no clauses: they judge every move, under every ruleset.
  for (RuleId id : base_rule_ids()) EXPECT_EQ(clause_row(id), nullptr) << rule_code(id);
  EXPECT_EQ(clause_row(RuleId::R8), nullptr);
}

TEST(R9_Vote, ThePlayMustNotBeInTheCycleSet) {
  // "the opponent's next move must not be at any board point in that set"
  MoveFacts f;
  f.in_cycle_set = true;
  EXPECT_EQ(vote(RuleId::R9, f).vote, Vote::Forbid);
  EXPECT_EQ(vote(RuleId::R9, f).rule, RuleId::R9);
  f = {};
  f.in_obvious_set = true;  // A1: "behave as though the set has already been created"
  EXPECT_EQ(vote(RuleId::R9, f).vote, Vote::Forbid);
  EXPECT_EQ(vote(RuleId::R9, f).rule, RuleId::A1);
  EXPECT_EQ(vote(RuleId::R9, MoveFacts{}).vote, Vote::Allow);
}

TEST(R15_Vote, OnlyAnUnconstrainedMoveWithADisallowedSignatureIsForbidden) {
  // "must never again make an unconstrained move with the same signature"
  MoveFacts f;
  f.signature_disallowed = true;
  EXPECT_EQ(vote(RuleId::R15, f).vote, Vote::Forbid);
  f.constrained = true;
  EXPECT_EQ(vote(RuleId::R15, f).vote, Vote::Allow);
}

TEST(A3_Vote, ATkoCaptureIsForbiddenButAsAKoThreatOrUnderA3CounterACounteraction) {
  // "cannot capture either ko, except as a ko threat"
  MoveFacts f;
  f.tko_capture = true;
  Readings counter;
  EXPECT_EQ(vote(RuleId::A3, f, counter).vote, Vote::Forbid);
  f.counteracts = true;
  EXPECT_EQ(vote(RuleId::A3, f, counter).vote, Vote::Allow);
  Readings literal;
  literal.a3 = A3Reading::Any;
  EXPECT_EQ(vote(RuleId::A3, f, literal).vote, Vote::Forbid);
  f.constrained = true;  // a ko threat
  EXPECT_EQ(vote(RuleId::A3, f, literal).vote, Vote::Allow);
}

TEST(NR_Vote, TheThirdOccurrenceEndsTheGameWithNoResult) {
  MoveFacts f;
  f.situation_count = 1;
  EXPECT_EQ(vote(RuleId::NR, f).vote, Vote::Allow);
  f.situation_count = 2;
  EXPECT_EQ(vote(RuleId::NR, f).vote, Vote::NoResult);
}

TEST(SPE_Vote, ASecondPassInTheSameConfigurationEndsPlay) {
  MoveFacts f;
  f.passed_here = true;
  EXPECT_EQ(vote(RuleId::SPE, f).vote, Vote::Ends);
  EXPECT_EQ(vote(RuleId::RPE, f).vote, Vote::Ends);
  EXPECT_EQ(clause_row(RuleId::SPE)->judges, Judges::Passes);
  EXPECT_TRUE(clause_row(RuleId::SPE)->replaces_pass_end);  // "Two passes alone do not end play"
  EXPECT_FALSE(clause_row(RuleId::RPE)->replaces_pass_end);
}

TEST(WSK_Vote, ARepeatInTheWindowIsForbidden) {
  MoveFacts f;
  f.repeats = true;  // a repeat older than the window is not WSK's fact
  EXPECT_EQ(vote(RuleId::WSK, f).vote, Vote::Allow);
  f.repeats_in_window = true;
  EXPECT_EQ(vote(RuleId::WSK, f).vote, Vote::Forbid);
}

TEST(KO_Vote, APlayOnTheKoPointIsForbidden) {
  // "A player whose stone has been captured in a ko cannot recapture in that ko on the next move"
  MoveFacts f;
  EXPECT_EQ(vote(RuleId::KO, f).vote, Vote::Allow);
  f.at_ko_point = true;
  EXPECT_EQ(vote(RuleId::KO, f).vote, Vote::Forbid);
  f.repeats = true;  // a superko's fact is not KO's
  f.at_ko_point = false;
  EXPECT_EQ(vote(RuleId::KO, f).vote, Vote::Allow);
}

TEST(PSK_Vote, ARepeatOfAnyEarlierConfigurationIsForbidden) {
  // "a move that doesn't repeat an earlier grid coloring"
  MoveFacts f;
  f.repeats_to_move = true;  // SSK's fact alone is not PSK's
  EXPECT_EQ(vote(RuleId::PSK, f).vote, Vote::Allow);
  f.repeats = true;
  EXPECT_EQ(vote(RuleId::PSK, f).vote, Vote::Forbid);
}

TEST(SSK_Vote, ARepeatWithTheSamePlayerToMoveIsForbidden) {
  // "recreate a previous board position from the game, with the same player to play"
  MoveFacts f;
  f.repeats = true;  // the configuration alone, another player to move: allowed
  EXPECT_EQ(vote(RuleId::SSK, f).vote, Vote::Allow);
  f.repeats_to_move = true;
  EXPECT_EQ(vote(RuleId::SSK, f).vote, Vote::Forbid);
}

TEST(NSSK_Vote, RecreatingWhatThePlayerMadeIsForbidden) {
  // "if the player used a board play to create it"
  MoveFacts f;
  f.repeats = f.repeats_to_move = true;  // made by the opponent: allowed
  EXPECT_EQ(vote(RuleId::NSSK, f).vote, Vote::Allow);
  f.repeats_made_by = true;
  EXPECT_EQ(vote(RuleId::NSSK, f).vote, Vote::Forbid);
}

TEST(SPB_Vote, ARepeatSinceTheLastPassIsForbidden) {
  // "unless a pass has intervened since its last occurrence"
  MoveFacts f;
  f.repeats = true;  // a pass came between: allowed
  EXPECT_EQ(vote(RuleId::SPB, f).vote, Vote::Allow);
  f.repeats_since_pass = true;
  EXPECT_EQ(vote(RuleId::SPB, f).vote, Vote::Forbid);
}

TEST(RPE_Vote, ARepeatedPassEndsTheGameAndTwoPassesStillDo) {
  // "the game also ends if: A player passes from a state that the player has already passed from"
  MoveFacts f;
  EXPECT_EQ(vote(RuleId::RPE, f).vote, Vote::Allow);
  f.passed_here = true;
  EXPECT_EQ(vote(RuleId::RPE, f).vote, Vote::Ends);
  EXPECT_EQ(clause_row(RuleId::RPE)->judges, Judges::Passes);
  EXPECT_FALSE(clause_row(RuleId::RPE)->replaces_pass_end);  // "Additionally"
}

TEST(A2_Vote, ProtectedDoubleKoStonesCannotBeCaptured) {
  // "they cannot be captured immediately"
  MoveFacts f;
  f.captures = 2;  // a capture of other stones: allowed
  EXPECT_EQ(vote(RuleId::A2, f).vote, Vote::Allow);
  f.captures_protected = true;
  EXPECT_EQ(vote(RuleId::A2, f).vote, Vote::Forbid);
}

}  // namespace
}  // namespace kospec
