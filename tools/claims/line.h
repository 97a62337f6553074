#pragma once
// Lines of a local game that show who wins it: the forced line (the winner takes its fastest way
// into the target, the loser resists longest) and the escape line (the side that keeps out of the
// targets does so while the other heads for them by the shortest way), written as SGF with a
// trace of every ply.

#include <cstdint>
#include <string>
#include <vector>

#include "spec/move.h"

#include "sgf/sgf_game.h"
#include "tools/claims/attractor.h"
#include "tools/claims/claim.h"

namespace kospec::claims {

/// The moves (indices into game.moves) of the forced line from the start, which is in `won`,
/// `player`'s attractor: the player takes its fastest way to a target, the opponent its longest,
/// and among equal moves the main line's (the file's moves after the claim's position) while the
/// line follows it. It ends on a target.
std::vector<std::uint32_t> forced_line(const LocalGame& game, const Attractor& won, Player player,
                                       const std::vector<Move>& main_line);

/// The moves of an escape line from the start, which is outside `lost`, the attractor of `target`
/// for the opponent of `escaper`. Both follow the main line while it keeps the escaper out of
/// `lost`; then the escaper keeps out of it, as far from a target as it can, and the opponent
/// heads for the nearest target without letting the escaper end the local game. It stops at the
/// end of the game, at a node met before (`repeats` set), or after `max_moves`.
std::vector<std::uint32_t> escape_line(const LocalGame& game, const Predecessors& in,
                                       const Attractor& lost, Player escaper,
                                       const std::vector<bool>& target,
                                       const std::vector<Move>& main_line, std::size_t max_moves,
                                       bool& repeats);

/// A line as JSON: {"moves": [...], "sgf": the claim's position and the line (a threat is a
/// comment on the next move's node), "trace": [{"ply" (counted from the setup), "move", "outcome",
/// "rule", "captured"}]}.
/// `position` is the SGF game of the claim's position; `comment` heads the SGF.
Json line_json(const LocalGame& game, const std::vector<std::uint32_t>& line,
               const sgf::SgfGame& position, const std::string& comment);

}  // namespace kospec::claims
