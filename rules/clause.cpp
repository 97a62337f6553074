#include "rules/clause.h"

#include "rules/clause_judges.h"
#include "spec/error.h"

#include <string>

namespace kospec {

std::string judges::judged_at(const Game& game, const Move& move) {
  return "ply " + std::to_string(game.record().ply_count() + 1) + ", " +
         move_text(game.record().graph(), move);
}

const std::vector<Clause>& clause_table() {
  static const std::vector<Clause> table{
      {RuleId::R9, false,
       "the opponent's next move may not be on the cycle set of a capture that has or creates one",
       judges::cycle_set_rule},
      {RuleId::R15, false,
       "a player may never again make an unconstrained move with the signature of a counteracted potentially disallowed move",
       judges::disallowed_capture},
      {RuleId::A2, false,
       "double ko stones just made in an eternal life position may not be captured at once",
       judges::eternal_life},
      {RuleId::A3, false,
       "a one-liberty string with two kos may not capture either, except as a ko threat (constrained)",
       judges::two_kos_one_liberty},
      {RuleId::KO, false, "the player whose stone was just captured in a ko may not retake at once",
       judges::basic_ko},
      {RuleId::NR, false,
       "the third occurrence of a situation since the last pass ends the game with no result",
       judges::no_result},
      {RuleId::PSK, false, "a board play may not repeat any earlier configuration",
       judges::positional_superko},
      {RuleId::SSK, false,
       "a board play may not repeat an earlier configuration with the same player to move",
       judges::situational_superko},
      {RuleId::NSSK, false,
       "a board play may not repeat a configuration its player created by a board play",
       judges::natural_situational_superko},
      {RuleId::SPB, false, "a board play may not repeat a configuration seen since the last pass",
       judges::spight_ban},
      {RuleId::SPE, true, "a pass in a configuration where the same player passed before ends play",
       judges::spight_end},
  };
  return table;
}

const Clause& clause_for(RuleId id) {
  for (const Clause& clause : clause_table()) {
    if (clause.id == id) return clause;
  }
  throw PreconditionError("clause_for: no clause for this rule id");
}

}  // namespace kospec
