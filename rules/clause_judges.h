#pragma once
// The judge function of each clause (rows of the clause table in clause.cpp): each gathers the facts
// its rule reads from the Game's incremental state, checks them against the spec's from-scratch
// definitions in a KOSPEC_CHECKS build, and returns the spec's ruling. No rule sentence is written here.

#include "rules/clause.h"

namespace kospec::judges {

/// "ply 12, B C3": where a KOSPEC_CHECKS difference was found.
std::string judged_at(const Game& game, const Move& move);

/// KO: the basic ko point (spec/ko_basic.h).
Ruling basic_ko(const Game&, const Move&, const PlayResult&);
/// NR: the third occurrence of a situation since the last pass (spec/ko_no_result.h).
Ruling no_result(const Game&, const Move&, const PlayResult&);
/// PSK (spec/superko.h).
Ruling positional_superko(const Game&, const Move&, const PlayResult&);
/// SSK (spec/superko.h).
Ruling situational_superko(const Game&, const Move&, const PlayResult&);
/// NSSK (spec/superko.h).
Ruling natural_situational_superko(const Game&, const Move&, const PlayResult&);
/// SPB (spec/spight.h).
Ruling spight_ban(const Game&, const Move&, const PlayResult&);
/// SPE (spec/spight.h).
Ruling spight_end(const Game&, const Move&, const PlayResult&);
/// R9, with A1's obvious sets when the ruleset has A1 (spec/r09_rule_cycle_sets.h).
Ruling cycle_set_rule(const Game&, const Move&, const PlayResult&);
/// R15 (spec/r15_rule_disallowed_capture.h).
Ruling disallowed_capture(const Game&, const Move&, const PlayResult&);
/// A2 (spec/a2_eternal_life.h).
Ruling eternal_life(const Game&, const Move&, const PlayResult&);
/// A3 (spec/a3_tko.h).
Ruling two_kos_one_liberty(const Game&, const Move&, const PlayResult&);
/// RPE (spec/repeated_pass_end.h).
Ruling repeated_pass_end(const Game&, const Move&, const PlayResult&);
/// R9, with A1's obvious sets when the ruleset has A1 (spec/r09_rule_cycle_sets.h).
Ruling cycle_set_rule(const Game&, const Move&, const PlayResult&);
/// R15 (spec/r15_rule_disallowed_capture.h).
Ruling disallowed_capture(const Game&, const Move&, const PlayResult&);
/// A2 (spec/a2_eternal_life.h).
Ruling eternal_life(const Game&, const Move&, const PlayResult&);
/// A3 (spec/a3_tko.h).
Ruling two_kos_one_liberty(const Game&, const Move&, const PlayResult&);

}  // namespace kospec::judges
