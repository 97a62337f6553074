#pragma once
// The judge function of each clause (rows of the clause table in clause.cpp).

#include "rules/clause.h"

namespace kospec::judges {

/// KO: the basic ko point (spec/ko_basic.h).
Vote basic_ko(const Game&, const Move&, const PlayResult&, std::vector<Finding>&);
/// NR: the third occurrence of a situation since the last pass (spec/ko_no_result.h).
Vote no_result(const Game&, const Move&, const PlayResult&, std::vector<Finding>&);
/// PSK (spec/superko.h).
Vote positional_superko(const Game&, const Move&, const PlayResult&, std::vector<Finding>&);
/// SSK (spec/superko.h).
Vote situational_superko(const Game&, const Move&, const PlayResult&, std::vector<Finding>&);
/// NSSK (spec/superko.h).
Vote natural_situational_superko(const Game&, const Move&, const PlayResult&, std::vector<Finding>&);
/// SPB (spec/spight.h).
Vote spight_ban(const Game&, const Move&, const PlayResult&, std::vector<Finding>&);
/// SPE (spec/spight.h).
Vote spight_end(const Game&, const Move&, const PlayResult&, std::vector<Finding>&);
/// R9, with A1's obvious sets when the ruleset has A1 (spec/r09_rule_cycle_sets.h).
Vote cycle_set_rule(const Game&, const Move&, const PlayResult&, std::vector<Finding>&);
/// R15 (spec/r15_rule_disallowed_capture.h).
Vote disallowed_capture(const Game&, const Move&, const PlayResult&, std::vector<Finding>&);
/// A2 (spec/a2_eternal_life.h).
Vote eternal_life(const Game&, const Move&, const PlayResult&, std::vector<Finding>&);
/// A3 (spec/a3_tko.h).
Vote two_kos_one_liberty(const Game&, const Move&, const PlayResult&, std::vector<Finding>&);

}  // namespace kospec::judges
