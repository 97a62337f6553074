#pragma once
// Test helper: the judgement of the last move of a line played on a diagram.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rules/game.h"
#include "spec/diagram.h"

namespace kospec::testing {

/// Plays every move of `line` (GTP names or "pass", Black first) but the last from `diagram`
/// under `ruleset`, expecting each to be legal, and returns the judgement of the last.
inline Judgement judge_last_of_line(const char* diagram, const std::string& ruleset,
                                    const std::vector<std::string>& line) {
  const Diagram d = parse_diagram(diagram);
  Game game(GameSetup{d.graph, d.config, Player::Black},
            parse_ruleset(ruleset, SelfCapture::Forbidden));
  const auto move = [&](Player p, const std::string& name) {
    return name == "pass" ? Move::pass(p) : Move::play(p, *d.graph.parse_name(name));
  };
  Player p = Player::Black;
  for (std::size_t i = 0; i + 1 < line.size(); ++i, p = opponent(p)) {
    const Judgement j = game.play(move(p, line[i]));
    EXPECT_EQ(j.verdict.outcome, Outcome::Legal) << ruleset << " ply " << i + 1;
  }
  return game.judge(move(p, line.back()));
}

}  // namespace kospec::testing
