#pragma once
// What an engine can be asked, found out once at start-up: the commands it knows (list_commands,
// else known_command) decide which probes are used, and the board sizes it accepts are checked
// before any game, so that a missing command or a refused size is said once, not found per game.
// An engine that fails one of these questions (crash, hang...) is restarted and taken at its
// word; the games then meet the fault. A stop request throws run::Stopped.

#include <ostream>
#include <set>
#include <string>
#include <vector>

#include "tools/fuzz/engine_profile.h"
#include "tools/gtp_client/engine_process.h"

namespace kospec::fuzz {

/// The probes of `wanted` the engine can answer: all_legal and is_legal only if it knows them
/// (all_legal falls back to is_legal, and either to play), genmove only if it knows it. Each
/// change is said on `progress`.
std::set<Probe> usable_probes(gtp::EngineProcess& engine, const std::set<Probe>& wanted,
                              std::ostream& progress);

/// Checks that the engine accepts `boardsize N` for every size of `sizes`; throws InputError (bad
/// input, exit 2) naming the size, the engine's answer and the sizes from 2 to 25 it accepts.
void check_board_sizes(gtp::EngineProcess& engine, const std::vector<int>& sizes);

}  // namespace kospec::fuzz
