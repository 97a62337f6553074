// SETUP: a set-up position must give every string a liberty.
#include "spec/base_setup.h"

#include <gtest/gtest.h>

#include "spec/error.h"

#include "spec/diagram.h"
#include "spec/record.h"

namespace kospec {
namespace {

TEST(SETUP_Position, StringWithoutLibertyIsFound) {
  //   A B
  // 2 X O    black A2 has neighbours B2 (white) and A1 (white): no liberty.
  // 1 O .
  Diagram d = parse_diagram("XO\nO.");
  auto dead = string_without_liberty(d.graph, d.config);
  ASSERT_TRUE(dead.has_value());
  EXPECT_EQ(*dead, PointSet{*d.graph.parse_name("A2")});
}

TEST(SETUP_Position, RecordRejectsAnImpossibleSetup) {
  Diagram d = parse_diagram("XO\nO.");
  try {
    GameRecord record({d.graph, d.config, Player::Black});
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("SETUP"), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("A2"), std::string::npos);
  }
}

TEST(SETUP_Position, EveryStringWithALibertyIsPossible) {
  Diagram d = parse_diagram("XO\n..");
  EXPECT_FALSE(string_without_liberty(d.graph, d.config).has_value());
}

}  // namespace
}  // namespace kospec
