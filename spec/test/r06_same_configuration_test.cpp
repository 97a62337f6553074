// R6 Same board configuration: same colour on every point.
#include "spec/r06_same_configuration.h"

#include <gtest/gtest.h>

#include "spec/error.h"

#include "spec/diagram.h"

namespace kospec {
namespace {

TEST(R6_SameConfiguration, SameColoursOnEveryPoint) {
  EXPECT_TRUE(
      same_board_configuration(parse_diagram("X.O\n...").config, parse_diagram("X.O\n...").config));
  EXPECT_FALSE(same_board_configuration(parse_diagram("X.O\n...").config,
                                        parse_diagram("O.X\n...").config));  // colours swapped
  EXPECT_FALSE(
      same_board_configuration(parse_diagram("X.O\n...").config, parse_diagram("X.O\n..X").config));
}

TEST(R6_SameConfiguration, StoneCountAloneDoesNotMakeTheSame) {
  // Both have one black stone, at different points.
  EXPECT_FALSE(same_board_configuration(parse_diagram("X.").config, parse_diagram(".X").config));
}

TEST(R6_SameConfiguration, DigestOfSameConfigurationsIsEqual) {
  auto a = parse_diagram("X.O\n.X.").config;
  auto b = parse_diagram("...\n.X.").config;
  b.set(Point(0), Color::Black);
  b.set(Point(2), Color::White);
  EXPECT_TRUE(same_board_configuration(a, b));
  EXPECT_EQ(a.digest(), b.digest());
}

TEST(R6_SameConfiguration, DifferentBoardsAreAPreconditionError) {
  EXPECT_THROW(same_board_configuration(Configuration(4), Configuration(5)), PreconditionError);
}

}  // namespace
}  // namespace kospec
