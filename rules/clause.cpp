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
      {RuleId::R9, false, judges::cycle_set_rule},
      {RuleId::R15, false, judges::disallowed_capture},
      {RuleId::A2, false, judges::eternal_life},
      {RuleId::A3, false, judges::two_kos_one_liberty},
      {RuleId::KO, false, judges::basic_ko},
      {RuleId::NR, false, judges::no_result},
      {RuleId::PSK, false, judges::positional_superko},
      {RuleId::SSK, false, judges::situational_superko},
      {RuleId::NSSK, false, judges::natural_situational_superko},
      {RuleId::SPB, false, judges::spight_ban},
      {RuleId::SPE, true, judges::spight_end},
      {RuleId::RPE, true, judges::repeated_pass_end},
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
