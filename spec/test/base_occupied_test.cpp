// OCC Occupied point: a stone goes on an empty point only.
#include "spec/base_occupied.h"

#include <gtest/gtest.h>

#include "spec/base_play.h"
#include "spec/diagram.h"

namespace kospec {
namespace {

TEST(OCC_Occupied, PlayOnAStoneIsIllegalAndNamesOCC) {
  Diagram d = parse_diagram("X.\n..");
  PlayResult r =
      apply_base_rules(d.graph, d.config, Move::play(Player::White, *d.graph.parse_name("A2")),
                       SelfCapture::Forbidden);
  EXPECT_EQ(r.verdict.outcome, Outcome::Illegal);
  EXPECT_EQ(r.verdict.deciding, RuleId::OCC);
  EXPECT_EQ(r.verdict.decisive_finding().statement, "A2 is occupied by a black stone");
  EXPECT_EQ(r.after, d.config);
}

TEST(OCC_Occupied, EmptyPointFindingSaysEmpty) {
  Diagram d = parse_diagram("X.\n..");
  const Ruling r = judge_occupied(d.graph, d.config, *d.graph.parse_name("B2"));
  EXPECT_EQ(r.vote, Vote::Allow);
  EXPECT_EQ(r.finding.rule, RuleId::OCC);
  EXPECT_EQ(r.finding.statement, "B2 is empty");
}

}  // namespace
}  // namespace kospec
