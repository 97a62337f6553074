#pragma once
// The forcing strategies the rules layer's replay certified (strategy_check.h), as SGF game trees
// that Sabaki, GoGui or `kospec replay --every-line` open: one game tree a side.

#include <cstddef>
#include <string>
#include <vector>

#include "rules/game.h"
#include "tools/solve/strategy_check.h"

namespace kospec::solve {

/// The default most nodes of a strategy file: past it a transposition is written as a leaf that
/// names the line where its state was played on, not as a copy of that line's tree.
inline constexpr std::size_t kDefaultStrategyNodes = 1'000'000;

/// An FF[4] collection of one game tree a strategy, in the order given: the root holds `start`'s
/// setup (and its plies follow, one node each), a comment naming the side, its bound and the
/// ruleset; then the forcer's one move at each of its turns and every reply the rules layer
/// allows as the variations of the other side's turns. Each leaf's comment says how the line
/// ends: the game's end and its score, the static bounds that settled it, or (past `max_nodes`
/// nodes) the line its state is the same as. A transposition is written out in full, as a copy of
/// the tree of the node whose state it is (the same state, so the same moves are legal), while
/// the file holds fewer than `max_nodes` nodes.
std::string strategy_sgf(const Game& start, const std::vector<StrategyTree>& trees,
                         std::size_t max_nodes = kDefaultStrategyNodes);

}  // namespace kospec::solve
